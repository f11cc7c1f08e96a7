import { Alert, Badge, Card, Group, Loader, Modal, Spoiler, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MathText } from '../../../components/math-text';
import { errorMessage } from '../../../lib/api-client';
import type { TaskStatusGroup } from '../api/coaching-types';
import { useGroupSubmissions } from '../api/task-status';
import { COACH_UI, scoreColor } from './coaching-ui';

/** Submissions modal (spec 02 §2.10): each student's work, score and feedback for one assignment group. */
export function SubmissionsModal({ group, onClose }: { group: TaskStatusGroup | null; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  const query = useGroupSubmissions(group?.assignment_group ?? null);
  // Students who have not handed in yet have no submission: this list is of the work received.
  const list = (query.data?.submissions ?? []).filter((s) => s.submission !== null);
  return (
    <Modal
      opened={Boolean(group)}
      onClose={onClose}
      title={group ? `Submissions: ${group.title}` : 'Submissions'}
      size="lg"
      fullScreen={phone}
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {query.isPending ? (
        <Loader aria-label="Loading submissions" />
      ) : query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {COACH_UI.submissionsError(errorMessage(query.error, query.error.message))}
        </Alert>
      ) : list.length === 0 ? (
        <Text c="gray.7" ta="center" py="lg" fw={600}>
          {COACH_UI.noSubmissions}
        </Text>
      ) : (
        <Stack gap="sm">
          {list.map((s) => {
            const sub = s.submission;
            if (!sub) return null;
            const pct = s.evaluation ? Math.round(s.evaluation.overall_score) : null;
            return (
              <Card key={sub.id} withBorder radius="md" padding="sm" data-testid="submission-item">
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <div style={{ minWidth: 0, flex: 1 }}>
                    <Text fw={700}>{s.child_details.name}</Text>
                    <Text size="xs" c="gray.7">
                      {s.child_details.grade ? `Grade ${s.child_details.grade} · ` : ''}
                      {sub.submitted_at
                        ? `Submitted ${new Date(sub.submitted_at).toLocaleString()}`
                        : COACH_UI.dateNotAvailable}
                    </Text>
                  </div>
                  {pct !== null ? (
                    <Badge size="lg" color={scoreColor(pct)} variant="light" style={{ flexShrink: 0 }}>
                      {pct}%{s.evaluation?.grade ? ` · ${s.evaluation.grade}` : ''}
                    </Badge>
                  ) : (
                    <Badge size="lg" color="gray" variant="light" style={{ flexShrink: 0 }}>
                      {COACH_UI.evaluating}
                    </Badge>
                  )}
                </Group>
                {sub.content && (
                  <Spoiler maxHeight={72} showLabel="Show more" hideLabel="Show less" mt="xs">
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      <MathText text={sub.content} />
                    </Text>
                  </Spoiler>
                )}
                {sub.files.length > 0 && (
                  <Text size="xs" c="gray.7" mt={4}>
                    Files: {sub.files.map((f) => f.filename).join(', ')}
                  </Text>
                )}
                {s.evaluation?.feedback && (
                  <Text size="sm" mt="xs" c="gray.8">
                    <strong>Feedback:</strong> {s.evaluation.feedback}
                  </Text>
                )}
              </Card>
            );
          })}
        </Stack>
      )}
    </Modal>
  );
}
