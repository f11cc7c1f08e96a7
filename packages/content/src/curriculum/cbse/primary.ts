import type { SubjectCurriculum } from '../types';
import { CBSE_PRIMARY_ENGLISH } from './primary-english';
import { CBSE_PRIMARY_EVS } from './primary-evs';
import { CBSE_PRIMARY_HINDI } from './primary-hindi';
import { CBSE_PRIMARY_MATHS } from './primary-maths';

/** CBSE grades 1–5 (NCERT textbooks): Mathematics, English and Hindi for 1–5, EVS (as Science) for 3–5. */
export const CBSE_PRIMARY: SubjectCurriculum[] = [
  ...CBSE_PRIMARY_MATHS,
  ...CBSE_PRIMARY_ENGLISH,
  ...CBSE_PRIMARY_HINDI,
  ...CBSE_PRIMARY_EVS,
];
