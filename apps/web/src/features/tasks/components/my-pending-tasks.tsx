import { Badge, Button, Card, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClipboardList, IconFileText, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useChildTasks } from '../api/task-lists';
import { PracticeSheetModal } from './practice-sheet-modal';
import { formatDate, TASK_UI } from './task-ui';

/** The child view's My Tasks: the pending tasks, big and friendly, each with its sheet to read. */
export function MyPendingTasks({
  childId,
  ownerId,
  subject,
  onStart,
}: {
  childId: string;
  /** The space in view: the parent's tasks or one coach's. */
  ownerId?: string | null;
  /** The subject pill chosen above, or null for every subject. */
  subject: string | null;
  onStart: (taskId: string) => void;
}) {
  const query = useChildTasks(childId, 'pending', ownerId);
  const [sheetId, setSheetId] = useState<string | null>(null);
  const tasks = (query.data?.pages.flatMap((p) => p.tasks) ?? []).filter((t) => !subject || t.subject === subject);
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-labelledby="my-tasks-title">
      <Group justify="space-between" mb="md">
        <Title order={2} fz="xl" id="my-tasks-title">
          My Tasks
        </Title>
        {tasks.length > 0 && (
          <Badge size="lg" variant="light" color="orange">
            {tasks.length} to do
          </Badge>
        )}
      </Group>
      {query.isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label="Loading my tasks" />
        </Group>
      ) : query.isError ? (
        <Stack align="center" py="lg" gap="xs">
          <Text c="red.8">Your tasks could not be loaded.</Text>
          <Button variant="default" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : tasks.length === 0 ? (
        <Stack align="center" gap="xs" py="xl">
          <ThemeIcon size={64} radius="xl" variant="light" color="indigo" aria-hidden>
            <IconClipboardList size={36} />
          </ThemeIcon>
          <Text fw={700}>No tasks yet</Text>
          <Text c="gray.7" size="sm" ta="center" maw={380}>
            When your parent or teacher gives you practice work, it will show up here.
          </Text>
        </Stack>
      ) : (
        <Stack gap="sm" data-testid="my-tasks">
          {tasks.map((t) => (
            <Card key={t.id} withBorder radius="md" padding="md" component="article" aria-label={t.title} bg="indigo.0">
              <Group justify="space-between" wrap="wrap" gap="sm">
                <div>
                  <Text fw={800} fz="lg">
                    {t.title}
                  </Text>
                  <Text size="sm" c="gray.8">
                    {t.subject} · {t.due_date ? `Due ${formatDate(t.due_date)}` : TASK_UI.noDeadline}
                  </Text>
                  <Text size="sm" c="gray.8">
                    Task code{' '}
                    <Text component="span" ff="monospace" fw={800}>
                      {t.task_code}
                    </Text>
                  </Text>
                </div>
                <Group gap="xs">
                  {t.worksheet_id && (
                    <Button
                      size="md"
                      radius="xl"
                      variant="default"
                      leftSection={<IconFileText size={18} aria-hidden />}
                      onClick={() => setSheetId(t.id)}
                    >
                      See my sheet
                    </Button>
                  )}
                  <Button
                    size="md"
                    radius="xl"
                    color="grape"
                    leftSection={<IconPlayerPlay size={18} aria-hidden />}
                    onClick={() => onStart(t.id)}
                  >
                    Start Task
                  </Button>
                </Group>
              </Group>
            </Card>
          ))}
          {query.hasNextPage && (
            <Button variant="default" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
              Load more
            </Button>
          )}
        </Stack>
      )}
      <PracticeSheetModal taskId={sheetId} onClose={() => setSheetId(null)} printable={false} />
    </Card>
  );
}
