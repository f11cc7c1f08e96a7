import type { SubjectCurriculum } from '../types';
import { CBSE_SENIOR_BIOLOGY } from './senior/biology';
import { CBSE_SENIOR_CHEMISTRY } from './senior/chemistry';
import { CBSE_SENIOR_ENGLISH } from './senior/english';
import { CBSE_SENIOR_HINDI } from './senior/hindi';
import { CBSE_SENIOR_MATHEMATICS } from './senior/mathematics';
import { CBSE_SENIOR_PHYSICS } from './senior/physics';

/** CBSE grades 11–12 (NCERT textbooks, rationalised editions), split by subject under ./senior/. */
export const CBSE_SENIOR: SubjectCurriculum[] = [
  ...CBSE_SENIOR_MATHEMATICS,
  ...CBSE_SENIOR_PHYSICS,
  ...CBSE_SENIOR_CHEMISTRY,
  ...CBSE_SENIOR_BIOLOGY,
  ...CBSE_SENIOR_ENGLISH,
  ...CBSE_SENIOR_HINDI,
];
