import { ACHIEVERS_SECTION, defineOlympiad } from '../build';

const GA = 'General Awareness';
const CA = 'Current Affairs';
const LS = 'Life Skills';

const band = (from: number, to: number, ga: readonly string[], ca: readonly string[], ls: readonly string[]) => ({
  from,
  to,
  sections: { [GA]: ga, [CA]: ca, [LS]: ls },
  achievers_from: [GA, CA, LS],
});

const CURRENT_AFFAIRS = [
  'National Events',
  'International Events',
  'Sports Events',
  'Science and Technology News',
  'Awards and Honours',
];

/** SOF International General Knowledge Olympiad. Classes 1–4: 20 + 5 + 5 + Achievers 5 × 2; 5–10: 30 + 10 + 5 + 5 × 3. */
export const IGKO = defineOlympiad({
  code: 'IGKO',
  name: 'International General Knowledge Olympiad',
  subject: 'General Knowledge',
  grades: [1, 10],
  blueprints: [
    {
      from: 1,
      to: 4,
      sections: [
        [GA, 20, 1],
        [CA, 5, 1],
        [LS, 5, 1],
        [ACHIEVERS_SECTION, 5, 2],
      ],
    },
    {
      from: 5,
      to: 10,
      sections: [
        [GA, 30, 1],
        [CA, 10, 1],
        [LS, 5, 1],
        [ACHIEVERS_SECTION, 5, 3],
      ],
    },
  ],
  syllabus: [
    band(
      1,
      4,
      [
        'Plants and Animals',
        'Our Body and Health',
        'Sports and Games',
        'Famous Personalities',
        'Our Country India',
        'Festivals and Culture',
        'Space and the Earth',
        'Books and Authors',
        'Inventions and Discoveries',
        'Transport and Communication',
      ],
      CURRENT_AFFAIRS,
      ['Good Manners', 'Safety Rules', 'Healthy Habits', 'Helping Others', 'Managing Time and Money'],
    ),
    band(
      5,
      10,
      [
        'Geography and Environment',
        'History and Heritage',
        'Science and Technology',
        'Sports',
        'Art, Music and Literature',
        'Famous Personalities',
        'Books and Authors',
        'Inventions and Discoveries',
        'Indian Constitution and Polity',
        'National and International Organisations',
        'Space Exploration',
      ],
      CURRENT_AFFAIRS,
      [
        'Emotional Intelligence',
        'Decision Making',
        'Communication Skills',
        'Empathy',
        'Time Management',
        'Social Etiquette',
        'Safety and First Aid',
      ],
    ),
  ],
});
