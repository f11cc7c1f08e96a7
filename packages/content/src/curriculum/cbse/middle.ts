import type { SubjectCurriculum } from '../types';
import { MIDDLE_ENGLISH } from './middle-english';
import { MIDDLE_HINDI } from './middle-hindi';
import { MIDDLE_MATHS } from './middle-maths';
import { MIDDLE_SCIENCE } from './middle-science';
import { MIDDLE_SST } from './middle-sst';

/**
 * CBSE grades 6–8 (NCERT textbooks). Within a grade and subject the first book is the default; it is the book whose
 * chapter list is most certain, and the seed bank (bank/middle) refers to its chapters and topics.
 */
export const CBSE_MIDDLE: SubjectCurriculum[] = [
  ...MIDDLE_MATHS,
  ...MIDDLE_SCIENCE,
  ...MIDDLE_ENGLISH,
  ...MIDDLE_HINDI,
  ...MIDDLE_SST,
].sort((a, b) => a.grade - b.grade);
