import type { SubjectCurriculum } from '../types';
import { CBSE_ENGLISH_9, CBSE_ENGLISH_10 } from './secondary-english';
import { CBSE_HINDI_9, CBSE_HINDI_10 } from './secondary-hindi';
import { CBSE_MATHS_9, CBSE_MATHS_10 } from './secondary-maths';
import { CBSE_SCIENCE_9, CBSE_SCIENCE_10 } from './secondary-science';
import { CBSE_SST_9, CBSE_SST_10 } from './secondary-sst';

/** CBSE grades 9–10 (NCERT textbooks, rationalised editions). */
export const CBSE_SECONDARY: SubjectCurriculum[] = [
  CBSE_MATHS_9,
  CBSE_SCIENCE_9,
  CBSE_ENGLISH_9,
  CBSE_HINDI_9,
  CBSE_SST_9,
  CBSE_MATHS_10,
  CBSE_SCIENCE_10,
  CBSE_ENGLISH_10,
  CBSE_HINDI_10,
  CBSE_SST_10,
];
