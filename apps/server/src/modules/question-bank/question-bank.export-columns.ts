import type { QbQuestionRow } from '../../db/schema/index';

/** The columns an export reads, in this order (also the order of the database's CSV batches on PGlite). */
export const EXPORT_COLUMNS = [
  'questionType',
  'questionMode',
  'difficulty',
  'board',
  'grade',
  'subject',
  'olympiadCode',
  'chapter',
  'topic',
  'questionText',
  'answer',
  'options',
  'answerExplanation',
] as const satisfies readonly (keyof QbQuestionRow)[];

export type ExportRow = Pick<QbQuestionRow, (typeof EXPORT_COLUMNS)[number]>;
