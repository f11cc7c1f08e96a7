import { z } from 'zod';
import { QUESTION_TYPES } from './question';

// Read-only content routes: syllabus, books, templates and the question bank's hierarchy lists (spec 02 §3, §7;
// spec 03 §3 "Hierarchy lists", §7). The data behind them lives in packages/content.

export const ZBookSummary = z.object({ id: z.string(), title: z.string(), publisher: z.string() });

export const ZSyllabusChapter = z.object({ chapter: z.string(), topics: z.array(z.string()) });

export const ZSyllabusResponse = z.object({
  chapters: z.array(ZSyllabusChapter),
  available_books: z.array(ZBookSummary),
  /** Title of the book the chapters come from; null when no syllabus exists. */
  selected_book: z.string().nullable(),
  selected_book_id: z.string().nullable(),
  board: z.string(),
  grade: z.number().int(),
  subject: z.string(),
  /** Present when the board's syllabus mirrors Master; the UI labels it so. */
  mapped_from: z.literal('Master').optional(),
  /** Why `chapters` is empty, when it is. */
  message: z.string().optional(),
});

export const ZSyllabusQuery = z.object({
  grade: z.coerce.number().int().min(1).max(12),
  board: z.string().trim().min(1).optional(),
  book_id: z.string().trim().min(1).optional(),
  child_id: z.string().trim().min(1).optional(),
});

export const ZBookListItem = ZBookSummary.extend({
  board: z.string(),
  mapped_from: z.literal('Master').optional(),
});
export const ZBooksResponse = z.object({ books: z.array(ZBookListItem) });

export const ZBooksByCurriculumQuery = z.object({
  grade: z.coerce.number().int().min(1).max(12),
  subject: z.string().trim().min(1),
  board: z.string().trim().min(1).optional(),
});

export const ZTemplateConfig = z.object({
  name: z.string(),
  /** Questions the form pre-fills; the generator clamps to the per-generation maximum. */
  default_questions: z.number().int().min(0),
  questions: z.number().int().min(0),
  question_types: z.array(z.enum(QUESTION_TYPES)),
  /** Set when the template states more questions than one generation allows. */
  note: z.string().optional(),
});
export const ZTemplatesResponse = z.object({ templates: z.record(z.string(), ZTemplateConfig) });

export const ZBoardsList = z.object({ boards: z.array(z.string()) });
export const ZGradesList = z.object({ grades: z.array(z.number().int()) });
export const ZSubjectsList = z.object({ subjects: z.array(z.string()) });
export const ZChaptersList = z.object({ chapters: z.array(z.string()) });
export const ZTopicsList = z.object({ topics: z.array(z.string()) });

export const ZHierarchyGradesQuery = z.object({ board: z.string().trim().min(1) });
export const ZHierarchySubjectsQuery = ZHierarchyGradesQuery.extend({ grade: z.coerce.number().int().min(1).max(12) });
export const ZHierarchyChaptersQuery = ZHierarchySubjectsQuery.extend({ subject: z.string().trim().min(1) });
export const ZHierarchyTopicsQuery = ZHierarchyChaptersQuery.extend({ chapter: z.string().trim().min(1) });

export type SyllabusResponse = z.infer<typeof ZSyllabusResponse>;
export type TemplateConfig = z.infer<typeof ZTemplateConfig>;
export type TemplatesResponse = z.infer<typeof ZTemplatesResponse>;
export type BookListItem = z.infer<typeof ZBookListItem>;
