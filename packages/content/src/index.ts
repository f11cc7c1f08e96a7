export * from './curriculum/types';
export { SEED_BANK } from './bank/index';
