import {
  ASSERTION_REASON_OPTIONS,
  type BankQuestion,
  type QuestionDifficulty,
  type QuestionType,
  TRUE_FALSE_OPTIONS,
} from '@app/shared';
import { CBSE_SECONDARY } from '../../curriculum/cbse/secondary';
import type { Subject } from '../../curriculum/types';

// Compact builders for the grade 9–10 seed bank. A question is placed by chapter number and topic index in the
// default book of its grade and subject, so chapter, topic and concept names always come from the curriculum.

export type Place = Pick<
  BankQuestion,
  'question_mode' | 'board' | 'grade' | 'subject' | 'chapter' | 'topic' | 'concept'
>;

export const E: QuestionDifficulty = 'easy';
export const M: QuestionDifficulty = 'medium';
export const H: QuestionDifficulty = 'hard';
export const X: QuestionDifficulty = 'extreme';

/** Returns a function placing questions in chapter `ch`, topic `topic` (1-based), concept `concept` (1-based). */
export function placer(grade: number, subject: Subject) {
  const curriculum = CBSE_SECONDARY.find((s) => s.grade === grade && s.subject === subject);
  if (!curriculum) throw new Error(`no CBSE curriculum for grade ${grade} ${subject}`);
  const book = curriculum.books[0];
  return (ch: number, topic = 1, concept = 1): Place => {
    const chapter = book.chapters.find((c) => c.number === ch);
    const t = chapter?.topics[topic - 1];
    const tag = t?.concepts[concept - 1];
    if (!chapter || !t || !tag) throw new Error(`${book.id}: no chapter ${ch} topic ${topic} concept ${concept}`);
    return {
      question_mode: 'regular',
      board: 'CBSE',
      grade,
      subject,
      chapter: chapter.name,
      topic: t.name,
      concept: tag,
    };
  };
}

function base(
  p: Place,
  question_type: QuestionType,
  difficulty: QuestionDifficulty,
  question_text: string,
  answer: string,
  answer_explanation: string,
  marks: number,
): BankQuestion {
  return { ...p, question_type, difficulty, question_text, options: null, answer, answer_explanation, marks };
}

/** Stable position 0–3 for the correct option, so answers are not always in the same slot. */
function slot(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h % 4;
}

/** MCQ: `wrong` are the three distractors; `mis` gives, in the same order, the misconception behind each (optional). */
export function mcq(
  p: Place,
  d: QuestionDifficulty,
  text: string,
  answer: string,
  wrong: [string, string, string],
  explanation: string,
  mis?: (string | null)[],
): BankQuestion {
  const options = [...wrong];
  options.splice(slot(text), 0, answer);
  const q: BankQuestion = { ...base(p, 'mcq', d, text, answer, explanation, 1), options };
  if (mis?.some(Boolean)) {
    q.misconceptions = {};
    mis.forEach((m, i) => {
      if (m) q.misconceptions![wrong[i]] = m;
    });
  }
  return q;
}

export function tf(p: Place, d: QuestionDifficulty, text: string, isTrue: boolean, explanation: string): BankQuestion {
  return {
    ...base(p, 'true_false', d, text, isTrue ? 'True' : 'False', explanation, 1),
    options: [...TRUE_FALSE_OPTIONS],
  };
}

/** Fill in the blank: `text` holds ____ where the answer goes. */
export function fib(
  p: Place,
  d: QuestionDifficulty,
  text: string,
  answer: string,
  explanation: string,
  accepted?: string[],
): BankQuestion {
  const q = base(p, 'fill_blank', d, text, answer, explanation, 1);
  if (accepted?.length) q.accepted_answers = accepted;
  return q;
}

/** Assertion–reason: `choice` is 1–4, the index (1-based) into ASSERTION_REASON_OPTIONS. */
export function ar(
  p: Place,
  d: QuestionDifficulty,
  assertion: string,
  reason: string,
  choice: 1 | 2 | 3 | 4,
  explanation: string,
): BankQuestion {
  const text = `Assertion (A): ${assertion} Reason (R): ${reason}`;
  return {
    ...base(p, 'assertion_reason', d, text, ASSERTION_REASON_OPTIONS[choice - 1], explanation, 1),
    options: [...ASSERTION_REASON_OPTIONS],
  };
}

/** Short answer (2–3 marks) with a model answer and 3–6 key terms. */
export function sa(
  p: Place,
  d: QuestionDifficulty,
  text: string,
  answer: string,
  keyTerms: string[],
  explanation: string,
  marks: 2 | 3 = 2,
): BankQuestion {
  return { ...base(p, 'short_answer', d, text, answer, explanation, marks), key_terms: keyTerms };
}

/** Long answer (4–5 marks) with a model answer and 3–6 key terms. */
export function la(
  p: Place,
  d: QuestionDifficulty,
  text: string,
  answer: string,
  keyTerms: string[],
  explanation: string,
  marks: 4 | 5 = 5,
): BankQuestion {
  return { ...base(p, 'long_answer', d, text, answer, explanation, marks), key_terms: keyTerms };
}
