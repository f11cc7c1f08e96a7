import type { BankQuestion } from '@app/shared';
import { BANK_OLYMPIAD_IMO } from './imo';

/** Seed olympiad-mode MCQs (board = provider, chapter = section, topic = olympiad topic). */
export const BANK_OLYMPIAD: BankQuestion[] = [...BANK_OLYMPIAD_IMO];
