import type { Worksheet } from '@app/shared/schemas/worksheets';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Progress,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconCircleCheck, IconClockHour4, IconListCheck, IconTrophy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useLiveChannel } from '../../../lib/live-channel';
import { getToken } from '../../../lib/session-storage';
import type { AssignWorksheetResponse } from '../api/assign-worksheet';
import {
  OLYMPIAD_JOB,
  type OlympiadGenerateBody,
  useGenerateOlympiad,
  useOlympiadConfig,
  useOlympiadTypes,
} from '../api/olympiad';
import { getWorksheet, worksheetKeys } from '../api/worksheets';
import { AssignTaskForm } from './assign-task-form';
import { MockConfig, OLYMPIAD_UI, PracticeConfig } from './olympiad-config';
import { OlympiadSummary } from './olympiad-summary';
import classes from './olympiad.module.css';

type Step = 'subject' | 'mode' | 'configure' | 'generating' | 'done' | 'assign' | 'assigned';
type Mode = 'practice' | 'mock';

interface OlympiadModalProps {
  opened: boolean;
  onClose: () => void;
  child: { id: string; name: string; grade: number };
  /** The subject chosen in the Learning Space card; without one the wizard starts by choosing it. */
  subject: string | null;
  userId: string;
}

/** Olympiad Preparation modal (spec 02 §2.5, §4): subject (when not preset), mode, configure, done, assign. */
export function OlympiadModal({ opened, onClose, child, subject: preset, userId }: OlympiadModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>(preset ? 'mode' : 'subject');
  const [subject, setSubject] = useState<string | null>(preset);
  const [mode, setMode] = useState<Mode>('practice');
  const [worksheet, setWorksheet] = useState<Worksheet | null>(null);
  const [pending, setPending] = useState<{ id: string; progress: number } | null>(null);
  const [jobError, setJobError] = useState<string | null>(null);
  const [assigned, setAssigned] = useState<AssignWorksheetResponse | null>(null);
  const types = useOlympiadTypes(opened && !preset);
  const config = useOlympiadConfig(child.grade, subject);
  const generate = useGenerateOlympiad();
  const resetGenerate = generate.reset;

  useEffect(() => {
    if (!opened) return;
    setStep(preset ? 'mode' : 'subject');
    setSubject(preset);
    setWorksheet(null);
    setPending(null);
    setJobError(null);
    setAssigned(null);
    resetGenerate();
  }, [opened, preset, resetGenerate]);

  // A mock from a model runs as a job: its progress arrives on the live channel, then the worksheet is read.
  useLiveChannel(pending ? userId : null, getToken(), (event) => {
    if (!pending) return;
    if (event.type === 'ready') return;
    if (event.type !== 'job.progress' || event.job !== OLYMPIAD_JOB || event.ref !== pending.id) return;
    if (event.status === 'failed') {
      setPending(null);
      setJobError(event.message ?? OLYMPIAD_UI.generateError);
      setStep('configure');
    } else if (event.status === 'done') {
      void getWorksheet(pending.id).then(
        (ws) => {
          queryClient.setQueryData(worksheetKeys.detail(ws.id), ws);
          setWorksheet(ws);
          setPending(null);
          setStep('done');
        },
        () => {
          setPending(null);
          setJobError(OLYMPIAD_UI.generateError);
          setStep('configure');
        },
      );
    } else setPending({ id: pending.id, progress: event.progress });
  });

  const withSubjectStep = !preset;
  const segments = withSubjectStep ? 3 : 2;
  const reached = { subject: 1, mode: withSubjectStep ? 2 : 1, configure: segments } as Record<string, number>;
  const filled = reached[step] ?? segments;

  const run = (body: Omit<OlympiadGenerateBody, 'mode' | 'grade' | 'subject'>) => {
    if (!subject) return;
    setJobError(null);
    setStep('generating');
    generate.mutate(
      { mode, grade: child.grade, subject, target_id: child.id, target_type: 'child', ...body },
      {
        onSuccess: (res) => {
          if (res.queued) return setPending({ id: res.worksheet_id, progress: 0 });
          setWorksheet(res.worksheet);
          setStep('done');
        },
        onError: () => setStep('configure'),
      },
    );
  };

  const olympiad = config.data?.available ? config.data.olympiad : null;
  const error = jobError ?? (generate.isError ? errorMessage(generate.error, OLYMPIAD_UI.generateError) : null);
  const closeable = step === 'subject' || (step === 'mode' && !withSubjectStep) || step === 'done';
  const title =
    step === 'assign' ? 'Assign Task' : step === 'assigned' ? 'Task Assigned Successfully!' : 'Olympiad Preparation';

  const configureBody = () => {
    if (config.isLoading) return <Loader aria-label="Loading olympiad configuration" />;
    if (config.isError)
      return (
        <Alert color="red" variant="light" role="alert">
          {OLYMPIAD_UI.configError}
        </Alert>
      );
    if (!olympiad)
      return (
        <Stack gap="md">
          <Alert color="yellow" variant="light" role="alert">
            {config.data?.message}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>Close</Button>
          </Group>
        </Stack>
      );
    return mode === 'practice' ? (
      <PracticeConfig
        olympiad={olympiad}
        grade={child.grade}
        busy={generate.isPending}
        error={error}
        onBack={() => setStep('mode')}
        onGenerate={(choice) => run(choice)}
      />
    ) : (
      <MockConfig
        olympiad={olympiad}
        busy={generate.isPending}
        error={error}
        onBack={() => setStep('mode')}
        onGenerate={() => run({})}
      />
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      fullScreen={phone}
      radius="lg"
      withCloseButton={closeable || step === 'assigned'}
      closeOnClickOutside={closeable}
      closeOnEscape={closeable || step === 'assigned'}
      closeButtonProps={{ 'aria-label': 'Close' }}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <Stack gap="md">
        {['subject', 'mode', 'configure'].includes(step) && (
          <Group gap={6} grow aria-label={`Step ${filled} of ${segments}`} role="img">
            {(withSubjectStep ? ['subject', 'mode', 'configure'] : ['mode', 'configure']).map((name, i) => (
              <Progress key={name} value={i < filled ? 100 : 0} size="sm" radius="xl" data-testid="olympiad-segment" />
            ))}
          </Group>
        )}
        {step === 'subject' && (
          <Stack gap="sm">
            <Text fw={600}>Choose a subject for {child.name}</Text>
            {types.isLoading && <Loader aria-label="Loading olympiads" />}
            {types.isError && (
              <Alert color="red" variant="light" role="alert">
                {OLYMPIAD_UI.configError}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              {types.data?.olympiads[0]?.olympiads.map((o) => (
                <UnstyledButton
                  key={o.code}
                  className={classes.card}
                  onClick={() => {
                    setSubject(o.subject);
                    setStep('mode');
                  }}
                >
                  <Text fw={700}>{o.subject}</Text>
                  <Text size="sm" c="gray.7">
                    {o.name} ({o.code})
                  </Text>
                </UnstyledButton>
              ))}
            </SimpleGrid>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Close
              </Button>
            </Group>
          </Stack>
        )}
        {step === 'mode' && (
          <Stack gap="sm">
            <Text fw={600}>
              {subject} · Grade {child.grade}: how does {child.name} want to prepare?
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <UnstyledButton
                className={classes.card}
                onClick={() => {
                  setMode('practice');
                  setStep('configure');
                }}
              >
                <ThemeIcon size={40} radius="md" variant="light" color="teal" aria-hidden>
                  <IconListCheck size={22} />
                </ThemeIcon>
                <Text fw={700}>Practice</Text>
                <Text size="sm" c="gray.7">
                  Chosen topics, your number of questions and difficulty.
                </Text>
              </UnstyledButton>
              <UnstyledButton
                className={classes.card}
                onClick={() => {
                  setMode('mock');
                  setStep('configure');
                }}
              >
                <ThemeIcon size={40} radius="md" variant="light" color="orange" aria-hidden>
                  <IconClockHour4 size={22} />
                </ThemeIcon>
                <Text fw={700}>Mock Test</Text>
                <Text size="sm" c="gray.7">
                  The full paper, section by section, against the clock.
                </Text>
              </UnstyledButton>
            </SimpleGrid>
            <Group justify={withSubjectStep ? 'space-between' : 'flex-end'}>
              {withSubjectStep ? (
                <Button
                  variant="default"
                  leftSection={<IconArrowLeft size={16} aria-hidden />}
                  onClick={() => setStep('subject')}
                >
                  Back
                </Button>
              ) : (
                <Button variant="default" onClick={onClose}>
                  Close
                </Button>
              )}
            </Group>
          </Stack>
        )}
        {step === 'configure' && configureBody()}
        {step === 'generating' && (
          <Stack align="center" gap="sm" py={40} role="status" aria-live="polite">
            <Loader size="lg" />
            <Text fw={700}>{mode === 'mock' ? 'Preparing the mock test…' : 'Preparing the practice test…'}</Text>
            <Text size="sm" c="gray.7" ta="center">
              {mode === 'mock' ? 'A mock test takes 30-60 seconds.' : 'A practice test takes a few seconds.'}
            </Text>
            {pending && <Progress value={pending.progress} w="80%" animated aria-label="Generation progress" />}
          </Stack>
        )}
        {step === 'done' && worksheet && (
          <OlympiadSummary worksheet={worksheet} onAssign={() => setStep('assign')} onClose={onClose} />
        )}
        {step === 'assign' && worksheet && (
          <AssignTaskForm
            worksheetId={worksheet.id}
            childId={child.id}
            childName={child.name}
            defaultTitle={`Olympiad ${worksheet.subject} ${mode === 'mock' ? 'Mock Test' : 'Practice'}`}
            onCancel={() => setStep('done')}
            onAssigned={(res) => {
              setAssigned(res);
              setStep('assigned');
            }}
          />
        )}
        {step === 'assigned' && assigned && (
          <Stack align="center" gap="sm" py="lg">
            <ThemeIcon size={64} radius="xl" color="green" variant="light" aria-hidden>
              <IconCircleCheck size={40} />
            </ThemeIcon>
            <Title order={3} fz="lg">
              Task Assigned Successfully!
            </Title>
            <Text ta="center">
              {child.name} has a new olympiad task. Task code{' '}
              <Text component="span" fw={800} ff="monospace">
                {assigned.task_code}
              </Text>
            </Text>
            <Badge leftSection={<IconTrophy size={14} aria-hidden />} variant="light" color="yellow">
              {mode === 'mock' ? 'Timed mock test' : 'Practice'}
            </Badge>
            <Button onClick={onClose}>Close</Button>
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
