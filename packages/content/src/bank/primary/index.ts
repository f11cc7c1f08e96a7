import type { BankQuestion } from '@app/shared';

/** Seed questions for CBSE grades 1–5. */
export const BANK_PRIMARY: BankQuestion[] = [];
