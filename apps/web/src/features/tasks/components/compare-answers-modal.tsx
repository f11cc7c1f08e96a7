import type { QuestionAnalysisItem } from '@app/shared/schemas/ai';
import { EVALUATION_MSG, type Evaluation } from '@app/shared/schemas/evaluations';
import { Alert, Badge, Button, Group, Loader, Modal, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconEdit, IconSparkles } from '@tabler/icons-react';
import { AnswerResultBadge } from '../../../components/answer-result';
import { MathText } from '../../../components/math-text';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useTaskComparison } from '../api/task-comparison';

// Verbatim from ui-strings.txt.
const MSG = {
  empty: 'No comparison data available',
  mustComplete: 'This task must be completed before you can view the answer comparison.',
  forbidden: 'You do not have permission to view this comparison.',
  inProgress: 'AI evaluation is still in progress. Please wait a few moments and try again.',
  notSubmitted: 'No evaluation available for this task. The task may not have been submitted yet.',
  error: 'Error loading comparison. Please try again.',
  ownSpaceOnly: 'Parents can only edit evaluations from parent space',
} as const;

function errorText(error: unknown): string {
  if (!(error instanceof ApiError)) return MSG.error;
  if (error.status === 400) return MSG.mustComplete;
  if (error.status === 403) return MSG.forbidden;
  if (error.status === 404) return error.detail === EVALUATION_MSG.inProgress ? MSG.inProgress : MSG.notSubmitted;
  return error.detail ? `Error loading comparison: ${error.detail}` : MSG.error;
}

const fmt = (n: number) => String(Math.round(n * 100) / 100);

/** An item the engine was unsure of: the answer, the key and the suggested mark side by side, first in the modal. */
function ReviewCard({ q }: { q: QuestionAnalysisItem }) {
  return (
    <Paper withBorder radius="md" p="sm" bg="yellow.0" data-testid="needs-review-item">
      <Stack gap={4}>
        <Group gap="xs">
          <Badge color="orange" variant="filled">
            Needs review
          </Badge>
          <Text fw={700} size="sm">
            Q{q.question_number}. <MathText text={q.question_text} />
          </Text>
        </Group>
        {q.review_reason && (
          <Text size="sm" c="gray.8">
            {q.review_reason}
          </Text>
        )}
        <Text size="sm">
          <strong>Student answer:</strong> <MathText text={q.student_answer || '—'} />
        </Text>
        <Text size="sm">
          <strong>Answer key:</strong> <MathText text={q.correct_answer || '—'} />
        </Text>
        <Text size="sm">
          <strong>Suggested mark:</strong> {fmt(q.suggested_marks ?? q.marks_awarded)} / {fmt(q.max_marks)}
        </Text>
      </Stack>
    </Paper>
  );
}

interface CompareAnswersModalProps {
  taskId: string | null;
  onClose: () => void;
  onEditEvaluation?: (evaluation: Evaluation) => void;
  /** Olympiad tasks get multiple-choice follow-ups only (spec 03 §2.5). */
  onPersonalizedWorksheet?: (evaluationId: string, olympiad: boolean) => void;
}

/** Spec 02 §2.12: the child's answers against the key, with totals, grade and the adult's next steps. */
export function CompareAnswersModal({
  taskId,
  onClose,
  onEditEvaluation,
  onPersonalizedWorksheet,
}: CompareAnswersModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const session = useSession();
  const query = useTaskComparison(taskId);
  const data = query.data;
  const rows = data?.comparison_data.question_analysis ?? [];
  const review = rows.filter((q) => q.needs_review);
  const ownsTask = session.status === 'authenticated' && data?.task.owner_id === session.user.id;
  return (
    <Modal
      opened={taskId !== null}
      onClose={onClose}
      title="Compare Answers"
      size="xl"
      fullScreen={phone}
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorText(query.error)}
        </Alert>
      ) : !data ? (
        <Group justify="center" py="xl">
          <Loader aria-label="Loading comparison" />
        </Group>
      ) : (
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={700}>{data.task.title}</Text>
            <Group gap="xs">
              <Badge size="lg" variant="light" data-testid="compare-percentage">
                {fmt(data.comparison_data.overall_score)}%
              </Badge>
              <Badge size="lg" variant="filled" data-testid="compare-grade">
                Grade: {data.comparison_data.grade || 'N/A'}
              </Badge>
            </Group>
          </Group>
          <Group gap="xs" wrap="wrap">
            {onEditEvaluation &&
              (ownsTask ? (
                <Button
                  size="compact-sm"
                  leftSection={<IconEdit size={14} aria-hidden />}
                  onClick={() => onEditEvaluation(data.evaluation)}
                >
                  Edit Evaluation
                </Button>
              ) : (
                <Tooltip label={MSG.ownSpaceOnly}>
                  <Button size="compact-sm" leftSection={<IconEdit size={14} aria-hidden />} data-disabled disabled>
                    Edit Evaluation
                  </Button>
                </Tooltip>
              ))}
            {onPersonalizedWorksheet && (
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconSparkles size={14} aria-hidden />}
                onClick={() => onPersonalizedWorksheet(data.evaluation.id, data.task.is_olympiad)}
              >
                Create Personalized Worksheet
              </Button>
            )}
          </Group>
          {review.length > 0 && (
            <Stack gap="xs" aria-label="Needs review">
              <Text fw={700} size="sm" c="orange.9">
                {review.length === 1 ? '1 answer needs your review' : `${review.length} answers need your review`}
              </Text>
              {review.map((q) => (
                <ReviewCard key={q.question_number} q={q} />
              ))}
            </Stack>
          )}
          {rows.length === 0 ? (
            <Text c="gray.7">{MSG.empty}</Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped withTableBorder verticalSpacing="xs" fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Q. No.</Table.Th>
                    <Table.Th>Question</Table.Th>
                    <Table.Th>Student Answer</Table.Th>
                    <Table.Th>Correct Answer</Table.Th>
                    <Table.Th>Marks</Table.Th>
                    <Table.Th>Result</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((q) => (
                    <Table.Tr key={q.question_number} bg={q.needs_review ? 'yellow.0' : undefined}>
                      <Table.Td>{q.question_number}</Table.Td>
                      <Table.Td>
                        <MathText text={q.question_text} />
                        {q.hint_used && (
                          <Badge ml={6} size="xs" color="grape" variant="light">
                            Hint used
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <MathText text={q.student_answer || '—'} />
                      </Table.Td>
                      <Table.Td>
                        <MathText text={q.correct_answer} />
                      </Table.Td>
                      <Table.Td>
                        {fmt(q.marks_awarded)} / {fmt(q.max_marks)}
                      </Table.Td>
                      <Table.Td>
                        <AnswerResultBadge q={q} />
                        {q.needs_review && (
                          <Badge display="block" mt={4} color="orange" variant="outline" size="xs">
                            Needs review
                          </Badge>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
                <Table.Tfoot>
                  <Table.Tr>
                    <Table.Th colSpan={4}>Total</Table.Th>
                    <Table.Th data-testid="compare-total">
                      {fmt(data.comparison_data.total_marks_awarded)} / {fmt(data.comparison_data.total_max_marks)}
                    </Table.Th>
                    <Table.Th>{fmt(data.comparison_data.overall_score)}%</Table.Th>
                  </Table.Tr>
                </Table.Tfoot>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </Modal>
  );
}
