import { z } from 'zod';
import { GRADE_MAX, GRADE_MIN } from '../constants';
import { AI_PROVIDERS } from './ai';
import { REFERENCE_TEXT_MAX, WORKSHEET_MSG, ZTopics } from './worksheets';

// Notes (spec 02 §2.6, §3 Notes, §7 POST /notes/generate).

export const NOTES_TYPES = ['memory_map', 'slides', 'summary', 'revision'] as const;
export type NoteType = (typeof NOTES_TYPES)[number];

export const NOTES_TYPE_LABELS: Record<NoteType, string> = {
  memory_map: 'Memory Map',
  slides: 'Slides',
  summary: 'Summary',
  revision: 'Revision',
};

/** The spec's default title: "{subject} - {type} Notes". */
export const defaultNotesTitle = (subject: string, type: NoteType) => `${subject} - ${NOTES_TYPE_LABELS[type]} Notes`;

export const ZNotesGenerateBody = z
  .object({
    type: z.enum(NOTES_TYPES).default('summary'),
    subject: z.string({ error: WORKSHEET_MSG.subjectRequired }).trim().min(1, WORKSHEET_MSG.subjectRequired).max(60),
    topics: ZTopics,
    chapter: z.string().trim().max(200).nullish(),
    title: z
      .string()
      .max(200)
      .nullish()
      .transform((v) => v?.trim() || null),
    reference_text: z
      .string()
      .max(REFERENCE_TEXT_MAX)
      .nullish()
      .transform((v) => v?.trim() || null),
    reference_file_path: z.string().max(80).nullish(),
    reference_file_type: z.string().max(80).nullish(),
    target_id: z.string().max(80).nullish(),
    target_type: z.enum(['child', 'batch']).nullish(),
    grade: z.coerce.number().int().min(GRADE_MIN).max(GRADE_MAX).nullish(),
    board: z.string().trim().max(40).nullish(),
  })
  .superRefine((b, ctx) => {
    if (!b.topics.length && !b.chapter && !b.reference_text && !b.reference_file_path)
      ctx.addIssue({ code: 'custom', path: ['topics'], message: WORKSHEET_MSG.needTopicOrReference });
  });

export interface MemoryMapNodeDto {
  label: string;
  children: MemoryMapNodeDto[];
}
const ZMemoryMapNode: z.ZodType<MemoryMapNodeDto> = z.lazy(() =>
  z.object({ label: z.string(), children: z.array(ZMemoryMapNode) }),
);

export const ZNotesContent = z.object({
  title: z.string(),
  overview: z.string(),
  sections: z.array(z.object({ heading: z.string(), points: z.array(z.string()) })),
  key_points: z.array(z.string()),
  quick_check: z.array(z.object({ question: z.string(), answer: z.string() })),
  memory_map: ZMemoryMapNode,
});

export const ZNotes = z.object({
  id: z.uuid(),
  subject: z.string(),
  type: z.enum(NOTES_TYPES),
  title: z.string(),
  grade: z.number().int(),
  board: z.string(),
  topics: z.array(z.string()),
  /** Sanitised HTML rendered from `content`. */
  html_content: z.string(),
  content: ZNotesContent,
  /** Mermaid mindmap source for memory maps. */
  mermaid: z.string().nullable(),
  generated_by: z.object({ provider: z.enum(AI_PROVIDERS), model: z.string() }),
  created_at: z.string(),
});
export type Notes = z.infer<typeof ZNotes>;
