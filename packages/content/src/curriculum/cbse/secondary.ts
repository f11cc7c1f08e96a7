import type { SubjectCurriculum } from '../types';

/** CBSE grades 9–10 (NCERT textbooks). */
export const CBSE_SECONDARY: SubjectCurriculum[] = [];
