export * from './types';
export { CONCEPT_TAG_RE } from './build';
export { MASTER, masterBookId } from './master';
export { ICSE, IB, CAMBRIDGE, STATE, OTHER_BOARDS } from './boards';
export * from './registry';
