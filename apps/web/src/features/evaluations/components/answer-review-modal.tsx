import { Alert, Badge, Group, Loader, Modal, ScrollArea, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ApiError } from '../../../lib/api-client';
import { AnswerResultBadge } from '../../../components/answer-result';
import { MathText } from '../../../components/math-text';
import { useComparison } from '../api/evaluations';
import { COMPARISON_CHILD_MSG as M } from './results-ui';

function childMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return M.other;
  if (error.isNetworkError) return M.network;
  if (error.status === 400) return M.mustComplete;
  if (error.status === 403) return M.ownWork;
  if (error.status === 404) {
    if (error.detail?.includes('Detailed evaluation not available')) return M.stillChecking;
    if (error.detail?.includes('No evaluation found')) return M.notSubmitted;
    return M.notReady;
  }
  return M.other;
}

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}…` : s);

/** Spec 03 §2.3 "My Answer Review": each question with my answer, the right one, marks and result; totals. */
export function AnswerReviewModal({ taskId, onClose }: { taskId: string | null; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  const comparison = useComparison(taskId);
  const data = comparison.data?.comparison_data;
  return (
    <Modal
      opened={taskId !== null}
      onClose={onClose}
      title="My Answer Review"
      size="xl"
      fullScreen={phone}
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 800, fontSize: 20 } }}
    >
      {comparison.isError ? (
        <Alert color="orange" variant="light" role="alert">
          {childMessage(comparison.error)}
        </Alert>
      ) : !data ? (
        <Group justify="center" py="xl">
          <Loader aria-label="Loading my answers" />
        </Group>
      ) : (
        <>
          <Group gap="sm" mb="sm">
            <Badge size="lg" color="grape">
              {Math.round(data.overall_score)}%
            </Badge>
            <Badge size="lg" variant="light">
              Grade {data.grade || 'N/A'}
            </Badge>
          </Group>
          <ScrollArea type="auto">
            <Table striped withTableBorder verticalSpacing="sm" miw={640}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Q. No.</Table.Th>
                  <Table.Th>Question</Table.Th>
                  <Table.Th>My Answer</Table.Th>
                  <Table.Th>Correct Answer</Table.Th>
                  <Table.Th>Marks</Table.Th>
                  <Table.Th>Result</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.question_analysis.map((q) => (
                  <Table.Tr key={q.question_number}>
                    <Table.Td>{q.question_number}</Table.Td>
                    <Table.Td>
                      <MathText text={clip(q.question_text, 150)} />
                    </Table.Td>
                    <Table.Td>
                      <MathText text={clip(q.student_answer || '—', 100)} />
                      {q.hint_used && (
                        <Badge ml={4} size="xs" color="yellow" c="yellow.9" variant="light">
                          Hint
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <MathText text={clip(q.correct_answer, 100)} />
                    </Table.Td>
                    <Table.Td>
                      {q.marks_awarded}/{q.max_marks}
                    </Table.Td>
                    <Table.Td>
                      <AnswerResultBadge q={q} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th colSpan={4}>Total</Table.Th>
                  <Table.Th data-testid="review-total">
                    {data.total_marks_awarded.toFixed(1)}/{data.total_max_marks}
                  </Table.Th>
                  <Table.Th>
                    {data.total_max_marks ? Math.round((data.total_marks_awarded / data.total_max_marks) * 100) : 0}%
                  </Table.Th>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </ScrollArea>
          <Text size="xs" c="gray.7" mt="sm">
            Scroll sideways to see every column.
          </Text>
        </>
      )}
    </Modal>
  );
}
