import { createRng } from '@app/content/generators/index';
import { balancedTargets, placeAnswer } from '@app/content/keys';
import { type AiDifficulty, countOf } from '@app/shared';
import { hintFor, type PlacedQuestion } from './builtin/select';
import { renderAnswerKeyHtml, renderWorksheetHtml, renderWorksheetPrintHtml } from './render/worksheet-html';
import type {
  AnswerKeyEntry,
  GeneratedBy,
  GeneratedWorksheet,
  OlympiadMetadata,
  Shortfall,
  WorksheetQuestion,
  WorksheetSection,
} from './types';

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];

/** The key as shown to adults: option questions give the letter and the text. */
export function answerText(q: WorksheetQuestion): string {
  const idx = q.options?.indexOf(q.answer) ?? -1;
  return idx >= 0 && q.question_type !== 'true_false' ? `${LETTERS[idx]}) ${q.answer}` : q.answer;
}

export function answerKeyOf(questions: WorksheetQuestion[]): AnswerKeyEntry[] {
  return questions.map((q) => ({
    question_number: q.question_number,
    answer_text: answerText(q),
    answer_explanation: q.answer_explanation,
    concept: q.concept,
  }));
}

function sectionsOf(questions: WorksheetQuestion[], olympiad: OlympiadMetadata | null): WorksheetSection[] {
  const out: WorksheetSection[] = [];
  for (const q of questions) {
    const name = olympiad?.mode === 'mock' ? q.section : undefined;
    let s = out.at(-1);
    if (!s || s.question_type !== q.question_type || s.name !== name) {
      const bp = name ? olympiad?.sections.find((x) => x.name === name) : undefined;
      s = {
        question_type: q.question_type,
        ...(name ? { name, is_hot: bp?.is_hot ?? false } : {}),
        questions_list: [],
      };
      out.push(s);
    }
    s.questions_list.push({ ...q, correct_answer: q.answer });
  }
  return out;
}

export interface AssembleInput {
  title: string;
  board: string;
  grade: number;
  subject: string;
  topics: string[];
  difficulty: AiDifficulty;
  questions: PlacedQuestion[];
  shortfall: Shortfall | null;
  generated_by: GeneratedBy;
  seed: string;
  olympiad?: OlympiadMetadata | null;
  instructions?: string[];
}

/**
 * MCQ options reordered so that the keys of one worksheet use every position evenly; the same seed gives the same
 * order. Answers and misconception maps name options by text, so they stay right.
 */
export function balanceKeys<Q extends PlacedQuestion>(questions: Q[], seed: string): Q[] {
  const rng = createRng(`keys|${seed}`);
  const mcq = questions.filter((q) => q.question_type === 'mcq' && q.options && q.options.length > 1);
  const targets = new Map(
    balancedTargets(
      mcq.map((q) => ({ options: q.options ?? [], answer: q.answer })),
      rng.next,
    ).map((t, i) => [mcq[i], t]),
  );
  return questions.map((q) => {
    const target = targets.get(q) ?? -1;
    return target < 0 || !q.options ? q : { ...q, options: placeAnswer(q.options, q.answer, target) };
  });
}

/** Numbers the questions, adds hints, builds json_data, the answer key and the three HTML renderings. */
export function assembleWorksheet(input: AssembleInput): GeneratedWorksheet {
  const questions: WorksheetQuestion[] = balanceKeys(input.questions, input.seed).map((q, i) => ({
    ...q,
    question_number: i + 1,
    hint: q.hint ?? hintFor(q),
  }));
  const olympiad = input.olympiad ?? null;
  const answer_key = answerKeyOf(questions);
  const renderable = {
    title: input.title,
    subject: input.subject,
    grade: input.grade,
    topics: input.topics,
    questions,
    sections: olympiad?.mode === 'mock' ? olympiad.sections : undefined,
    duration_minutes: olympiad?.duration_minutes ?? null,
    instructions: input.instructions,
  };
  return {
    title: input.title,
    board: input.board,
    grade: input.grade,
    subject: input.subject,
    topics: input.topics,
    difficulty: input.difficulty,
    questions,
    json_data: { sections: sectionsOf(questions, olympiad), answer_key },
    answer_key,
    num_questions: questions.length,
    total_marks: questions.reduce((s, q) => s + q.marks, 0),
    html_content: renderWorksheetHtml(renderable),
    html_content_print: renderWorksheetPrintHtml(renderable),
    answer_key_html: renderAnswerKeyHtml(renderable, answer_key),
    enhanced: input.generated_by.provider !== 'builtin',
    is_olympiad: olympiad !== null,
    olympiad_metadata: olympiad,
    shortfall: input.shortfall,
    generated_by: input.generated_by,
    seed: input.seed,
  };
}

/** "12 of 20 questions available offline; configure an AI provider for more". */
export function shortfallOf(requested: number, available: number, extra?: Partial<Shortfall>): Shortfall | null {
  if (available >= requested) return null;
  return {
    requested,
    available,
    message: `${available} of ${countOf(requested, 'question')} available offline; configure an AI provider for more`,
    ...extra,
  };
}
