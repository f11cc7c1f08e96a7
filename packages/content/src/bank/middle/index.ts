import type { BankQuestion } from '@app/shared';

/** Seed questions for CBSE grades 6–8. */
export const BANK_MIDDLE: BankQuestion[] = [];
