import type { QuestionType } from '@app/shared';

// Worksheet templates for GET /api/templates: the spec's fallback set (spec 02 §9). A worksheet holds 1 to 35
// questions per generation (default 10). Full Assessment states 50 questions, more than one generation allows, so
// it keeps `questions: 50` as its stated size while `default_questions` (what the form pre-fills and what one
// generation produces) is 35, and `note` tells the user; `questionsForGeneration` is the one place that clamps.

export const WORKSHEET_MIN_QUESTIONS = 1;
export const WORKSHEET_MAX_QUESTIONS = 35;
export const WORKSHEET_DEFAULT_QUESTIONS = 10;

export const TEMPLATE_KEYS = ['custom', 'short_practice', 'mock_test', 'full_assessment', 'skill_assessment'] as const;
export type TemplateKey = (typeof TEMPLATE_KEYS)[number];

export interface WorksheetTemplate {
  name: string;
  /** What the generator form pre-fills, always within 1-35. */
  default_questions: number;
  /** The template's stated size (spec 02 §9). */
  questions: number;
  /** Question types pre-selected for the template, in the order sections are laid out. */
  question_types: QuestionType[];
  note?: string;
}

export const TEMPLATES: Record<TemplateKey, WorksheetTemplate> = {
  custom: {
    name: 'Custom',
    default_questions: WORKSHEET_DEFAULT_QUESTIONS,
    questions: WORKSHEET_DEFAULT_QUESTIONS,
    question_types: ['mcq', 'fill_blank', 'true_false', 'short_answer'],
  },
  short_practice: {
    name: 'Short Practice',
    default_questions: 5,
    questions: 5,
    // Quick to attempt and to mark automatically.
    question_types: ['mcq', 'fill_blank', 'true_false'],
  },
  mock_test: {
    name: 'Mock Test',
    default_questions: 25,
    questions: 25,
    // Mirrors board papers: objective items, assertion-reasoning and written answers.
    question_types: ['mcq', 'fill_blank', 'assertion_reason', 'short_answer', 'long_answer'],
  },
  full_assessment: {
    name: 'Full Assessment',
    default_questions: WORKSHEET_MAX_QUESTIONS,
    questions: 50,
    question_types: ['mcq', 'true_false', 'fill_blank', 'assertion_reason', 'short_answer', 'long_answer'],
    note: `A worksheet holds at most ${WORKSHEET_MAX_QUESTIONS} questions per generation; generate a second worksheet for the remaining 15 of the 50.`,
  },
  skill_assessment: {
    name: 'Skill Assessment',
    default_questions: 15,
    questions: 15,
    // Probes understanding and reasoning rather than recall.
    question_types: ['mcq', 'assertion_reason', 'short_answer'],
  },
};

/** The GET /api/templates body. */
export function getTemplates(): { templates: Record<TemplateKey, WorksheetTemplate> } {
  return { templates: TEMPLATES };
}

/**
 * Questions one generation produces: the request's count, else the template's default, else 10, clamped to 1-35.
 * Non-finite input counts as absent.
 */
export function questionsForGeneration(template?: string | null, requested?: number | null): number {
  const fromTemplate =
    template && template in TEMPLATES ? TEMPLATES[template as TemplateKey].default_questions : undefined;
  const wanted =
    requested != null && Number.isFinite(requested)
      ? Math.trunc(requested)
      : (fromTemplate ?? WORKSHEET_DEFAULT_QUESTIONS);
  return Math.min(WORKSHEET_MAX_QUESTIONS, Math.max(WORKSHEET_MIN_QUESTIONS, wanted));
}
