import type { BankQuestion } from '@app/shared';
import { ENGLISH_9 } from './english-9';
import { ENGLISH_10 } from './english-10';
import { HINDI_9 } from './hindi-9';
import { HINDI_10 } from './hindi-10';
import { HINDI_PRACTICE } from './hindi-practice';
import { MATHS_9 } from './maths-9';
import { MATHS_9_PRACTICE } from './maths-9-practice';
import { MATHS_10 } from './maths-10';
import { MATHS_10_PRACTICE } from './maths-10-practice';
import { SCIENCE_9 } from './science-9';
import { SCIENCE_10 } from './science-10';
import { SST_9 } from './sst-9';
import { SST_10 } from './sst-10';

/** Seed questions for CBSE grades 9–10, written against the default NCERT book of each grade and subject. */
export const BANK_SECONDARY: BankQuestion[] = [
  ...MATHS_9,
  ...MATHS_10,
  ...MATHS_9_PRACTICE,
  ...MATHS_10_PRACTICE,
  ...SCIENCE_9,
  ...SCIENCE_10,
  ...SST_9,
  ...SST_10,
  ...ENGLISH_9,
  ...ENGLISH_10,
  ...HINDI_9,
  ...HINDI_10,
  ...HINDI_PRACTICE,
];
