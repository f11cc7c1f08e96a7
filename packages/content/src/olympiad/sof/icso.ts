import { ACHIEVERS_SECTION, defineOlympiad } from '../build';
import { LR_CLASSES_1_2, LR_CLASSES_3_4, LR_CLASSES_5, LR_CLASSES_6_8, LR_CLASSES_9_12 } from './logical-reasoning';

const LR = 'Logical Reasoning';
const CS = 'Computer Science';
const IT = 'Information Technology';
/** SOF's name for the third section from class 6 (syllabus: AI, robotics, IT gadgets, devices, apps). */
const AIRIT = 'AI, Robotics and Information Technology';

const band = (from: number, to: number, lr: readonly string[], cs: readonly string[], it: readonly string[]) => {
  const third = from >= 6 ? AIRIT : IT;
  return { from, to, sections: { [LR]: lr, [CS]: cs, [third]: it }, achievers_from: [CS, third] };
};

const CS_CLASSES_5_8 = [
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
];
const IT_PRIMARY = ['IT Gadgets and Devices', 'Apps and Their Uses', 'Latest Developments in IT'];
const AIRIT_TOPICS = [
  'Artificial Intelligence',
  'Robotics',
  'IT Gadgets and Devices',
  'Apps and Computerisation',
  'Latest Developments in IT',
];

/**
 * SOF International Computer Science Olympiad (classes 1–10), pattern as SOF publishes it: classes 1–4 Logical
 * Reasoning 5, Computer Science 20, Information Technology 5 (1 mark each) and Achievers 5 × 2 (35 questions, 40
 * marks); class 5 10 + 30 + 5 and Achievers 5 × 3 (50, 60); classes 6–10 the same counts with the third section
 * named "AI, Robotics and Information Technology".
 */
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
        [LR, 5, 1],
        [CS, 20, 1],
        [IT, 5, 1],
        [ACHIEVERS_SECTION, 5, 2],
      ],
    },
    {
      from: 5,
      to: 5,
      sections: [
        [LR, 10, 1],
        [CS, 30, 1],
        [IT, 5, 1],
        [ACHIEVERS_SECTION, 5, 3],
      ],
    },
    {
      from: 6,
      to: 10,
      sections: [
        [LR, 10, 1],
        [CS, 30, 1],
        [AIRIT, 5, 1],
        [ACHIEVERS_SECTION, 5, 3],
      ],
    },
  ],
  syllabus: [
    band(
      1,
      2,
      LR_CLASSES_1_2,
      [
        'Introduction to Computers',
        'Parts of a Computer',
        'Uses of Computers',
        'Keys and Keyboard',
        'Computer Mouse',
        'Starting and Shutting Down',
        'Introduction to MS Paint',
      ],
      IT_PRIMARY,
    ),
    band(
      3,
      4,
      LR_CLASSES_3_4,
      [
        'Evolution of Computers',
        'Types of Computers',
        'Input and Output Devices',
        'Memory and Storage Devices',
        'Keyboard Shortcuts',
        'Windows Operating System',
        'MS Paint',
        'MS Word',
        'Introduction to the Internet',
      ],
      IT_PRIMARY,
    ),
    band(5, 5, LR_CLASSES_5, CS_CLASSES_5_8, IT_PRIMARY),
    band(6, 8, LR_CLASSES_6_8, CS_CLASSES_5_8, AIRIT_TOPICS),
    band(
      9,
      10,
      LR_CLASSES_9_12,
      [
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
      ],
      AIRIT_TOPICS,
    ),
  ],
});
