import type { BankQuestion } from '@app/shared';
import { type QuestionFile, readQuestionFiles, toBankQuestions } from './files';

/**
 * The whole seed question bank, read from the data files when the module loads (validated by a test, not at
 * start) and loaded into qb_questions at seed time (deduplicated by content hash).
 */
export const SEED_BANK: BankQuestion[] = readQuestionFiles().flatMap(({ data }) =>
  toBankQuestions(data as QuestionFile),
);

const regular = (from: number, to: number) =>
  SEED_BANK.filter((q) => q.question_mode === 'regular' && q.grade >= from && q.grade <= to);
export const BANK_PRIMARY = regular(1, 5);
export const BANK_MIDDLE = regular(6, 8);
export const BANK_SECONDARY = regular(9, 12);
export const BANK_OLYMPIAD = SEED_BANK.filter((q) => q.question_mode === 'olympiad');
