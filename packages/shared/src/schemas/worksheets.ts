import { z } from 'zod';
import { GRADE_MAX, GRADE_MIN } from '../constants';
import { AI_DIFFICULTIES } from './ai';
import { QUESTION_DIFFICULTIES, QUESTION_TYPES, type QuestionType, TRUE_FALSE_OPTIONS, ZDiagram } from './question';

// Worksheets (spec 02 §3, §5, §7): generation, reading, editing and saving. The structured questions are the
// source of truth; every HTML field in a response is rendered from them on read.

export const WORKSHEET_MSG = {
  needTopicOrReference:
    'Please provide either reference material (text or document) OR select at least one topic to generate the worksheet.',
  needQuestionType: 'Please select at least one question type',
  needTopic: 'Please select at least one topic',
  subjectRequired: 'Subject is required',
  numQuestions: 'Number of questions must be between 1 and 35',
  marks: 'Marks must be between 1 and 10',
  updated: 'Worksheet updated successfully!',
  referenceUploaded: 'Reference file uploaded successfully!',
  gradeRequired: 'Please choose a child or give a grade and board',
  referenceNotFound: 'The reference file was not found. Please upload it again.',
  noQuestions: 'No questions found in worksheet. JSON structure may be invalid.',
  questionText: (n: number) => `Question ${n}: Question text is required. Please edit the question and add text.`,
  mcqOptions: (n: number) => `Question ${n}: At least 2 options required for Multiple Choice questions`,
  emptyOption: (n: number) => `Question ${n}: All options must have text. Please remove or fill empty options.`,
  answerRequired: (n: number) => `Question ${n}: Answer key is required`,
  answerNotAnOption: (n: number) => `Question ${n}: The answer must be one of the options`,
} as const;

export const WORKSHEET_QUESTIONS_MIN = 1;
export const WORKSHEET_QUESTIONS_MAX = 35;
/** Reference text sent to generation is capped (it is quoted data for the model, never instructions). */
export const REFERENCE_TEXT_MAX = 20_000;

/** Topics come as a list or as free text split on commas (spec 02 §5); blanks are dropped. */
const MAX_TOPICS = 50;

export const ZTopics = z
  .union([z.array(z.string().max(200)).max(100), z.string().max(5000)])
  .nullish()
  .transform((v) =>
    (typeof v === 'string' ? v.split(',') : (v ?? [])).map((t) => t.trim().replace(/\s+/g, ' ')).filter(Boolean),
  )
  // More topics than a worksheet can cover is refused, never cut to the first 50.
  .refine((topics) => topics.length <= MAX_TOPICS, `At most ${MAX_TOPICS} topics`);

const nullishText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => v?.trim() || null);

/** Who the material is for: a parent's child or a teacher's batch. Without one, grade and board are given. */
const ZTarget = {
  target_id: z.string().max(80).nullish(),
  target_type: z.enum(['child', 'batch']).nullish(),
  grade: z.coerce.number().int().min(GRADE_MIN).max(GRADE_MAX).nullish(),
  board: z.string().trim().max(40).nullish(),
};

export const ZWorksheetGenerateBody = z
  .object({
    mode: z.string().trim().max(40).nullish(),
    subject: z.string({ error: WORKSHEET_MSG.subjectRequired }).trim().min(1, WORKSHEET_MSG.subjectRequired).max(60),
    topics: ZTopics,
    /** A chapter to narrow to (topics may also be chapter names). */
    chapter: z.string().trim().max(200).nullish(),
    template: z.string().trim().max(60).nullish(),
    num_questions: z
      .number({ error: WORKSHEET_MSG.numQuestions })
      .int(WORKSHEET_MSG.numQuestions)
      .min(WORKSHEET_QUESTIONS_MIN, WORKSHEET_MSG.numQuestions)
      .max(WORKSHEET_QUESTIONS_MAX, WORKSHEET_MSG.numQuestions)
      .nullish(),
    difficulty: z.enum(AI_DIFFICULTIES).default('auto'),
    question_types: z.array(z.enum(QUESTION_TYPES)).max(6).nullish(),
    instructions: nullishText(2000),
    title: nullishText(200),
    reference_file_path: z.string().max(80).nullish(),
    reference_file_type: z.string().max(80).nullish(),
    reference_text: nullishText(REFERENCE_TEXT_MAX),
    ...ZTarget,
  })
  .superRefine((b, ctx) => {
    // null means "the template's types"; an explicit empty list is a form with nothing ticked.
    if (b.question_types && b.question_types.length === 0)
      ctx.addIssue({ code: 'custom', path: ['question_types'], message: WORKSHEET_MSG.needQuestionType });
    if (!b.topics.length && !b.chapter && !b.reference_text && !b.reference_file_path)
      ctx.addIssue({ code: 'custom', path: ['topics'], message: WORKSHEET_MSG.needTopicOrReference });
  });
export type WorksheetGenerateBody = z.output<typeof ZWorksheetGenerateBody>;

/** A question as stored on a worksheet and sent to its creator (spec 02 §3 Question). */
export const ZWorksheetQuestion = z.object({
  question_number: z.number().int().min(1),
  question_type: z.enum(QUESTION_TYPES),
  question_text: z.string(),
  options: z.array(z.string()).nullable(),
  answer: z.string(),
  correct_answer: z.string(),
  accepted_answers: z.array(z.string()).optional(),
  key_terms: z.array(z.string()).optional(),
  answer_explanation: z.string(),
  marks: z.number().int().min(1).max(10),
  concept: z.string(),
  difficulty: z.enum(QUESTION_DIFFICULTIES),
  topic: z.string().optional(),
  chapter: z.string().optional(),
  hint: z.string().optional(),
  section: z.string().optional(),
  misconceptions: z.record(z.string(), z.string()).optional(),
  diagram: ZDiagram.nullable().optional(),
});
export type WorksheetQuestionDto = z.infer<typeof ZWorksheetQuestion>;

export const ZAnswerKeyEntry = z.object({
  question_number: z.number().int(),
  answer_text: z.string(),
  answer_explanation: z.string(),
  concept: z.string(),
});

export const ZShortfall = z.object({
  requested: z.number().int(),
  available: z.number().int(),
  message: z.string(),
  sections: z.array(z.object({ name: z.string(), requested: z.number(), available: z.number() })).optional(),
});

export const ZOlympiadMetadata = z.object({
  mode: z.enum(['practice', 'mock']),
  olympiad: z.object({ code: z.string(), name: z.string(), provider: z.string() }).nullable(),
  topics: z.array(z.string()),
  total_marks: z.number(),
  duration_minutes: z.number().nullable(),
  sections: z.array(
    z.object({
      name: z.string(),
      questions: z.number(),
      marks_per_question: z.number(),
      total_marks: z.number(),
      is_hot: z.boolean(),
    }),
  ),
});
export type OlympiadMetadataDto = z.infer<typeof ZOlympiadMetadata>;

/** A mock's clock: whole minutes, at most five hours (a fraction or a huge number breaks the deadline). */
export const MOCK_MINUTES_MAX = 300;
export const MOCK_MINUTES_MESSAGE = `The duration is a whole number of minutes from 1 to ${MOCK_MINUTES_MAX}`;
export const isMockMinutes = (n: unknown): n is number =>
  Number.isInteger(n) && (n as number) >= 1 && (n as number) <= MOCK_MINUTES_MAX;
/** Metadata as a client may save it: the same, with the duration checked. */
const ZOlympiadMetadataInput = ZOlympiadMetadata.extend({
  duration_minutes: z
    .number()
    .int(MOCK_MINUTES_MESSAGE)
    .min(1, MOCK_MINUTES_MESSAGE)
    .max(MOCK_MINUTES_MAX, MOCK_MINUTES_MESSAGE)
    .nullable(),
});

export const ZWorksheetSection = z.object({
  question_type: z.enum(QUESTION_TYPES),
  name: z.string().optional(),
  is_hot: z.boolean().optional(),
  questions_list: z.array(ZWorksheetQuestion),
});

export const ZWorksheet = z.object({
  id: z.uuid(),
  title: z.string(),
  subject: z.string(),
  grade: z.number().int(),
  board: z.string(),
  topics: z.array(z.string()),
  difficulty: z.string(),
  mode: z.string(),
  questions: z.array(ZWorksheetQuestion),
  json_data: z.object({ sections: z.array(ZWorksheetSection), answer_key: z.array(ZAnswerKeyEntry) }),
  html_content: z.string(),
  html_content_print: z.string(),
  /** The answer key rendered as HTML; json_data.answer_key holds it as data. */
  answer_key: z.string(),
  num_questions: z.number().int(),
  total_marks: z.number(),
  enhanced: z.boolean(),
  is_modified: z.boolean(),
  modified_at: z.string().nullable(),
  is_olympiad: z.boolean(),
  olympiad_metadata: ZOlympiadMetadata.nullable(),
  shortfall: ZShortfall.nullable(),
  /** The provider and model that generated it; `client` for a worksheet saved through POST /worksheets. */
  generated_by: z.object({ provider: z.string(), model: z.string() }),
  creator_id: z.uuid(),
  creator_name: z.string(),
  creator_role: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Worksheet = z.infer<typeof ZWorksheet>;

export const ZWorksheetIdParams = z.object({ id: z.string().max(80) });

/** A question in the Edit Worksheet dialog: loose on purpose, the ordered checks below give the spec's messages. */
export const ZEditedQuestion = z.object({
  question_number: z.number().int().optional(),
  question_type: z.enum(QUESTION_TYPES),
  question_text: z.string().max(10_000).nullish(),
  options: z.array(z.string().max(2000).nullable()).max(10).nullish(),
  correct_answer: z.string().max(5000).nullish(),
  answer: z.string().max(5000).nullish(),
  answer_explanation: z.string().max(10_000).nullish(),
  /** Absent keeps the question's marks (new questions: 1). */
  marks: z.coerce
    .number({ error: WORKSHEET_MSG.marks })
    .int(WORKSHEET_MSG.marks)
    .min(1, WORKSHEET_MSG.marks)
    .max(10, WORKSHEET_MSG.marks)
    .nullish(),
  /** Absent keeps the question's difficulty (new questions: medium, the editor's default). */
  difficulty: z.enum(QUESTION_DIFFICULTIES).nullish(),
  concept: z.string().max(200).nullish(),
  topic: z.string().max(200).nullish(),
  hint: z.string().max(2000).nullish(),
  diagram: ZDiagram.nullable().optional(),
});
export type EditedQuestion = z.output<typeof ZEditedQuestion>;

export const ZWorksheetUpdateBody = z.object({
  questions: z
    .array(ZEditedQuestion)
    .min(1, WORKSHEET_MSG.noQuestions)
    .max(WORKSHEET_QUESTIONS_MAX * 2),
  num_questions: z.number().int().optional(),
  title: z.string().trim().min(1).max(200).optional(),
});

export const ZWorksheetUpdateResponse = ZWorksheet.extend({ message: z.string() });

export interface CheckedQuestion {
  question_number: number;
  question_type: QuestionType;
  question_text: string;
  options: string[] | null;
  answer: string;
}

const LETTER = /^\s*\(?([A-Fa-f])[).:]?\s*(?:\)\s*)?(.*)$/;

/**
 * The Edit Worksheet checks, per question in order (spec 02 §5): text, at least 2 options for Multiple Choice, no
 * empty option, True False options fixed to True and False, an answer. Returns the first problem's message or the
 * cleaned questions (an option answer given as "B" or "B) text" becomes that option's text).
 */
export function checkEditedQuestions(
  questions: Pick<EditedQuestion, 'question_type' | 'question_text' | 'options' | 'correct_answer' | 'answer'>[],
): { ok: true; questions: CheckedQuestion[] } | { ok: false; message: string; index: number } {
  const out: CheckedQuestion[] = [];
  for (const [i, q] of questions.entries()) {
    const n = i + 1;
    const text = q.question_text?.trim() ?? '';
    if (!text) return { ok: false, message: WORKSHEET_MSG.questionText(n), index: i };
    let options: string[] | null = null;
    if (q.question_type === 'mcq') {
      const raw = q.options ?? [];
      if (raw.length < 2) return { ok: false, message: WORKSHEET_MSG.mcqOptions(n), index: i };
      if (raw.some((o) => !o?.trim())) return { ok: false, message: WORKSHEET_MSG.emptyOption(n), index: i };
      options = raw.map((o) => (o ?? '').trim());
    } else if (q.question_type === 'true_false') {
      options = [...TRUE_FALSE_OPTIONS];
    } else if (q.question_type === 'assertion_reason' && q.options?.length) {
      if (q.options.some((o) => !o?.trim())) return { ok: false, message: WORKSHEET_MSG.emptyOption(n), index: i };
      options = q.options.map((o) => (o ?? '').trim());
    }
    let answer = (q.correct_answer ?? q.answer ?? '').trim();
    if (!answer) return { ok: false, message: WORKSHEET_MSG.answerRequired(n), index: i };
    if (options) {
      const exact = options.find((o) => o.toLowerCase() === answer.toLowerCase());
      if (exact) answer = exact;
      else {
        const m = LETTER.exec(answer);
        const idx = m ? m[1].toUpperCase().charCodeAt(0) - 65 : -1;
        const byLetter = idx >= 0 && idx < options.length && (!m?.[2] || m[2].trim() === options[idx]);
        if (byLetter) answer = options[idx];
        else if (q.question_type === 'true_false' && /^(t|f)$/i.test(answer))
          answer = /^t$/i.test(answer) ? 'True' : 'False';
        else return { ok: false, message: WORKSHEET_MSG.answerNotAnOption(n), index: i };
      }
    }
    out.push({ question_number: n, question_type: q.question_type, question_text: text, options, answer });
  }
  return { ok: true, questions: out };
}

/** POST /worksheets: saves a generated (olympiad) worksheet as the caller's (spec 02 §7). */
export const ZWorksheetSaveBody = z.object({
  id: z.string().max(80).nullish(),
  title: z.string().trim().max(200).nullish(),
  subject: z.string().trim().min(1, WORKSHEET_MSG.subjectRequired).max(60),
  grade: z.coerce.number().int().min(GRADE_MIN).max(GRADE_MAX),
  board: z.string().trim().max(40).nullish(),
  topics: ZTopics,
  difficulty: z.enum(AI_DIFFICULTIES).default('auto'),
  json_data: z.object({
    sections: z
      .array(z.object({ question_type: z.string().optional(), questions_list: z.array(z.unknown()).max(100) }))
      .max(40),
  }),
  html_content: z.string().max(2_000_000).nullish(),
  html_content_print: z.string().max(2_000_000).nullish(),
  is_olympiad: z.boolean().default(false),
  olympiad_metadata: ZOlympiadMetadataInput.nullish(),
  created_at: z.string().max(60).nullish(),
});

export const ZReferenceUpload = z.object({
  /** The stored file's id: what generation takes back as reference_file_path. */
  file_path: z.uuid(),
  file_type: z.string(),
  filename: z.string(),
  extracted_text: z.string(),
  /** True when the text was cut to the cap. */
  truncated: z.boolean(),
  message: z.string(),
});

// ---- Olympiad generation (spec 02 §2.5, §7) --------------------------------------------------------------------

export const ZOlympiadGenerateBody = z
  .object({
    mode: z.enum(['practice', 'mock']),
    grade: z.coerce.number().int().min(GRADE_MIN).max(GRADE_MAX),
    subject: z.string().trim().min(1, WORKSHEET_MSG.subjectRequired).max(60),
    topics: ZTopics,
    question_count: z
      .number({ error: WORKSHEET_MSG.numQuestions })
      .int(WORKSHEET_MSG.numQuestions)
      .min(WORKSHEET_QUESTIONS_MIN, WORKSHEET_MSG.numQuestions)
      .max(WORKSHEET_QUESTIONS_MAX, WORKSHEET_MSG.numQuestions)
      .nullish()
      .transform((v) => v ?? 10),
    difficulty_level: z
      .enum(AI_DIFFICULTIES)
      .nullish()
      .transform((v) => v ?? 'auto'),
    target_id: z.string().max(80).nullish(),
    target_type: z.enum(['child', 'batch']).nullish(),
  })
  .superRefine((b, ctx) => {
    if (b.mode === 'practice' && !b.topics.length)
      ctx.addIssue({ code: 'custom', path: ['topics'], message: WORKSHEET_MSG.needTopic });
  });

export const ZOlympiadGenerateResponse = z.object({
  success: z.literal(true),
  worksheet_json: ZWorksheet,
  worksheet_id: z.uuid(),
  html_content: z.string(),
  html_content_print: z.string(),
  metadata: ZOlympiadMetadata.nullable(),
});

/** 202: a long generation runs as a job; `job.progress` messages carry `ref` = worksheet_id, then GET it. */
export const ZGenerationQueued = z.object({
  job_id: z.string(),
  worksheet_id: z.uuid(),
  status: z.literal('queued'),
});
