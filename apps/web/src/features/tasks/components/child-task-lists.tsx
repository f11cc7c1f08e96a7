import type { Evaluation } from '@app/shared/schemas/evaluations';
import type { TaskDto } from '@app/shared/schemas/tasks';
import { Alert, Badge, Button, Card, Group, Loader, ScrollArea, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArchive } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { type TaskAction, useTaskAction } from '../api/task-actions';
import { type ChildTaskList, useChildTasks } from '../api/task-lists';
import { AnswerKeyModal } from './answer-key-modal';
import { CompareAnswersModal } from './compare-answers-modal';
import { EditEvaluationModal } from './edit-evaluation-modal';
import { LearningAnalysisModal } from './learning-analysis-modal';
import { ArchivedTasksModal } from './archived-tasks-modal';
import { PracticeSheetModal } from './practice-sheet-modal';
import { TaskCard } from './task-card';
import { TASK_UI } from './task-ui';

const LIST_HEIGHT = 600; // spec 01 §9

const CONFIRM: Record<TaskAction, { title: string; label: string; color: string; message: (name: string) => string }> =
  {
    delete: {
      title: 'Delete Task',
      label: 'Delete',
      color: 'red',
      message: () =>
        'Delete this task? It is removed from every child it was assigned to, with its task code. This cannot be undone.',
    },
    reassign: {
      title: 'Reassign Task',
      label: 'Reassign',
      color: 'indigo',
      message: (name) => `Reassign this task? It moves back to pending so ${name} can do it again.`,
    },
    archive: {
      title: 'Archive Task',
      label: 'Archive',
      color: 'gray',
      message: () => 'Archive this task? It leaves the completed list and stays in Archived Tasks.',
    },
  };

const DONE: Record<TaskAction, { ok: string; failed: string }> = {
  delete: { ok: TASK_UI.deleted, failed: TASK_UI.deleteFailed },
  reassign: { ok: TASK_UI.reassigned, failed: TASK_UI.reassignFailed },
  archive: { ok: TASK_UI.archived, failed: TASK_UI.archiveFailed },
};

interface TaskColumnProps {
  childId: string;
  ownerId?: string | null;
  list: ChildTaskList;
  title: string;
  empty: string;
  extra?: React.ReactNode;
  onSheet: (t: TaskDto) => void;
  onKey: (t: TaskDto) => void;
  onCompare: (t: TaskDto) => void;
  onAnalysis: (t: TaskDto) => void;
  onAction: (t: TaskDto, a: TaskAction) => void;
}

function TaskColumn({
  childId,
  ownerId,
  list,
  title,
  empty,
  extra,
  onSheet,
  onKey,
  onCompare,
  onAnalysis,
  onAction,
}: TaskColumnProps) {
  const query = useChildTasks(childId, list, ownerId);
  const tasks = query.data?.pages.flatMap((p) => p.tasks) ?? [];
  const headingId = `${list}-tasks-title`;
  return (
    <Card withBorder radius="lg" padding="md" shadow="xs" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Group gap="xs">
          <Title order={3} fz="lg" id={headingId}>
            {title}
          </Title>
          {query.isSuccess && (
            <Badge variant="light" aria-label={`${tasks.length}${query.hasNextPage ? '+' : ''} tasks`}>
              {tasks.length}
              {query.hasNextPage ? '+' : ''}
            </Badge>
          )}
        </Group>
        {extra}
      </Group>
      <ScrollArea h={LIST_HEIGHT} type="auto" offsetScrollbars data-testid={`${list}-tasks`}>
        {query.isPending ? (
          <Group justify="center" py="xl">
            <Loader size="sm" aria-label={`Loading ${title.toLowerCase()}`} />
          </Group>
        ) : query.isError ? (
          <Stack align="center" py="lg" gap="xs">
            <Text c="red.8">Could not load these tasks.</Text>
            <Button size="xs" variant="default" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Stack>
        ) : tasks.length === 0 ? (
          <Text c="gray.7" ta="center" py="xl">
            {empty}
          </Text>
        ) : (
          <Stack gap="sm">
            {tasks.map((t) => (
              <TaskCard
                key={t.id}
                task={t}
                onPracticeSheet={() => onSheet(t)}
                onAnswerKey={() => onKey(t)}
                onCompare={() => onCompare(t)}
                onAnalysis={() => onAnalysis(t)}
                onAction={(a) => onAction(t, a)}
              />
            ))}
            {query.hasNextPage && (
              <Button variant="default" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
                Load more
              </Button>
            )}
          </Stack>
        )}
      </ScrollArea>
    </Card>
  );
}

/** The parent's view of one child's tasks (spec 01 "Parent dashboard" 4, spec 03 §4 adult actions). */
export function ChildTaskLists({
  childId,
  childName,
  ownerId,
  onPersonalizedWorksheet,
}: {
  childId: string;
  childName: string;
  /** The learning space in view: that adult's tasks only. */
  ownerId?: string | null;
  /** Opens the personalised worksheet flow (it lives with the worksheet studio) for an evaluation. */
  onPersonalizedWorksheet?: (evaluationId: string, olympiad: boolean) => void;
}) {
  const action = useTaskAction();
  const [sheetId, setSheetId] = useState<string | null>(null);
  const [keyId, setKeyId] = useState<string | null>(null);
  const [compareId, setCompareId] = useState<string | null>(null);
  const [analysisId, setAnalysisId] = useState<string | null>(null);
  const [editing, setEditing] = useState<Evaluation | null>(null);
  const [archivedOpen, setArchivedOpen] = useState(false);
  const [pending, setPending] = useState<{ task: TaskDto; action: TaskAction } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const confirm = () => {
    if (!pending) return;
    const { task, action: a } = pending;
    if (!task.id) {
      setError(TASK_UI.taskInfoMissing);
      return;
    }
    action.mutate(
      { taskId: task.id, action: a },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: DONE[a].ok });
          setPending(null);
        },
        // Delete shows the server's reason when it gives one; reassign and archive use their own texts (spec 01 §8).
        onError: (err) => setError(a === 'delete' ? errorMessage(err, DONE[a].failed) : DONE[a].failed),
      },
    );
  };

  const open = (task: TaskDto, a: TaskAction) => {
    setError(null);
    setPending({ task, action: a });
  };
  const spec = pending ? CONFIRM[pending.action] : null;

  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <TaskColumn
          childId={childId}
          ownerId={ownerId}
          list="pending"
          title="Pending Tasks"
          empty={TASK_UI.allDone}
          onSheet={(t) => setSheetId(t.id)}
          onKey={(t) => setKeyId(t.id)}
          onCompare={(t) => setCompareId(t.id)}
          onAnalysis={(t) => setAnalysisId(t.id)}
          onAction={open}
        />
        <TaskColumn
          childId={childId}
          ownerId={ownerId}
          list="completed"
          title="Completed Tasks"
          empty={TASK_UI.noCompleted}
          extra={
            <Button
              size="compact-sm"
              variant="subtle"
              color="gray.8"
              leftSection={<IconArchive size={14} aria-hidden />}
              onClick={() => setArchivedOpen(true)}
            >
              Archived
            </Button>
          }
          onSheet={(t) => setSheetId(t.id)}
          onKey={(t) => setKeyId(t.id)}
          onCompare={(t) => setCompareId(t.id)}
          onAnalysis={(t) => setAnalysisId(t.id)}
          onAction={open}
        />
      </SimpleGrid>
      <ConfirmDialog
        opened={pending !== null}
        title={spec?.title ?? ''}
        message={spec?.message(childName) ?? ''}
        confirmLabel={spec?.label ?? ''}
        color={spec?.color}
        loading={action.isPending}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      >
        {pending && (
          <Text size="sm" fw={600}>
            {pending.task.title} ({pending.task.task_code})
          </Text>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
      </ConfirmDialog>
      <PracticeSheetModal taskId={sheetId} onClose={() => setSheetId(null)} />
      <AnswerKeyModal taskId={keyId} onClose={() => setKeyId(null)} />
      <CompareAnswersModal
        taskId={compareId}
        onClose={() => setCompareId(null)}
        onEditEvaluation={setEditing}
        onPersonalizedWorksheet={
          onPersonalizedWorksheet &&
          ((id, olympiad) => {
            setCompareId(null);
            onPersonalizedWorksheet(id, olympiad);
          })
        }
      />
      <EditEvaluationModal evaluation={editing} onClose={() => setEditing(null)} />
      <LearningAnalysisModal taskId={analysisId} onClose={() => setAnalysisId(null)} />
      <ArchivedTasksModal opened={archivedOpen} onClose={() => setArchivedOpen(false)} />
    </>
  );
}
