import { z } from 'zod';
import { countOf } from '../rules/count';
import { AVAILABLE_MODELS, BUILTIN_MODEL_ID } from './ai';
import { QUESTION_DIFFICULTIES, QUESTION_TYPES, ZDiagram } from './question';

// Question Bank Management (spec 03 §2.8, §3, §7, §8, §9). Difficulties and types travel as their ids
// (`easy`, `mcq`); screens show QUESTION_TYPE_CODES and capitalised difficulties.

export const QB_MODES = ['regular', 'olympiad'] as const;
export type QbMode = (typeof QB_MODES)[number];

export const QB_LIMITS = {
  minQuestions: 1,
  maxQuestions: 35,
  defaultQuestions: 10,
  fetchDefault: 20,
  fetchMax: 100,
  browsePageSize: 20,
  generatedPageSize: 10,
  importPreview: 10,
  importPreviewChars: 100,
  /** Questions per save request (the web app saves a large import in several). */
  maxBatch: 2000,
  /** Question rows per imported file. */
  importMaxRows: 50_000,
  instructionMax: 2000,
} as const;

/** Spreadsheet columns of import, export and the CSV download (spec 03 §9). */
export const QB_CSV_COLUMNS = [
  'Question Type',
  'Difficulty',
  'Board',
  'Grade',
  'Subject',
  'Chapter',
  'Topic',
  'Question',
  'Answer',
  'Options',
  'Explanation',
] as const;

/** The models the generate form offers: the built-in engine first, then Gemini and OpenAI (spec 03 §9). */
export const QB_MODELS = [...AVAILABLE_MODELS.builtin, ...AVAILABLE_MODELS.gemini, ...AVAILABLE_MODELS.openai];
export const QB_DEFAULT_MODEL = BUILTIN_MODEL_ID;

export const QB_MSG = {
  selectAllFields: 'Please select all fields',
  selectAllOlympiadFields: 'Please select all Olympiad fields',
  selectQuestionType: 'Please select at least one question type',
  enterApiKey: 'Please enter your AI API key',
  olympiadMcqOnly: 'Olympiad questions are MCQ only',
  numQuestions: 'Number of questions must be between 1 and 35',
  noQuestionsToSave: 'No questions to save',
  noQuestionsToDownload: 'No questions to download',
  selectFile: 'Please select a file',
  referenceType: 'Please upload a PDF, JPG, or PNG file',
  referenceSize: 'File size must be less than 10MB',
  importType: 'Please upload an Excel (.xlsx) or CSV (.csv) file',
  importXls: 'Old Excel (.xls) files cannot be read: please save the sheet as .xlsx or .csv and try again',
  importUnreadable: 'The file could not be read as a spreadsheet',
  importNoRows: 'The file has no question rows',
  importMissingColumns: 'Missing columns',
  importTooManyRows: 'A file may hold at most 50,000 questions',
  enterPassword: 'Please enter your password to confirm deletion',
  wrongPassword: 'Incorrect password. Please try again.',
  duplicateOnUpdate: 'Another question in the bank already has this text and options',
  questionNotFound: 'Question not found',
  // Failures shown when the server sends no detail (spec 03 §8).
  generateFailed: 'Failed to generate questions',
  saveFailed: 'Failed to save questions to database',
  fetchFailed: 'Failed to fetch questions',
  deleteFailed: 'Failed to delete question',
  updateFailed: 'Failed to update question: ',
  importFailed: 'Failed to import',
  importSaveFailed: 'Failed to save imported questions',
  exportFailed: 'Failed to export',
  statsFailed: 'Failed to load statistics',
  resetFailed: 'Failed to reset database',
  // Successes.
  downloaded: 'Questions downloaded as CSV',
  exported: 'Exported successfully!',
  deleted: 'Question deleted successfully',
  updated: 'Question updated successfully',
} as const;

// The spec's "Generated N questions successfully!" and friends, with the noun in the right number ("1 question").
export const qbGeneratedMessage = (n: number) => `Generated ${countOf(n, 'question')} successfully!`;
/**
 * A generation that returned fewer questions than asked is a warning, never a success: "No questions were
 * generated." or "Generated 3 of 5 questions.", then the engine's reason when it gave one.
 */
export const qbShortGenerationMessage = (count: number, requested: number, reason?: string | null) =>
  `${count === 0 ? 'No questions were generated.' : `Generated ${count} of ${countOf(requested, 'question')}.`}${reason ? ` ${reason}` : ''}`;
export const qbSavedMessage = (saved: number, dup: number) =>
  `Saved ${countOf(saved, 'question')}. ${countOf(dup, 'duplicate')} skipped.`;
export const qbImportedMessage = (n: number) => `Imported ${countOf(n, 'question')} successfully!`;
export const qbResetMessage = (n: number) => `Database reset complete. Deleted ${countOf(n, 'question')}.`;
export const qbDuplicatesSkipped = (n: number) => `${countOf(n, 'duplicate')} skipped.`;
export const qbRowsSkipped = (n: number) => `${countOf(n, 'row')} skipped`;

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullish();

// ---- Questions -------------------------------------------------------------------------------------------------

/**
 * A question as the client sends it to save: generated, imported or edited. MCQ options come as `options` or as
 * option_A..option_D; true/false and assertion-reason options may be left out (they are fixed). A missing concept
 * is derived from the curriculum; an empty explanation becomes "The correct answer is: …".
 */
export const ZQbQuestionDraft = z.object({
  question_mode: z.enum(QB_MODES).default('regular'),
  question_type: z.enum(QUESTION_TYPES),
  difficulty: z.enum(QUESTION_DIFFICULTIES),
  board: text(100).min(1),
  grade: z.coerce.number().int().min(1).max(12),
  subject: text(100).min(1),
  chapter: text(300).min(1),
  topic: text(300).default(''),
  olympiad_code: optionalText(50),
  concept: optionalText(200),
  question_text: text(5000).min(1, 'Question text is required'),
  options: z.array(z.string().max(1000)).max(10).nullish(),
  option_A: optionalText(1000),
  option_B: optionalText(1000),
  option_C: optionalText(1000),
  option_D: optionalText(1000),
  answer: text(2000).min(1, 'Answer is required'),
  accepted_answers: z.array(z.string().max(500)).max(20).nullish(),
  key_terms: z.array(z.string().max(200)).max(30).nullish(),
  answer_explanation: text(5000).nullish(),
  marks: z.number().int().min(1).max(10).nullish(),
  diagram: ZDiagram.nullish(),
  generator_model: optionalText(100),
});
export type QbQuestionDraft = z.input<typeof ZQbQuestionDraft>;

/** A question as the API answers it (spec 03 §3): the options list and, for MCQ, option_A..option_D too. */
export const ZQbGeneratedQuestion = z.object({
  question_mode: z.enum(QB_MODES),
  question_type: z.enum(QUESTION_TYPES),
  difficulty: z.enum(QUESTION_DIFFICULTIES),
  board: z.string(),
  grade: z.number().int(),
  subject: z.string(),
  chapter: z.string(),
  topic: z.string(),
  olympiad_code: z.string().nullable(),
  concept: z.string(),
  question_text: z.string(),
  options: z.array(z.string()).nullable(),
  option_A: z.string().nullable(),
  option_B: z.string().nullable(),
  option_C: z.string().nullable(),
  option_D: z.string().nullable(),
  answer: z.string(),
  accepted_answers: z.array(z.string()).nullable(),
  key_terms: z.array(z.string()).nullable(),
  answer_explanation: z.string(),
  marks: z.number().int(),
  generator_model: z.string(),
  diagram: ZDiagram.nullable(),
  diagram_description: z.string().nullable(),
  diagram_type: z.string().nullable(),
  diagram_labels: z.array(z.string()).nullable(),
  diagram_code: z.string().nullable(),
});
export type QbGeneratedQuestion = z.infer<typeof ZQbGeneratedQuestion>;

export const ZQbQuestion = ZQbGeneratedQuestion.extend({
  id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type QbQuestion = z.infer<typeof ZQbQuestion>;

// ---- Generate --------------------------------------------------------------------------------------------------

/**
 * Regular: board, grade, subject, chapter (topic optional). Olympiad: board = provider, olympiad_type, grade,
 * subject (from the olympiad's grades), chapter = section and topic. Multipart form: the same fields as text, with
 * question_types as JSON text and an optional `reference_doc` (PDF, JPG or PNG, at most 10 MB).
 */
export const ZQbGenerateRequest = z
  .object({
    question_mode: z.enum(QB_MODES).default('regular'),
    board: text(100).default(''),
    grade: z.coerce.number().int().min(0).max(12).optional(),
    subject: text(100).default(''),
    chapter: text(300).default(''),
    topic: optionalText(300),
    olympiad_type: optionalText(50),
    difficulty: z.enum(QUESTION_DIFFICULTIES).default('medium'),
    question_types: z.array(z.enum(QUESTION_TYPES)).max(QUESTION_TYPES.length).default([]),
    num_questions: z.coerce
      .number()
      .int(QB_MSG.numQuestions)
      .min(QB_LIMITS.minQuestions, QB_MSG.numQuestions)
      .max(QB_LIMITS.maxQuestions, QB_MSG.numQuestions)
      .default(QB_LIMITS.defaultQuestions),
    ai_model: optionalText(100),
    /** Used for this request only; never stored or logged. */
    api_key: z.string().max(500).nullish(),
    instruction_text: optionalText(QB_LIMITS.instructionMax),
  })
  .superRefine((v, ctx) => {
    const olympiad = v.question_mode === 'olympiad';
    const missing = !v.board || !v.grade || !v.subject || !v.chapter || (olympiad && (!v.topic || !v.olympiad_type));
    if (missing) {
      ctx.addIssue({
        code: 'custom',
        path: ['board'],
        message: olympiad ? QB_MSG.selectAllOlympiadFields : QB_MSG.selectAllFields,
      });
      return;
    }
    if (olympiad && v.question_types.some((t) => t !== 'mcq'))
      ctx.addIssue({ code: 'custom', path: ['question_types'], message: QB_MSG.olympiadMcqOnly });
    if (!olympiad && v.question_types.length === 0)
      ctx.addIssue({ code: 'custom', path: ['question_types'], message: QB_MSG.selectQuestionType });
  });
export type QbGenerateRequest = z.input<typeof ZQbGenerateRequest>;

export const ZQbGenerateResponse = z.object({
  questions: z.array(ZQbGeneratedQuestion),
  count: z.number().int(),
  /** "12 of 20 questions available offline" when the built-in engine has fewer than asked. */
  shortfall: z.string().nullable(),
  generator_model: z.string(),
});
export type QbGenerateResponse = z.infer<typeof ZQbGenerateResponse>;

// ---- Save, fetch, update ---------------------------------------------------------------------------------------

export const ZQbSaveRequest = z.object({
  questions: z.array(ZQbQuestionDraft).min(1, QB_MSG.noQuestionsToSave).max(QB_LIMITS.maxBatch),
});
export const ZQbSaveResponse = z.object({
  saved_count: z.number().int(),
  duplicate_count: z.number().int(),
  message: z.string(),
});
export type QbSaveResponse = z.infer<typeof ZQbSaveResponse>;

const filter = (max = 300) => z.string().trim().max(max).nullish();
export const ZQbFilters = z.object({
  question_mode: z.enum(QB_MODES).nullish(),
  board: filter(100),
  grade: z.coerce.number().int().min(1).max(12).nullish(),
  subject: filter(100),
  chapter: filter(),
  topic: filter(),
  difficulty: z.enum(QUESTION_DIFFICULTIES).nullish(),
  question_type: z.enum(QUESTION_TYPES).nullish(),
  /** Olympiad type (IMO, NSO, …) of olympiad questions. */
  olympiad_code: filter(50),
});
export type QbFilters = z.input<typeof ZQbFilters>;

export const ZQbFetchRequest = ZQbFilters.extend({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(QB_LIMITS.fetchMax).default(QB_LIMITS.fetchDefault),
  /** Keyset paging: the page after `next_cursor` or before `prev_cursor` of a previous answer (skip is ignored). */
  after: z.string().max(200).nullish(),
  before: z.string().max(200).nullish(),
});
export type QbFetchRequest = z.input<typeof ZQbFetchRequest>;
export const ZQbFetchResponse = z.object({
  questions: z.array(ZQbQuestion),
  total: z.number().int(),
  /** Cursors of the page's first and last rows (null on an empty page). */
  prev_cursor: z.string().nullable().optional(),
  next_cursor: z.string().nullable().optional(),
});
export type QbFetchResponse = z.infer<typeof ZQbFetchResponse>;

export const ZQbUpdateRequest = z.object({
  question_id: z.string().trim().min(1),
  updates: z
    .object({
      question_text: text(5000).min(1, 'Question text is required'),
      answer: text(2000).min(1, 'Answer is required'),
      answer_explanation: text(5000).nullable(),
      option_A: text(1000).min(1, 'Option A is required'),
      option_B: text(1000).min(1, 'Option B is required'),
      option_C: text(1000).min(1, 'Option C is required'),
      option_D: text(1000).min(1, 'Option D is required'),
    })
    .partial(),
});
export type QbUpdateRequest = z.input<typeof ZQbUpdateRequest>;

export const ZQbIdParams = z.object({ id: z.string() });
export const ZQbMessage = z.object({ message: z.string() });

// ---- Import, export --------------------------------------------------------------------------------------------

export const ZQbImportResponse = z.object({
  questions: z.array(ZQbGeneratedQuestion),
  count: z.number().int(),
  /** Rows that were skipped; `row` is the spreadsheet row number (the header is row 1). */
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
});
export type QbImportResponse = z.infer<typeof ZQbImportResponse>;

export const QB_EXPORT_MODES = ['all', 'regular', 'olympiad'] as const;
/** Regular filters board, grade, subject; olympiad filters provider, type (olympiad code) and grade. */
export const ZQbExportRequest = z.object({
  question_mode: z.enum(QB_EXPORT_MODES).default('all'),
  board: filter(100),
  grade: z.coerce.number().int().min(1).max(12).nullish(),
  subject: filter(100),
  provider: filter(100),
  type: filter(50),
});
export type QbExportRequest = z.input<typeof ZQbExportRequest>;

// ---- Stats, reset ----------------------------------------------------------------------------------------------

export const ZQbStatsQuery = z.object({
  board: filter(100),
  grade: z.coerce.number().int().min(1).max(12).optional(),
  subject: filter(100),
  chapter: filter(),
  question_mode: z.enum(QB_MODES).optional(),
});
export type QbStatsQuery = z.input<typeof ZQbStatsQuery>;

const counts = z.record(z.string(), z.number().int());
export const ZQbStats = z.object({
  total_questions: z.number().int(),
  by_board: counts,
  by_grade: counts,
  by_subject: counts,
  by_chapter: counts,
  by_difficulty: counts,
  by_question_type: counts,
  by_question_mode: counts,
});
export type QbStats = z.infer<typeof ZQbStats>;

export const ZQbResetRequest = z.object({
  password: z.string().max(200).default(''),
  /** Only this mode's questions; absent or `all`: every question. */
  question_mode: z.enum(QB_EXPORT_MODES).default('all'),
});
export const ZQbResetResponse = z.object({ deleted_count: z.number().int(), message: z.string() });
export type QbResetResponse = z.infer<typeof ZQbResetResponse>;

// ---- Options column --------------------------------------------------------------------------------------------

/**
 * The Options column of spreadsheets: "A) first | B) second | C) third | D) fourth", or a JSON array of strings
 * when an option itself contains " | ". Empty for types without options. The Answer column holds the correct
 * option's text (a bare letter A-D is accepted on import).
 */
export function formatQbOptions(options: readonly string[] | null | undefined): string {
  if (!options?.length) return '';
  if (options.some((o) => o.includes(' | ') || o.includes('\n'))) return JSON.stringify(options);
  return options.map((o, i) => `${String.fromCharCode(65 + i)}) ${o}`).join(' | ');
}

/** Reads the Options column: JSON array, "A) … | B) …", or plain "… | …"; null when empty, undefined if unreadable. */
export function parseQbOptions(raw: string | null | undefined): string[] | null | undefined {
  const s = (raw ?? '').trim();
  if (!s) return null;
  if (s.startsWith('[')) {
    try {
      const v: unknown = JSON.parse(s);
      return Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number')
        ? v.map((x) => String(x).trim())
        : undefined;
    } catch {
      return undefined;
    }
  }
  const parts = s.split(/\s*\|\s*|\n+/).filter((p) => p.trim());
  const labelled = parts.every((p, i) => new RegExp(`^\\(?${String.fromCharCode(65 + i)}[).:]\\s*`, 'i').test(p));
  return parts.map((p) => (labelled ? p.replace(/^\(?[A-Za-z][).:]\s*/, '') : p).trim());
}
