import type { TaskDto } from '@app/shared/schemas/tasks';
import { Badge, Card, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useChildPerformance, useChildSummary } from '../api/insights';
import { completedScoreColour, defaultInsightsFilters, formatPercent } from '../insights-format';

const EVALUATING = 'Evaluating...';

/** Handed-in work whose evaluation is not stored yet (a general task marked complete never gets one). */
const awaitingEvaluation = (t: TaskDto) => t.state === 'completed' && t.worksheet_id !== null;

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="xs" ta="center">
      <Text fw={800} fz="xl" data-testid={testId}>
        {value}
      </Text>
      <Text size="xs" c="gray.7" fw={600}>
        {label}
      </Text>
    </Paper>
  );
}

function TaskRow({ task, right }: { task: TaskDto; right: React.ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" data-testid="summary-task">
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate="end">
          {task.title}
        </Text>
        <Text size="xs" c="gray.7">
          {task.subject}
        </Text>
      </div>
      {right}
    </Group>
  );
}

/**
 * Spec 03 §2.5a, the parent's child-view summary: average score, tasks completed, pending tasks, and up to 5
 * pending and 5 completed tasks (completed ones coloured by score, "Evaluating..." until their evaluation exists).
 */
export function ChildSummaryCard({ childId, ownerId }: { childId: string; ownerId?: string | null }) {
  const perf = useChildPerformance(childId, defaultInsightsFilters(ownerId));
  const summary = useChildSummary(childId);
  const p = perf.data;
  const s = summary.data;
  const scoreOf = new Map<string, number>();
  // Newest first: the first evaluation seen for a task is its latest.
  for (const e of s?.evaluations.evaluations ?? [])
    if (!scoreOf.has(e.task.id)) scoreOf.set(e.task.id, e.evaluation.overall_score);
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-labelledby="child-summary-title">
      <Stack gap="md">
        <Title order={3} fz="lg" id="child-summary-title">
          Summary
        </Title>
        <SimpleGrid cols={3} spacing="xs">
          <Figure label="Average score" value={p ? formatPercent(p.average_score) : '…'} testId="summary-average" />
          <Figure label="Tasks completed" value={p ? String(p.completed_tasks) : '…'} testId="summary-completed" />
          <Figure
            label="Pending tasks"
            value={p ? String(p.total_tasks - p.completed_tasks) : '…'}
            testId="summary-pending"
          />
        </SimpleGrid>
        {!s ? (
          summary.isError ? (
            <Text size="sm" c="gray.7">
              Tasks could not be loaded.
            </Text>
          ) : (
            <Loader size="sm" aria-label="Loading summary" />
          )
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Stack gap={6} data-testid="summary-pending-list">
              <Text size="sm" fw={700}>
                Pending
              </Text>
              {s.pending.tasks.length === 0 ? (
                <Text size="sm" c="gray.7">
                  All tasks completed!
                </Text>
              ) : (
                s.pending.tasks.map((t) => (
                  <TaskRow
                    key={t.id}
                    task={t}
                    right={
                      <Badge variant="light" color="orange" style={{ flexShrink: 0 }}>
                        Pending
                      </Badge>
                    }
                  />
                ))
              )}
            </Stack>
            <Stack gap={6} data-testid="summary-completed-list">
              <Text size="sm" fw={700}>
                Completed
              </Text>
              {s.completed.tasks.length === 0 ? (
                <Text size="sm" c="gray.7">
                  No completed tasks yet
                </Text>
              ) : (
                s.completed.tasks.map((t) => {
                  const score = scoreOf.get(t.id);
                  return (
                    <TaskRow
                      key={t.id}
                      task={t}
                      right={
                        score === undefined ? (
                          <Text size="xs" c="gray.7" fs="italic" style={{ flexShrink: 0 }}>
                            {awaitingEvaluation(t) ? EVALUATING : 'Done'}
                          </Text>
                        ) : (
                          <Badge
                            color={completedScoreColour(score)}
                            variant="light"
                            c="dark.7"
                            style={{ flexShrink: 0 }}
                          >
                            {formatPercent(score)}
                          </Badge>
                        )
                      }
                    />
                  );
                })
              )}
            </Stack>
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}
