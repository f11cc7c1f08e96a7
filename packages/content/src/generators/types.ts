import type { QuestionDifficulty, QuestionType, StructuredQuestion } from '@app/shared';
import type { Rng } from './rng';

export interface GenerateOptions {
  grade: number;
  difficulty: QuestionDifficulty;
  type: QuestionType;
}

export interface GeneratedQuestion {
  question: StructuredQuestion;
  /** The raw numbers behind the question, so a checker can recompute the answer on its own. */
  params: Record<string, unknown>;
}

export interface ChapterRef {
  grade: number;
  chapter: string;
}

export interface GeneratorFamily {
  /** kebab-case, unique. */
  id: string;
  title: string;
  /** Concept tag, e.g. `maths.fractions.addition`; questions carry it or a sub-tag of it. */
  concept: string;
  /** Inclusive grade range. */
  grades: [number, number];
  /** NCERT chapters this family serves. */
  cbseChapters: ChapterRef[];
  types: QuestionType[];
  generate(rng: Rng, opts: GenerateOptions): GeneratedQuestion;
}

/** A typical wrong answer and the mistake that produces it. */
export interface Mistake {
  value: string;
  why: string;
}

/**
 * What a family computes for one question; `build.ts` turns it into any question type.
 * Values (`answer`, mistake values) are raw canonical strings such as `11/12`, `4.5`, `x = 3`, `-7`.
 */
export interface Problem {
  params: Record<string, unknown>;
  /** Question form, used by MCQ and short answer. */
  ask: string;
  /** Statement with a `____` blank, used by fill in the blanks and (with a value) true/false. */
  blank: string;
  answer: string;
  /** Other accepted raw forms for fill in the blanks. */
  accepted?: string[];
  explanation: string;
  mistakes: Mistake[];
  /** Plausible nearby wrong values (k = 1, 2, ...) when mistakes coincide; default steps around a numeric answer. */
  near?: (k: number) => string | null;
  /** Display form of a value for options and statements (units, ₹, $...$); default: unit around raw. */
  show?: (raw: string) => string;
  unit?: { pre?: string; post?: string };
  /** Number of working steps; 2+ earns more marks. */
  steps?: number;
  /** Sub-concept tag overriding the family's. */
  concept?: string;
  keyTerms?: string[];
}
