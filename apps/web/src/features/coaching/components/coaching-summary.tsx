import { Badge, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useCoachingSummary } from '../api/coaching';
import type { CoachingSummaryTask } from '../api/coaching-types';
import { COACH_UI, formatDate } from './coaching-ui';

/** Spec 02 §9: completed-task scores at 80 and above green, 60 and above yellow, else red. */
const completedColor = (score: number) => (score >= 80 ? 'green' : score >= 60 ? 'yellow' : 'red');

function TaskLine({ t, done }: { t: CoachingSummaryTask; done: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <div style={{ minWidth: 0, flex: 1 }}>
        <Text size="sm" fw={600} truncate>
          {t.title}
        </Text>
        <Text size="xs" c="gray.7">
          {t.subject}
          {!done && t.due_date ? ` · due ${formatDate(t.due_date)}` : ''}
        </Text>
      </div>
      {done &&
        (t.overall_score === null ? (
          <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
            {COACH_UI.evaluating}
          </Badge>
        ) : (
          <Badge color={completedColor(t.overall_score)} variant="light" style={{ flexShrink: 0 }}>
            {Math.round(t.overall_score)}%
          </Badge>
        ))}
    </Group>
  );
}

/** The coaching summary of a child in one coach's space (spec 02 §2.18). */
export function CoachingSummaryCard({
  childId,
  coachId,
  coachName,
}: {
  childId: string;
  coachId: string;
  coachName: string;
}) {
  const summary = useCoachingSummary(childId, coachId);
  const s = summary.data;
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-labelledby="coaching-summary-title">
      <Title order={3} fz="lg" id="coaching-summary-title" mb="sm">
        Coaching with {coachName}
      </Title>
      {summary.isPending ? (
        <Loader size="sm" aria-label="Loading coaching summary" />
      ) : summary.isError || !s ? (
        <Text size="sm" c="gray.7">
          The coaching summary could not be loaded.
        </Text>
      ) : (
        <Stack gap="sm">
          <SimpleGrid cols={3} spacing="xs">
            <Card withBorder radius="md" padding="xs">
              <Text fw={800} fz="lg">
                {s.average_score === null ? '–' : `${Math.round(s.average_score)}%`}
              </Text>
              <Text size="xs" c="gray.7">
                Average score
              </Text>
            </Card>
            <Card withBorder radius="md" padding="xs">
              <Text fw={800} fz="lg">
                {s.tasks_completed}
              </Text>
              <Text size="xs" c="gray.7">
                Tasks completed
              </Text>
            </Card>
            <Card withBorder radius="md" padding="xs">
              <Text fw={800} fz="lg">
                {s.pending_tasks}
              </Text>
              <Text size="xs" c="gray.7">
                Pending tasks
              </Text>
            </Card>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Stack gap={6}>
              <Text fw={700} size="sm">
                Pending
              </Text>
              {s.pending.length === 0 ? (
                <Text size="sm" c="gray.7">
                  Nothing pending.
                </Text>
              ) : (
                s.pending.map((t) => <TaskLine key={t.task_id} t={t} done={false} />)
              )}
            </Stack>
            <Stack gap={6}>
              <Text fw={700} size="sm">
                Completed
              </Text>
              {s.completed.length === 0 ? (
                <Text size="sm" c="gray.7">
                  Nothing completed yet.
                </Text>
              ) : (
                s.completed.map((t) => <TaskLine key={t.task_id} t={t} done />)
              )}
            </Stack>
          </SimpleGrid>
        </Stack>
      )}
    </Card>
  );
}
