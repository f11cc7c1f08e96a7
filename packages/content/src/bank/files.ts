import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BankQuestion, QUESTION_DIFFICULTIES, QUESTION_TYPES, ZDiagram } from '@app/shared';
import { z } from 'zod';

// The seed bank lives in JSON files under packages/content/questions, one per book chapter
// (`cbse/class-07/mathematics/<book id>/<nn>-<chapter>.json`) or per olympiad and class
// (`olympiad/imo/class-07.json`), so that teachers can read, review and add questions without TypeScript.
// The README describes the format; a test validates every file against these schemas and the shared question rules.

export const QUESTIONS_DIR = fileURLToPath(new URL('../../questions/', import.meta.url));

/** Who solved a question a second time, independently of its writer, and how; `false` until that happened. */
export const ZCheck = z.union([
  z.literal(false),
  z.object({
    by: z.string().min(1),
    method: z.string().min(1),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  }),
]);

export const ZFileQuestion = z.strictObject({
  /** Olympiad files: the paper section the question belongs to. */
  section: z.string().min(1).optional(),
  topic: z.string(),
  concept: z.string(),
  type: z.enum(QUESTION_TYPES),
  difficulty: z.enum(QUESTION_DIFFICULTIES),
  text: z.string().min(1),
  options: z.array(z.string()).optional(),
  answer: z.string().min(1),
  accepted_answers: z.array(z.string()).optional(),
  key_terms: z.array(z.string()).optional(),
  explanation: z.string().min(1),
  marks: z.number().int().min(1).max(10),
  misconceptions: z.record(z.string(), z.string()).optional(),
  diagram: ZDiagram.optional(),
  checked: ZCheck,
});
export type FileQuestion = z.infer<typeof ZFileQuestion>;

export const ZRegularFile = z.strictObject({
  question_mode: z.literal('regular'),
  board: z.string().min(1),
  grade: z.number().int().min(1).max(12),
  subject: z.string().min(1),
  /** Curriculum book id, e.g. `ncert-ganita-prakash-7`. */
  book: z.string().min(1),
  chapter_number: z.number().int().min(1),
  chapter: z.string().min(1),
  questions: z.array(ZFileQuestion.omit({ section: true })),
});

export const ZOlympiadFile = z.strictObject({
  question_mode: z.literal('olympiad'),
  /** The provider, e.g. `sof`. */
  board: z.string().min(1),
  olympiad_code: z.string().min(1),
  grade: z.number().int().min(1).max(12),
  subject: z.string().min(1),
  questions: z.array(ZFileQuestion.required({ section: true })),
});

export const ZQuestionFile = z.discriminatedUnion('question_mode', [ZRegularFile, ZOlympiadFile]);
export type QuestionFile = z.infer<typeof ZQuestionFile>;

/** Every data file, relative path → parsed JSON (not yet validated), in a stable order. */
export function readQuestionFiles(dir = QUESTIONS_DIR): { path: string; data: unknown }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((p) => p.endsWith('.json'))
    .sort()
    .map((path) => ({ path, data: JSON.parse(readFileSync(join(dir, path), 'utf8')) }));
}

/** A file's questions in the shape the server stores (file-level placement on each, the check record left out). */
export function toBankQuestions(file: QuestionFile): BankQuestion[] {
  return file.questions.map((q) => ({
    question_mode: file.question_mode,
    board: file.board,
    grade: file.grade,
    subject: file.subject,
    chapter: file.question_mode === 'olympiad' ? (q as { section: string }).section : file.chapter,
    topic: q.topic,
    ...(file.question_mode === 'olympiad' ? { olympiad_code: file.olympiad_code } : {}),
    question_type: q.type,
    difficulty: q.difficulty,
    question_text: q.text,
    options: q.options ?? null,
    answer: q.answer,
    ...(q.accepted_answers ? { accepted_answers: q.accepted_answers } : {}),
    ...(q.key_terms ? { key_terms: q.key_terms } : {}),
    answer_explanation: q.explanation,
    marks: q.marks,
    concept: q.concept,
    ...(q.misconceptions ? { misconceptions: q.misconceptions } : {}),
    ...(q.diagram ? { diagram: q.diagram } : {}),
  }));
}
