import { Alert, Badge, Button, Card, Group, Loader, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useArchivedTasks } from '../api/task-lists';
import { formatDate, TASK_UI } from './task-ui';

/** The owner's archived tasks, one entry per assignment (spec 02 §3 Archived task). */
export function ArchivedTasksModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  const archived = useArchivedTasks(opened);
  const items = archived.data?.pages.flatMap((p) => p.archived_tasks) ?? [];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Archived Tasks"
      size="lg"
      fullScreen={phone}
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      {archived.isError ? (
        <Alert color="red" variant="light" role="alert">
          {TASK_UI.archivedError}
        </Alert>
      ) : archived.isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label="Loading archived tasks" />
        </Group>
      ) : items.length === 0 ? (
        <Text c="gray.7" ta="center" py="lg">
          {TASK_UI.noArchived}
        </Text>
      ) : (
        <Stack gap="sm">
          {items.map(({ task, children }) => (
            <Card
              key={task.assignment_group}
              withBorder
              radius="md"
              padding="sm"
              component="article"
              aria-label={task.title}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={700}>{task.title}</Text>
                <Badge variant="outline" ff="monospace">
                  {task.task_code}
                </Badge>
              </Group>
              <Text size="sm" c="gray.7">
                {task.subject} · {children.map((c) => c.name).join(', ')}
              </Text>
              <Text size="xs" c="gray.7">
                Assigned {formatDate(task.created_at)}
                {task.archived_at && ` · Archived ${formatDate(task.archived_at)}`}
              </Text>
            </Card>
          ))}
          {archived.hasNextPage && (
            <Button
              variant="default"
              onClick={() => void archived.fetchNextPage()}
              loading={archived.isFetchingNextPage}
            >
              Load more
            </Button>
          )}
        </Stack>
      )}
    </Modal>
  );
}
