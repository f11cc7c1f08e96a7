import type { SubjectCurriculum } from '../types';

export const IB_OWN: SubjectCurriculum[] = [];
