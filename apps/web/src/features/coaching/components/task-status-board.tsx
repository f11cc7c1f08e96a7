import {
  ActionIcon,
  Alert,
  Badge,
  Card,
  Group,
  Loader,
  ScrollArea,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useLiveChannel } from '../../../lib/live-channel';
import { getToken } from '../../../lib/session-storage';
import { coachingKeys } from '../api/batches';
import type { Batch, TaskStatusGroup, TaskStatusStudent } from '../api/coaching-types';
import { type GroupAction, useGroupAction, useTaskStatus } from '../api/task-status';
import { COACH_UI, formatDate } from './coaching-ui';
import { type StudentActions, TaskStatusCard } from './task-status-card';
import { SubmissionsModal } from './submissions-modal';

const COLUMN_HEIGHT = 600; // spec 02 §2.9

interface Pending {
  action: GroupAction;
  taskId: string;
  title: string;
  who?: string;
}

const CONFIRM: Record<GroupAction, { title: string; label: string; color: string; message: (p: Pending) => string }> = {
  delete: {
    title: 'Delete Task',
    label: 'Delete',
    color: 'red',
    message: (p) =>
      `Delete "${p.title}"? It is removed from every student it was assigned to, with its task code. This cannot be undone.`,
  },
  reassign: {
    title: 'Reassign Task',
    label: 'Reassign',
    color: 'orange',
    message: (p) => `Reassign "${p.title}" to ${p.who}? It moves back to pending so they can do it again.`,
  },
  archive: {
    title: 'Archive Task',
    label: 'Archive',
    color: 'gray',
    message: (p) => `Archive "${p.title}"? It leaves the board and stays under Archived.`,
  },
};

interface TaskStatusBoardProps {
  userId: string;
  batch: Batch | null;
  onSheet: (taskId: string) => void;
  onAnalysis: (taskId: string) => void;
  onCompare: (taskId: string) => void;
}

/** Task Status Dashboard (spec 02 §2.9) for the active batch; follows submissions live. */
export function TaskStatusBoard({ userId, batch, onSheet, onAnalysis, onCompare }: TaskStatusBoardProps) {
  const queryClient = useQueryClient();
  const [view, setView] = useState<'active' | 'archived'>('active');
  const status = useTaskStatus(batch?.id ?? null, view);
  const groups = status.data?.task_status;
  const action = useGroupAction();
  const [confirm, setConfirm] = useState<Pending | null>(null);
  const [submissionsOf, setSubmissionsOf] = useState<TaskStatusGroup | null>(null);

  // A submission or an evaluation of one of this teacher's tasks arrives as a notification: refresh the board.
  useLiveChannel(userId, getToken(), (event) => {
    if (event.type === 'ready' || event.type === 'notification')
      void queryClient.invalidateQueries({ queryKey: coachingKeys.all });
  });

  const pending = useMemo(() => (groups ?? []).filter((g) => g.status === 'pending'), [groups]);
  const completed = useMemo(() => (groups ?? []).filter((g) => g.status === 'completed'), [groups]);

  const run = () => {
    if (!confirm) return;
    const { action: a, taskId } = confirm;
    if (!taskId) {
      notifications.show({ color: 'red', message: COACH_UI.taskInfoMissing });
      return setConfirm(null);
    }
    action.mutate(
      { taskId, action: a },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: a === 'delete' ? COACH_UI.deleted : a === 'archive' ? COACH_UI.archived : COACH_UI.reassigned,
          });
          setConfirm(null);
        },
        onError: (err) => {
          const message =
            a === 'delete'
              ? errorMessage(err, COACH_UI.deleteFailed)
              : a === 'archive'
                ? errorMessage(err, COACH_UI.archiveFailed)
                : COACH_UI.reassignError(errorMessage(err, err.message));
          notifications.show({ color: 'red', message });
          setConfirm(null);
        },
      },
    );
  };

  const actionsFor = (g: TaskStatusGroup): StudentActions => ({
    onSheet: (s) => onSheet(s.task_id),
    onAnalysis: (s) => onAnalysis(s.task_id),
    onCompare: (s) => onCompare(s.task_id),
    onReassign: (s: TaskStatusStudent) =>
      setConfirm({ action: 'reassign', taskId: s.task_id, title: g.title, who: s.child_name }),
  });
  const groupTask = (g: TaskStatusGroup) => g.students[0]?.task_id ?? '';

  const column = (title: string, list: TaskStatusGroup[], kind: 'pending' | 'completed', empty: string) => (
    <Card withBorder radius="md" padding="sm" bg="gray.0" component="section" aria-label={title}>
      <Group gap="xs" mb="xs">
        <Title order={3} fz="md">
          {title}
        </Title>
        <Badge variant="light">{list.length}</Badge>
      </Group>
      <ScrollArea.Autosize mah={COLUMN_HEIGHT} type="auto" scrollbars="y" offsetScrollbars="y">
        <Stack gap="sm">
          {list.length === 0 ? (
            <Text size="sm" c="gray.7" ta="center" py="lg">
              {empty}
            </Text>
          ) : (
            list.map((g) => (
              <TaskStatusCard
                key={g.assignment_group}
                group={g}
                column={kind}
                actions={actionsFor(g)}
                onSubmissions={setSubmissionsOf}
                onDelete={(x) => setConfirm({ action: 'delete', taskId: groupTask(x), title: x.title })}
                onArchive={(x) => setConfirm({ action: 'archive', taskId: groupTask(x), title: x.title })}
              />
            ))
          )}
        </Stack>
      </ScrollArea.Autosize>
    </Card>
  );

  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-labelledby="task-status-title">
      <Group justify="space-between" mb="md" gap="xs">
        <Title order={2} fz="xl" id="task-status-title">
          Task Status
        </Title>
        <Group gap="xs">
          <SegmentedControl
            size="xs"
            value={view}
            onChange={(v) => setView(v as 'active' | 'archived')}
            data={[
              { value: 'active', label: 'Active' },
              { value: 'archived', label: `Archived (${status.data?.archived_count ?? 0})` },
            ]}
            aria-label="Active or archived tasks"
          />
          <Tooltip label="Refresh">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Refresh task status"
              loading={status.isFetching}
              onClick={() => void status.refetch()}
            >
              <IconRefresh size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      {!batch ? (
        <Alert color="indigo" variant="light">
          {COACH_UI.noBatchSelected}
        </Alert>
      ) : status.isPending ? (
        <Loader aria-label="Loading task status" />
      ) : status.isError ? (
        <Text c="red.8" role="alert">
          Task status could not be loaded. Use Refresh to try again.
        </Text>
      ) : view === 'archived' ? (
        (groups ?? []).length === 0 ? (
          <Text c="gray.7" ta="center" py="lg">
            {COACH_UI.noArchived}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={COLUMN_HEIGHT} type="auto" scrollbars="y" offsetScrollbars="y">
            <Stack gap="sm">
              {(groups ?? []).map((g) => (
                <Card key={g.assignment_group} withBorder radius="md" padding="sm" data-testid="archived-task">
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                      {g.title}
                    </Text>
                    <Badge variant="outline" ff="monospace" style={{ flexShrink: 0 }}>
                      {g.task_code}
                    </Badge>
                  </Group>
                  <Text size="xs" c="gray.7">
                    Created {formatDate(g.created_at)} · Archived {formatDate(g.archived_at)}
                  </Text>
                  <Text size="sm" mt={4}>
                    {g.students.map((c) => c.child_name).join(', ')}
                  </Text>
                </Card>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )
      ) : pending.length + completed.length === 0 ? (
        <Text c="gray.7" ta="center" py="lg" fw={600}>
          {COACH_UI.noTasks}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {column('Pending Tasks', pending, 'pending', COACH_UI.allCompleted)}
          {column('Completed Tasks', completed, 'completed', COACH_UI.noCompleted)}
        </SimpleGrid>
      )}
      {confirm && (
        <ConfirmDialog
          opened
          title={CONFIRM[confirm.action].title}
          message={CONFIRM[confirm.action].message(confirm)}
          confirmLabel={CONFIRM[confirm.action].label}
          color={CONFIRM[confirm.action].color}
          loading={action.isPending}
          onConfirm={run}
          onCancel={() => setConfirm(null)}
        />
      )}
      <SubmissionsModal group={submissionsOf} onClose={() => setSubmissionsOf(null)} />
    </Card>
  );
}
