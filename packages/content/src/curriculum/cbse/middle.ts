import type { SubjectCurriculum } from '../types';

/** CBSE grades 6–8 (NCERT textbooks). */
export const CBSE_MIDDLE: SubjectCurriculum[] = [];
