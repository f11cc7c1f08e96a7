import type { BankQuestion, QuestionDifficulty } from '@app/shared';
import { findOlympiadByCode, findOlympiadTopic, getSectionBlueprint } from '../../olympiad/index';

interface QuestionExtras {
  /** Index of the correct option when the order must be kept; otherwise options[0] is correct and is rotated. */
  answer?: number;
  /** Wrong option text → the misconception it reflects. */
  mis?: Record<string, string>;
}

/** Stable small hash, so the correct option lands in a varied but reproducible position. */
function positionFor(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h % 4;
}

/**
 * A writer of olympiad-mode MCQs for one olympiad, grade and section: subject, concept tag and marks come from the
 * catalogue, so a question can only be filed where the catalogue says it belongs (tests check every placement).
 */
export function olympiadSection(code: string, grade: number, section: string) {
  const olympiad = findOlympiadByCode(code);
  const marks = getSectionBlueprint(code, grade, section)?.marks_per_question ?? 0;
  return (
    topic: string,
    difficulty: QuestionDifficulty,
    question_text: string,
    options: [string, string, string, string],
    answer_explanation: string,
    extras: QuestionExtras = {},
  ): BankQuestion => {
    let ordered: string[] = options;
    let answer = options[extras.answer ?? 0];
    if (extras.answer === undefined) {
      const at = positionFor(question_text);
      ordered = [...options.slice(1, at + 1), options[0], ...options.slice(at + 1)];
      answer = options[0];
    }
    return {
      question_mode: 'olympiad',
      board: olympiad?.provider ?? 'sof',
      olympiad_code: code,
      grade,
      subject: olympiad?.subject ?? '',
      chapter: section,
      topic,
      question_type: 'mcq',
      difficulty,
      question_text,
      options: ordered,
      answer,
      answer_explanation,
      marks,
      concept: findOlympiadTopic(code, grade, section, topic)?.concept ?? 'olympiad.unknown.topic',
      ...(extras.mis ? { misconceptions: extras.mis } : {}),
    };
  };
}
