import type { ChapterRef } from './types';

// NCERT Mathematics chapters per family. Grades 1–2: Joyful Mathematics; 3–5: Maths Mela; 6–8: Ganita Prakash;
// 9–10: Mathematics. Kept in one table so names can be aligned with the curriculum data in one place.
const ch = (grade: number, ...chapters: string[]): ChapterRef[] => chapters.map((chapter) => ({ grade, chapter }));

export const CHAPTERS: Record<string, ChapterRef[]> = {};
