import { ASSERTION_REASON_OPTIONS, type BankQuestion, type QuestionDifficulty, TRUE_FALSE_OPTIONS } from '@app/shared';
import { CBSE_PRIMARY } from '../../curriculum/cbse/primary';
import type { Subject } from '../../curriculum/types';

// Compact builders for the hand-written primary bank. Placement is looked up from CBSE_PRIMARY's default book,
// so chapter, topic and concept names always match the curriculum exactly.

export type Placement = Pick<
  BankQuestion,
  'question_mode' | 'board' | 'grade' | 'subject' | 'chapter' | 'topic' | 'concept'
>;
/** Difficulty shorthand: easy, medium, hard, extreme. */
export type D = 'e' | 'm' | 'h' | 'x';
const DIFFICULTY: Record<D, QuestionDifficulty> = { e: 'easy', m: 'medium', h: 'hard', x: 'extreme' };

/** Returns a placement finder for one grade and subject: `at(chapterNumber, topicIndex, conceptIndex)`. */
export function placeIn(grade: number, subject: Subject) {
  const curriculum = CBSE_PRIMARY.find((s) => s.grade === grade && s.subject === subject);
  if (!curriculum) throw new Error(`no CBSE curriculum for grade ${grade} ${subject}`);
  const book = curriculum.books[0];
  return (chapterNumber: number, topicIndex = 0, conceptIndex = 0): Placement => {
    const chapter = book.chapters.find((c) => c.number === chapterNumber);
    const topic = chapter?.topics[topicIndex];
    const concept = topic?.concepts[conceptIndex];
    if (!chapter || !topic || !concept)
      throw new Error(`${book.id}: no chapter ${chapterNumber} topic ${topicIndex} concept ${conceptIndex}`);
    return {
      question_mode: 'regular',
      board: 'CBSE',
      grade,
      subject,
      chapter: chapter.name,
      topic: topic.name,
      concept,
    };
  };
}

/** Small stable hash so the correct MCQ option lands in a fixed but varied position. */
function hash(text: string): number {
  let h = 7;
  for (const ch of text) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return h;
}

function base(p: Placement, d: D, text: string, explanation: string) {
  return { ...p, difficulty: DIFFICULTY[d], question_text: text, answer_explanation: explanation };
}

/** MCQ: the correct option first in the source, then three wrong ones; misconceptions keyed by wrong option. */
export function mcq(
  p: Placement,
  d: D,
  text: string,
  correct: string,
  wrong: [string, string, string],
  explanation: string,
  misconceptions?: Record<string, string>,
): BankQuestion {
  const options = [...wrong];
  options.splice(hash(text) % 4, 0, correct);
  return {
    ...base(p, d, text, explanation),
    question_type: 'mcq',
    options,
    answer: correct,
    marks: 1,
    ...(misconceptions ? { misconceptions } : {}),
  };
}

export function tf(p: Placement, d: D, text: string, answer: boolean, explanation: string): BankQuestion {
  return {
    ...base(p, d, text, explanation),
    question_type: 'true_false',
    options: [...TRUE_FALSE_OPTIONS],
    answer: answer ? 'True' : 'False',
    marks: 1,
  };
}

/** Fill in the blank: the text holds `____`. */
export function fb(
  p: Placement,
  d: D,
  text: string,
  answer: string,
  explanation: string,
  accepted?: string[],
): BankQuestion {
  return {
    ...base(p, d, text, explanation),
    question_type: 'fill_blank',
    options: null,
    answer,
    ...(accepted ? { accepted_answers: accepted } : {}),
    marks: 1,
  };
}

/** Assertion–reason; `choice` is 1–4 in the order of ASSERTION_REASON_OPTIONS. */
export function ar(
  p: Placement,
  d: D,
  assertion: string,
  reason: string,
  choice: 1 | 2 | 3 | 4,
  explanation: string,
): BankQuestion {
  return {
    ...base(p, d, `Assertion (A): ${assertion} Reason (R): ${reason}`, explanation),
    question_type: 'assertion_reason',
    options: [...ASSERTION_REASON_OPTIONS],
    answer: ASSERTION_REASON_OPTIONS[choice - 1],
    marks: 1,
  };
}

export function sa(
  p: Placement,
  d: D,
  text: string,
  answer: string,
  keyTerms: string[],
  explanation: string,
  marks: 2 | 3 = 2,
): BankQuestion {
  return {
    ...base(p, d, text, explanation),
    question_type: 'short_answer',
    options: null,
    answer,
    key_terms: keyTerms,
    marks,
  };
}

export function la(
  p: Placement,
  d: D,
  text: string,
  answer: string,
  keyTerms: string[],
  explanation: string,
  marks: 4 | 5 = 5,
): BankQuestion {
  return {
    ...base(p, d, text, explanation),
    question_type: 'long_answer',
    options: null,
    answer,
    key_terms: keyTerms,
    marks,
  };
}
