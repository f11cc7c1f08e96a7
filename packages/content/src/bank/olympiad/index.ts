import type { BankQuestion } from '@app/shared';
import { BANK_OLYMPIAD_ICSO } from './icso';
import { BANK_OLYMPIAD_IEO } from './ieo';
import { BANK_OLYMPIAD_IGKO } from './igko';
import { BANK_OLYMPIAD_IHO } from './iho';
import { BANK_OLYMPIAD_IMO } from './imo';
import { BANK_OLYMPIAD_ISSO } from './isso';
import { BANK_OLYMPIAD_NSO } from './nso';

/** Seed olympiad-mode MCQs (board = provider, chapter = section, topic = olympiad topic). */
export const BANK_OLYMPIAD: BankQuestion[] = [
  ...BANK_OLYMPIAD_IMO,
  ...BANK_OLYMPIAD_NSO,
  ...BANK_OLYMPIAD_IEO,
  ...BANK_OLYMPIAD_IGKO,
  ...BANK_OLYMPIAD_ICSO,
  ...BANK_OLYMPIAD_IHO,
  ...BANK_OLYMPIAD_ISSO,
];
