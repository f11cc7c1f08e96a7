import { Badge, Button, Card, Group, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useChildEvaluations } from '../api/evaluations';
import { useRecentCompleted } from '../api/performance';
import { scoreColour } from './results-ui';

/** Spec 03 §2.1 "My Recent Results": the latest 3 completed tasks with their scores, and Refresh. */
export function RecentResults({ childId, onOpen }: { childId: string; onOpen: (taskId: string) => void }) {
  const tasks = useRecentCompleted(childId);
  const evaluations = useChildEvaluations(childId);
  const byTask = new Map((evaluations.data?.evaluations ?? []).map((e) => [e.task.id, e.evaluation]));
  const list = tasks.data?.tasks ?? [];
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-labelledby="recent-results-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="xl" id="recent-results-title">
          My Recent Results
        </Title>
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={() => {
            void tasks.refetch();
            void evaluations.refetch();
          }}
          loading={tasks.isFetching || evaluations.isFetching}
        >
          Refresh
        </Button>
      </Group>
      {tasks.isPending ? (
        <Loader size="sm" aria-label="Loading results" />
      ) : list.length === 0 ? (
        <Text c="gray.7">Finish a task to see how you did here.</Text>
      ) : (
        <Stack gap="xs" data-testid="recent-results">
          {list.map((t) => {
            const ev = byTask.get(t.id);
            const score = ev ? Math.round(ev.overall_score) : null;
            return (
              <UnstyledButton
                key={t.id}
                onClick={() => ev && onOpen(t.id)}
                disabled={!ev}
                aria-label={`${t.title} result`}
              >
                <Card withBorder radius="md" padding="sm" bg={score === null ? 'gray.0' : `${scoreColour(score)}.0`}>
                  <Group justify="space-between" wrap="nowrap">
                    <div>
                      <Text fw={700}>{t.title}</Text>
                      <Text size="sm" c="gray.7">
                        {t.subject}
                      </Text>
                    </div>
                    {score === null ? (
                      <Text size="sm" c="gray.7" fs="italic">
                        AI is checking your work…
                      </Text>
                    ) : (
                      <Badge size="xl" color={scoreColour(score)}>
                        {score}%
                      </Badge>
                    )}
                  </Group>
                </Card>
              </UnstyledButton>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
