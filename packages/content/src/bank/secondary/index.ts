import type { BankQuestion } from '@app/shared';

/** Seed questions for CBSE grades 9–10. */
export const BANK_SECONDARY: BankQuestion[] = [];
