import type { BankQuestion } from '@app/shared';

/** Seed olympiad-mode MCQs (board = provider, chapter = section). */
export const BANK_OLYMPIAD: BankQuestion[] = [];
