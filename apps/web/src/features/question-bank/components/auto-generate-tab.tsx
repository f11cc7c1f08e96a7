import {
  QB_AUTO_DIFFICULTIES,
  QB_AUTO_LIMITS,
  QB_AUTO_MSG,
  QB_AUTO_TYPES,
  type QbAutoLogLine,
  type QbAutoRun,
} from '@app/shared/schemas/qb-auto';
import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  Loader,
  NumberInput,
  Paper,
  Progress,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconInfoCircle, IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useHierarchy } from '../api/qb-api';
import { useCurrentRun, useLiveRun, useStartRun, useStopRun } from '../api/qb-auto';
import { CascadeSelects, EMPTY_SELECTION, type Selection } from './cascade-selects';

// Dark enough for small text on white (WCAG AA 4.5:1).
const LEVEL_COLOR: Record<QbAutoLogLine['level'], string> = {
  info: 'blue.9',
  success: '#166534',
  warning: '#9a3412',
  error: 'red.9',
};
const STATUS_LABEL: Record<QbAutoRun['status'], string> = {
  running: 'Running',
  completed: 'Completed',
  stopped: 'Stopped',
  failed: 'Stopped due to error',
};
const PER_COMBINATION = QB_AUTO_DIFFICULTIES.length * QB_AUTO_TYPES.length;
const { minPerTopic: MIN, maxPerTopic: MAX } = QB_AUTO_LIMITS;

/** Auto-Generate (spec 03 §2.8 item 2): the loop runs on the server, so closing this tab does not stop it. */
export function AutoGenerateTab({ userId }: { userId: string }) {
  const [sel, setSel] = useState<Selection>(EMPTY_SELECTION);
  const [perTopic, setPerTopic] = useState<number | string>(QB_AUTO_LIMITS.defaultPerTopic);
  const [engine, setEngine] = useState<'builtin' | 'configured'>('builtin');
  const [error, setError] = useState<string | null>(null);
  const current = useCurrentRun();
  const start = useStartRun();
  const stop = useStopRun();
  useLiveRun(userId);

  const chosen = Boolean(sel.board && sel.grade && sel.subject && sel.chapter);
  const topics = useHierarchy(
    'topics',
    { board: sel.board, grade: sel.grade, subject: sel.subject, chapter: sel.chapter },
    chosen,
  );
  const topicCount = chosen ? (topics.data?.options.length ?? 0) : 0;
  const n = typeof perTopic === 'number' ? perTopic : Number.NaN;
  const perTopicError = perTopic === '' || !Number.isInteger(n) || n < MIN || n > MAX ? QB_AUTO_MSG.perTopic : null;
  const estimate = perTopicError ? 0 : topicCount * PER_COMBINATION * n;
  const run = current.data ?? null;
  const running = run?.status === 'running';

  const onStart = () => {
    if (!chosen) return setError(QB_AUTO_MSG.selectAll);
    if (perTopicError) return setError(perTopicError);
    if (topicCount === 0) return setError(QB_AUTO_MSG.noTopics);
    setError(null);
    start.mutate(
      {
        board: sel.board,
        grade: Number(sel.grade),
        subject: sel.subject,
        chapter: sel.chapter,
        questions_per_topic: n,
        engine,
      },
      { onError: (err) => setError(errorMessage(err, QB_AUTO_MSG.stoppedByError)) },
    );
  };

  return (
    <Stack gap="md">
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} title="How it works">
        <List size="sm" spacing={2}>
          <List.Item>
            Every topic of the chapter, at each difficulty (Easy, Medium, Hard, Extreme) and for each question type
            (MCQ, True/False, FIB, AR, SA, LA): one request each, one second apart.
          </List.Item>
          <List.Item>Each result is saved to the bank at once; questions already in the bank are skipped.</List.Item>
          <List.Item>
            It runs on the server: you may close this page and come back. Stop ends it after the current request.
          </List.Item>
          <List.Item>Regular mode only. For olympiad questions use the Generate Questions tab.</List.Item>
        </List>
      </Alert>

      <Paper withBorder radius="lg" p="md">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <CascadeSelects mode="regular" value={sel} onChange={setSel} depth={4} showErrors required />
            <NumberInput
              label={`Questions per topic (${MIN}–${MAX})`}
              description="Per topic, per difficulty, per type"
              value={perTopic}
              onChange={setPerTopic}
              min={MIN}
              max={MAX}
              allowDecimal={false}
              clampBehavior="none"
              error={perTopicError}
              required
            />
            <Select
              label="Engine"
              data={[
                { value: 'builtin', label: 'Built-in engine (bank and generators, offline)' },
                { value: 'configured', label: 'Configured model (Admin → AI Config, worksheet models)' },
              ]}
              value={engine}
              allowDeselect={false}
              onChange={(v) => setEngine((v as 'builtin' | 'configured') ?? 'builtin')}
            />
          </SimpleGrid>
          <Text size="sm" aria-live="polite">
            {!chosen
              ? 'Choose a board, grade, subject and chapter to see how many topics it has.'
              : topics.isPending
                ? 'Counting topics…'
                : `${topicCount} topics found · about ${estimate} questions (${topicCount * PER_COMBINATION} requests)`}
          </Text>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group>
            <Button
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              onClick={onStart}
              loading={start.isPending}
              disabled={running || estimate === 0}
            >
              Start
            </Button>
            <Button
              color="red.9"
              variant="outline"
              leftSection={<IconPlayerStop size={16} aria-hidden />}
              onClick={() => run && stop.mutate(run.id)}
              disabled={!running || run?.stop_requested}
              loading={stop.isPending}
            >
              {run?.stop_requested && running ? 'Stopping after this request…' : 'Stop'}
            </Button>
          </Group>
        </Stack>
      </Paper>

      {current.isPending ? <Loader aria-label="Loading the latest run" /> : run && <RunPanel run={run} />}
    </Stack>
  );
}

function RunPanel({ run }: { run: QbAutoRun }) {
  const lines = [...run.log].reverse();
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label="Auto-generation progress">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} fz="md">
            {run.chapter} · Grade {run.grade} · {run.subject} ({run.board})
          </Title>
          <Badge
            color={
              run.status === 'running'
                ? 'blue.9'
                : run.status === 'completed'
                  ? LEVEL_COLOR.success
                  : LEVEL_COLOR.warning
            }
          >
            {STATUS_LABEL[run.status]}
          </Badge>
        </Group>
        <Progress
          value={run.progress}
          size="lg"
          aria-label={`Progress ${run.progress}%`}
          animated={run.status === 'running'}
        />
        <Text size="sm" c="gray.7">
          {run.requests_done} of {run.requests_total} requests ({run.progress}%)
        </Text>
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
          {(
            [
              ['Total', run.counters.total],
              ['Generated', run.counters.generated],
              ['Failed', run.counters.failed],
              ['Saved', run.counters.saved],
              ['Duplicates', run.counters.duplicates],
            ] as const
          ).map(([label, value]) => (
            <Paper key={label} withBorder radius="md" p="xs" ta="center">
              <Text size="xs" c="gray.7">
                {label}
              </Text>
              <Text fw={700} fz="lg" data-testid={`counter-${label.toLowerCase()}`}>
                {value}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
        <ScrollArea h={260} type="auto" offsetScrollbars>
          <Stack gap={2} role="log" aria-label="Auto-generation log">
            {lines.map((l) => (
              <Text key={`${l.at}-${l.text}`} size="xs" ff="monospace" c={LEVEL_COLOR[l.level]}>
                [{new Date(l.at).toLocaleTimeString()}] {l.text}
              </Text>
            ))}
          </Stack>
        </ScrollArea>
      </Stack>
    </Paper>
  );
}
