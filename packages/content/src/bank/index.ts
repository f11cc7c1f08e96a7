import type { BankQuestion } from '@app/shared';
import { BANK_MIDDLE } from './middle/index';
import { BANK_OLYMPIAD } from './olympiad/index';
import { BANK_PRIMARY } from './primary/index';
import { BANK_SECONDARY } from './secondary/index';

/** The whole seed question bank, loaded into qb_questions at seed time (deduplicated by content hash). */
export const SEED_BANK: BankQuestion[] = [...BANK_PRIMARY, ...BANK_MIDDLE, ...BANK_SECONDARY, ...BANK_OLYMPIAD];
