import type { SubjectCurriculum } from '../types';

/** CBSE grades 1–5 (NCERT textbooks). */
export const CBSE_PRIMARY: SubjectCurriculum[] = [];
