import { markFillBlank, matchAssertionReason, matchOption, matchTrueFalse } from '@app/shared';
import type { WorksheetQuestion } from '../types';

// Exact marking of objective questions with the shared rules (packages/shared/src/rules): the same on every run, and
// never changed by a model.

export interface ExactMark {
  /** Share of the question's marks earned (blanks right / blanks for fill in the blanks). */
  fraction: number;
  feedback: string;
}

function chosenIndex(q: WorksheetQuestion, answer: string): number {
  const options = q.options ?? [];
  if (q.question_type === 'true_false') return matchTrueFalse(answer, options);
  if (q.question_type === 'assertion_reason') return matchAssertionReason(answer, options);
  return matchOption(answer, options);
}

/** `key` is the correct answer as shown to the child ("B. 15"). */
export function exactMark(q: WorksheetQuestion, answer: string, key: string, terms?: ReadonlySet<string>): ExactMark {
  if (q.question_type === 'fill_blank') {
    const m = markFillBlank(q, answer, terms);
    if (m.fraction >= 1)
      return { fraction: 1, feedback: `Correct: ${key}.${m.lenient ? ' (Watch the spelling or the unit.)' : ''}` };
    if (m.fraction > 0)
      return {
        fraction: m.fraction,
        feedback: `${m.blanks.filter(Boolean).length} of ${m.blanks.length} blanks right; the answer is ${key}.`,
      };
    return { fraction: 0, feedback: `You answered "${answer}"; the correct answer is ${key}.` };
  }
  const idx = chosenIndex(q, answer);
  const chosen = idx >= 0 ? (q.options?.[idx] ?? null) : null;
  if (chosen !== null && chosen === q.answer) return { fraction: 1, feedback: `Correct: ${key}.` };
  const misconception = chosen ? q.misconceptions?.[chosen] : undefined;
  const why = chosen === null ? ' Your answer does not name exactly one option.' : '';
  return {
    fraction: 0,
    feedback: `You answered "${answer}"; the correct answer is ${key}.${why}${misconception ? ` ${misconception}` : ''}`,
  };
}
