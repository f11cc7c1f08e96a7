import type { MockAttempt } from '@app/shared/schemas/olympiad';
import { Alert, Badge, Button, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import {
  IconAlarm,
  IconArrowLeft,
  IconArrowRight,
  IconCloudCheck,
  IconCloudUpload,
  IconSend,
} from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useMockAttempt, useSaveMockAnswers, useStartMock, useSubmitMock } from '../api/mock-paper';
import type { PlayerQuestion } from '../api/task-player';
import { formatClock, useCountdown } from './mock-countdown';
import { MockResultView } from './mock-result';
import classes from './player.module.css';
import { QuestionCard } from './question-card';

const RETRY_MS = 5_000;

/** The running paper: countdown, warning, sections in order, answers saved as given, submitted at zero. */
function RunningPaper({
  taskId,
  attempt,
  questions,
  updatedAt,
}: {
  taskId: string;
  attempt: MockAttempt;
  questions: PlayerQuestion[];
  updatedAt: number;
}) {
  const save = useSaveMockAnswers(taskId);
  const submit = useSubmitMock(taskId);
  const [answers, setAnswers] = useState<Record<string, string>>(attempt.answers);
  // Answers not yet acknowledged by the server: sent again until they are (a lost connection loses nothing).
  const unsaved = useRef<Record<string, string>>({});
  const [unsavedCount, setUnsavedCount] = useState(0);
  const [section, setSection] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const left = useCountdown(attempt.remaining_seconds, updatedAt);
  const byNumber = new Map(questions.map((q) => [q.question_number, q]));
  const current = attempt.sections[section];

  const flush = () => {
    const batch = { ...unsaved.current };
    if (!Object.keys(batch).length || save.isPending) return;
    save.mutate(batch, {
      onSuccess: () => {
        for (const [k, v] of Object.entries(batch)) if (unsaved.current[k] === v) delete unsaved.current[k];
        setUnsavedCount(Object.keys(unsaved.current).length);
      },
      onError: (err) => {
        // The server closed the paper (time up): the attempt query shows the result.
        if (err instanceof ApiError && err.status === 409) submit.mutate({ ...answers, ...batch });
      },
    });
  };
  const flushRef = useRef(flush);
  flushRef.current = flush;

  useEffect(() => {
    const id = window.setInterval(() => flushRef.current(), RETRY_MS);
    const online = () => flushRef.current();
    window.addEventListener('online', online);
    return () => {
      window.clearInterval(id);
      window.removeEventListener('online', online);
    };
  }, []);

  const answer = (n: number, value: string) => {
    const key = String(n);
    setAnswers((a) => ({ ...a, [key]: value }));
    unsaved.current[key] = value;
    setUnsavedCount(Object.keys(unsaved.current).length);
    flushRef.current();
  };

  const handIn = () => {
    if (submit.isPending || submit.isSuccess) return;
    setError(null);
    submit.mutate(Object.fromEntries(Object.entries(answers).filter(([, v]) => v.trim())), {
      onError: (err) => setError(`Error submitting work: ${errorMessage(err, 'Unknown error occurred')}`),
    });
  };
  const handInRef = useRef(handIn);
  handInRef.current = handIn;
  useEffect(() => {
    if (left === 0) handInRef.current();
  }, [left]);

  const answered = Object.values(answers).filter((v) => v.trim()).length;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {answered} of {questions.length} answered
        </Text>
        {unsavedCount > 0 ? (
          <Badge color="orange" variant="light" leftSection={<IconCloudUpload size={14} aria-hidden />}>
            Saving…
          </Badge>
        ) : (
          <Badge color="teal" variant="light" leftSection={<IconCloudCheck size={14} aria-hidden />}>
            Saved
          </Badge>
        )}
      </Group>
      {current && (
        <>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={3} fz="lg">
              Section {section + 1} of {attempt.sections.length}: {current.name}
            </Title>
            <Group gap={6}>
              {current.is_hot && (
                <Badge color="red" variant="filled">
                  HOT
                </Badge>
              )}
              <Badge variant="light" color="gray" c="gray.8">
                {current.question_numbers.length} × {current.marks_per_question} mark
                {current.marks_per_question === 1 ? '' : 's'}
              </Badge>
            </Group>
          </Group>
          {current.question_numbers.map((n) => {
            const q = byNumber.get(n);
            return q ? (
              <QuestionCard
                key={n}
                question={q}
                answer={answers[String(n)] ?? ''}
                onAnswer={(v) => answer(n, v)}
                hintsOn={false}
                hintUsed={false}
                onHintOpened={() => undefined}
              />
            ) : null;
          })}
        </>
      )}
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Button
          variant="default"
          radius="xl"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          disabled={section === 0}
          onClick={() => setSection((s) => s - 1)}
        >
          Previous section
        </Button>
        {section < attempt.sections.length - 1 ? (
          <Button
            variant="light"
            color="grape"
            radius="xl"
            rightSection={<IconArrowRight size={18} aria-hidden />}
            onClick={() => {
              setSection((s) => s + 1);
              window.scrollTo({ top: 0 });
            }}
          >
            Next section
          </Button>
        ) : (
          <Button
            color="grape"
            radius="xl"
            leftSection={<IconSend size={18} aria-hidden />}
            onClick={handIn}
            loading={submit.isPending}
          >
            Submit Mock Test
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/**
 * The clock of a running mock, in the dialog's header so it stays in view: time left from the server's deadline,
 * and the warning five minutes before the end.
 */
export function MockClock({ taskId }: { taskId: string }) {
  const attempt = useMockAttempt(taskId);
  const a = attempt.data;
  const running = a?.status === 'in_progress';
  const left = useCountdown(running ? a.remaining_seconds : null, attempt.dataUpdatedAt);
  if (!running || !a) return null;
  const warning = left !== null && left > 0 && left <= a.warning_seconds;
  return (
    <Stack gap={6} mt={6}>
      <Group gap={8} className={classes.mockClock} data-warning={warning || undefined}>
        <IconAlarm size={20} aria-hidden />
        <Text fw={800} fz={20} ff="monospace" role="timer" aria-label="Time left" data-testid="mock-timer">
          {left === null ? '--:--' : formatClock(left)}
        </Text>
        <Text size="sm" c="gray.7">
          left
        </Text>
      </Group>
      {warning && (
        <Alert color="orange" variant="filled" role="alert" p="xs" icon={<IconAlarm size={18} />}>
          <Text size="sm" fw={600} lh={1.35}>
            5 minutes left! Your paper will be submitted automatically when the time runs out.
          </Text>
        </Alert>
      )}
    </Stack>
  );
}

/** Spec 02 §9 mock rules for the child: a timed paper, started by the child, closed by the server at the deadline. */
export function MockPaper({ taskId }: { taskId: string }) {
  const attempt = useMockAttempt(taskId);
  const start = useStartMock(taskId);
  const a = attempt.data;
  if (attempt.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        Error loading practice sheet. Please try again.
      </Alert>
    );
  if (!a)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label="Loading mock test" />
      </Group>
    );
  if (a.status === 'submitted') return <MockResultView taskId={taskId} closedBy={a.closed_by} />;
  if (a.status === 'in_progress')
    // The questions come with the running attempt only: the paper is not readable before the clock starts.
    return <RunningPaper taskId={taskId} attempt={a} questions={a.questions} updatedAt={attempt.dataUpdatedAt} />;
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge size="lg" variant="light" color="orange">
          {a.duration_minutes} minutes
        </Badge>
        <Badge size="lg" variant="light" color="indigo">
          {a.sections.length} sections · {a.sections.reduce((n, s) => n + s.question_numbers.length, 0)} questions
        </Badge>
      </Group>
      <List size="sm" spacing={4}>
        {a.sections.map((s) => (
          <List.Item key={s.name}>
            {s.name}: {s.question_numbers.length} × {s.marks_per_question} mark{s.marks_per_question === 1 ? '' : 's'}
            {s.is_hot ? ' (HOT)' : ''}
          </List.Item>
        ))}
      </List>
      <Alert color="indigo" variant="light" radius="md" title="Instructions">
        <List size="sm" spacing={2}>
          {a.instructions.map((i) => (
            <List.Item key={i}>{i}</List.Item>
          ))}
        </List>
      </Alert>
      {start.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(start.error, 'Error starting the mock test. Please try again.')}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button size="md" radius="xl" color="grape" onClick={() => start.mutate()} loading={start.isPending}>
          Start Mock Test
        </Button>
      </Group>
    </Stack>
  );
}
