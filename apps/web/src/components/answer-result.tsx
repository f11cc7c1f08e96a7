import type { QuestionAnalysisItem } from '@app/shared/schemas/ai';
import { Badge } from '@mantine/core';

export type AnswerResult = 'Correct' | 'Partial' | 'Incorrect';

// Spec 02 §2.12 and 03 §2.3: one set of labels and colours for every answer table (adult and child).
export const ANSWER_RESULT_COLOR: Record<AnswerResult, string> = {
  Correct: 'green',
  Partial: 'orange',
  Incorrect: 'red',
};

/** Partial means some credit above 0 without being fully right. */
export function answerResult(q: Pick<QuestionAnalysisItem, 'is_correct' | 'marks_awarded'>): AnswerResult {
  if (q.is_correct) return 'Correct';
  return q.marks_awarded > 0 ? 'Partial' : 'Incorrect';
}

/** The Result cell of an answer table; it keeps its full width (a narrow column would cut the label short). */
export function AnswerResultBadge({ q }: { q: Pick<QuestionAnalysisItem, 'is_correct' | 'marks_awarded'> }) {
  const result = answerResult(q);
  return (
    <Badge variant="light" color={ANSWER_RESULT_COLOR[result]} miw="max-content">
      {result}
    </Badge>
  );
}
