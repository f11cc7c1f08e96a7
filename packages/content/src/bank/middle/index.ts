import type { BankQuestion } from '@app/shared';
import { ENGLISH_6 } from './grade6/english';
import { HINDI_6 } from './grade6/hindi';
import { MATHS_6 } from './grade6/maths';
import { SCIENCE_6 } from './grade6/science';
import { SST_6 } from './grade6/sst';
import { ENGLISH_7 } from './grade7/english';
import { HINDI_7 } from './grade7/hindi';
import { MATHS_7 } from './grade7/maths';
import { SCIENCE_7 } from './grade7/science';
import { SST_7 } from './grade7/sst';
import { ENGLISH_8 } from './grade8/english';
import { HINDI_8 } from './grade8/hindi';
import { MATHS_8 } from './grade8/maths';
import { SCIENCE_8 } from './grade8/science';
import { SST_8 } from './grade8/sst';

/** Seed questions for CBSE grades 6–8, placed in the default NCERT book of each grade and subject. */
export const BANK_MIDDLE: BankQuestion[] = [
  ...MATHS_6,
  ...SCIENCE_6,
  ...SST_6,
  ...ENGLISH_6,
  ...HINDI_6,
  ...MATHS_7,
  ...SCIENCE_7,
  ...SST_7,
  ...ENGLISH_7,
  ...HINDI_7,
  ...MATHS_8,
  ...SCIENCE_8,
  ...SST_8,
  ...ENGLISH_8,
  ...HINDI_8,
];
