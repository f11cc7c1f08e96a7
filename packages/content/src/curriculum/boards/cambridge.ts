import type { SubjectCurriculum } from '../types';

export const CAMBRIDGE_OWN: SubjectCurriculum[] = [];
