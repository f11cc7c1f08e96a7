import type { SubjectCurriculum } from '../types';

export const ICSE_OWN: SubjectCurriculum[] = [];
