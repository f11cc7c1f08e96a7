import type { SubjectCurriculum } from '../types';

/** CBSE grades 11–12 (NCERT textbooks). */
export const CBSE_SENIOR: SubjectCurriculum[] = [];
