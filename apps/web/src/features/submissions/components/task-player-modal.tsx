import type { SubmissionResponse } from '@app/shared/schemas/submissions';
import { SUBMISSION_MSG } from '@app/shared/schemas/submissions';
import { Alert, Badge, Button, Group, Loader, Modal, Progress, ScrollArea, Stack, Switch, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconArrowRight, IconCircleCheck, IconSend, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useCompleteTask, usePlayerTask } from '../api/task-player';
import { useSubmitWork } from '../api/submit-work';
import { MockClock, MockPaper } from './mock-paper';
import { clearAnswers, loadAnswers, type StoredAnswers, saveAnswers } from './answers-store';
import { QuestionCard } from './question-card';

const TYPE_LABEL = { worksheet: 'Worksheet', olympiad: 'Olympiad', general: 'General task' } as const;
const DATE = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short' });

interface TaskPlayerModalProps {
  taskId: string | null;
  childId: string;
  onClose: () => void;
  onSubmitted: (taskId: string, result: SubmissionResponse | null) => void;
  onUpload: (taskId: string, taskCode: string) => void;
}

/** Spec 03 §2.2: the child answers a task, one question at a time or all at once, and hands it in. */
export function TaskPlayerModal({ taskId, childId, onClose, onSubmitted, onUpload }: TaskPlayerModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const detail = usePlayerTask(taskId);
  const submit = useSubmitWork();
  const complete = useCompleteTask();
  const [stored, setStored] = useState<StoredAnswers | null>(null);
  const [forTask, setForTask] = useState<string | null>(null);
  const [index, setIndex] = useState(0);
  const [showAll, setShowAll] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Each task starts from what was kept in the browser for it.
  if (taskId !== forTask) {
    setForTask(taskId);
    setStored(taskId ? loadAnswers(taskId) : null);
    setIndex(0);
    setError(null);
  }

  const data = detail.data;
  const questions = data?.worksheet?.questions ?? [];
  const answers = stored?.answers ?? {};
  const answered = questions.filter((q) => answers[String(q.question_number)]?.trim()).length;

  const update = (next: StoredAnswers) => {
    setStored(next);
    if (taskId) saveAnswers(taskId, next);
  };

  const submitOnline = () => {
    if (!taskId || !stored || !data) return;
    const filled = Object.fromEntries(Object.entries(stored.answers).filter(([, v]) => v.trim()));
    if (!Object.keys(filled).length) return setError(SUBMISSION_MSG.fillAnswers);
    setError(null);
    submit.mutate(
      {
        taskId,
        idempotencyKey: stored.key,
        method: 'online',
        childId,
        answers: filled,
        hintsUsed: stored.hints,
      },
      {
        onSuccess: (res) => {
          clearAnswers(taskId);
          onSubmitted(taskId, res);
        },
        onError: (err) => setError(`Error submitting work: ${errorMessage(err, 'Unknown error occurred')}`),
      },
    );
  };

  const markComplete = () => {
    if (!taskId) return;
    complete.mutate(taskId, {
      onSuccess: () => onSubmitted(taskId, null),
      onError: () => setError('Error marking task as complete. Please try again.'),
    });
  };

  const task = data?.task;
  const mock = data?.worksheet?.olympiad_metadata?.mode === 'mock';
  const shown = showAll ? questions : questions.slice(index, index + 1);

  return (
    <Modal
      opened={taskId !== null}
      onClose={onClose}
      title={
        mock && taskId ? (
          <div>
            <div>{task?.title}</div>
            <MockClock taskId={taskId} />
          </div>
        ) : (
          (task?.title ?? 'My Task')
        )
      }
      size="xl"
      fullScreen={phone}
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      scrollAreaComponent={ScrollArea.Autosize}
      styles={{ title: { fontWeight: 800, fontSize: 20 } }}
    >
      {detail.isError ? (
        <Alert color="red" variant="light" role="alert">
          Error loading practice sheet. Please try again.
        </Alert>
      ) : !data || !task ? (
        <Group justify="center" py="xl">
          <Loader aria-label="Loading task" />
        </Group>
      ) : mock && taskId ? (
        <MockPaper taskId={taskId} />
      ) : (
        <Stack gap="md">
          <Group gap="xs" wrap="wrap">
            <Badge size="lg" variant="light" color="grape">
              {TYPE_LABEL[task.task_type]}
            </Badge>
            <Badge
              size="lg"
              variant="light"
              color={task.due_date ? 'orange' : 'gray'}
              c={task.due_date ? undefined : 'gray.8'}
            >
              {task.due_date ? `Due ${DATE.format(new Date(task.due_date))}` : 'No deadline'}
            </Badge>
            {data.worksheet && (
              <Badge size="lg" variant="light" color="indigo">
                {data.worksheet.subject} · {data.worksheet.difficulty === 'auto' ? 'Mixed' : data.worksheet.difficulty}
              </Badge>
            )}
          </Group>
          {task.description && (
            <Alert color="indigo" variant="light" radius="md" title="Instructions">
              {task.description}
            </Alert>
          )}
          {data.worksheet ? (
            <>
              <Group justify="space-between" wrap="wrap" gap="sm">
                <div style={{ flex: 1, minWidth: 180 }}>
                  <Text size="sm" fw={600} mb={4}>
                    {answered} of {questions.length} answered
                  </Text>
                  <Progress
                    value={questions.length ? (answered / questions.length) * 100 : 0}
                    color="grape"
                    radius="xl"
                    size="lg"
                    aria-hidden
                  />
                </div>
                <Switch
                  label="Show all questions"
                  checked={showAll}
                  onChange={(e) => setShowAll(e.currentTarget.checked)}
                  size="md"
                />
              </Group>
              {shown.map((q) => {
                const key = String(q.question_number);
                return (
                  <QuestionCard
                    key={key}
                    question={q}
                    answer={answers[key] ?? ''}
                    onAnswer={(v) => stored && update({ ...stored, answers: { ...stored.answers, [key]: v } })}
                    hintsOn={task.hint_enabled}
                    hintUsed={stored?.hints.includes(q.question_number) ?? false}
                    onHintOpened={() =>
                      stored && update({ ...stored, hints: [...new Set([...stored.hints, q.question_number])] })
                    }
                  />
                );
              })}
              {!showAll && questions.length > 1 && (
                <Group justify="space-between">
                  <Button
                    variant="default"
                    size="md"
                    radius="xl"
                    leftSection={<IconArrowLeft size={18} aria-hidden />}
                    disabled={index === 0}
                    onClick={() => setIndex((i) => i - 1)}
                  >
                    Back
                  </Button>
                  <Text size="sm" c="gray.7">
                    Question {index + 1} of {questions.length}
                  </Text>
                  <Button
                    variant="light"
                    color="grape"
                    size="md"
                    radius="xl"
                    rightSection={<IconArrowRight size={18} aria-hidden />}
                    disabled={index >= questions.length - 1}
                    onClick={() => setIndex((i) => i + 1)}
                  >
                    Next
                  </Button>
                </Group>
              )}
            </>
          ) : (
            <Text>This task has no worksheet. Do the work, then upload it or mark it as complete.</Text>
          )}
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm" wrap="wrap">
            <Button
              variant="light"
              size="md"
              radius="xl"
              leftSection={<IconUpload size={18} aria-hidden />}
              onClick={() => onUpload(task.id, task.task_code)}
            >
              {data.worksheet ? 'Upload My Work' : 'Submit Work'}
            </Button>
            {data.worksheet ? (
              <Button
                size="md"
                radius="xl"
                color="grape"
                leftSection={<IconSend size={18} aria-hidden />}
                onClick={submitOnline}
                loading={submit.isPending}
              >
                Submit Online
              </Button>
            ) : (
              <Button
                size="md"
                radius="xl"
                color="green"
                leftSection={<IconCircleCheck size={18} aria-hidden />}
                onClick={markComplete}
                loading={complete.isPending}
              >
                Mark as Complete
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
