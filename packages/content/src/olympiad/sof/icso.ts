import { ACHIEVERS_SECTION, defineOlympiad } from '../build';
import { LR_CLASSES_1_2, LR_CLASSES_3_4, LR_CLASSES_5, LR_CLASSES_6_8, LR_CLASSES_9_12 } from './logical-reasoning';

const LR = 'Logical Reasoning';
const CIT = 'Computers and Information Technology';

const band = (from: number, to: number, lr: readonly string[], cit: readonly string[]) => ({
  from,
  to,
  sections: { [LR]: lr, [CIT]: cit },
  achievers_from: [CIT],
});

const CIT_CLASSES_5_8 = [
  'Evolution of Computers',
  'Hardware and Software',
  'Memory and Storage Devices',
  'Windows Operating System',
  'MS Word',
  'MS PowerPoint',
  'MS Excel',
  'Internet and Email',
  'Algorithms and Flowcharts',
  'Introduction to Programming',
  'Computer Networks',
  'Number Systems',
  'Cyber Safety',
  'Latest Developments in IT',
];

/** SOF International Computer Science Olympiad (classes 1–10). Classes 1–4: 10 + 20 + 5 × 2; 5–10: 15 + 30 + 5 × 3. */
export const ICSO = defineOlympiad({
  code: 'ICSO',
  name: 'International Computer Science Olympiad',
  subject: 'Computer Science',
  grades: [1, 10],
  blueprints: [
    {
      from: 1,
      to: 4,
      sections: [
        [LR, 10, 1],
        [CIT, 20, 1],
        [ACHIEVERS_SECTION, 5, 2],
      ],
    },
    {
      from: 5,
      to: 10,
      sections: [
        [LR, 15, 1],
        [CIT, 30, 1],
        [ACHIEVERS_SECTION, 5, 3],
      ],
    },
  ],
  syllabus: [
    band(1, 2, LR_CLASSES_1_2, [
      'Introduction to Computers',
      'Parts of a Computer',
      'Uses of Computers',
      'Keys and Keyboard',
      'Computer Mouse',
      'Starting and Shutting Down',
      'Introduction to MS Paint',
      'Latest Developments in IT',
    ]),
    band(3, 4, LR_CLASSES_3_4, [
      'Evolution of Computers',
      'Types of Computers',
      'Input and Output Devices',
      'Memory and Storage Devices',
      'Keyboard Shortcuts',
      'Windows Operating System',
      'MS Paint',
      'MS Word',
      'Introduction to the Internet',
      'Latest Developments in IT',
    ]),
    band(5, 5, LR_CLASSES_5, CIT_CLASSES_5_8),
    band(6, 8, LR_CLASSES_6_8, CIT_CLASSES_5_8),
    band(9, 10, LR_CLASSES_9_12, [
      'Fundamentals of Computers',
      'Number Systems',
      'Computer Networks',
      'Internet and Web Technologies',
      'HTML',
      'MS Office',
      'Algorithms and Flowcharts',
      'Programming in Python',
      'Database Concepts',
      'Cyber Security and Ethics',
      'Artificial Intelligence',
      'Latest Developments in IT',
    ]),
  ],
});
