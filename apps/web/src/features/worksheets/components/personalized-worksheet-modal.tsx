import { QUESTION_TYPE_LABELS, QUESTION_TYPES, type QuestionType } from '@app/shared/schemas/question';
import {
  DIFFICULTY_ADJUSTMENTS,
  PERSONALIZED_DEFAULT_QUESTIONS,
  type ZPersonalizedResponse,
} from '@app/shared/schemas/review';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  MultiSelect,
  NumberInput,
  ScrollArea,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { apiRequest, errorMessage } from '../../../lib/api-client';
import type { AssignWorksheetResponse } from '../api/assign-worksheet';
import { AssignTaskForm } from './assign-task-form';
import { EditWorksheetModal } from './edit-worksheet-modal';
import { WorksheetPreview } from './worksheet-preview';
import { WS_UI } from './worksheet-ui';

type PersonalizedResponse = z.infer<typeof ZPersonalizedResponse>;
type Stage = 'configure' | 'generating' | 'preview' | 'assign' | 'assigned';

const FAILED = 'Failed to generate personalized worksheet';
const DIFFICULTY_LABEL: Record<(typeof DIFFICULTY_ADJUSTMENTS)[number], string> = {
  easier: 'Easier',
  same: 'Same',
  harder: 'Harder',
  increase: 'Auto',
};

interface PersonalizedWorksheetModalProps {
  evaluationId: string | null;
  childName: string;
  /** An olympiad task's follow-up is multiple choice only: the type picker is hidden (the server forces it too). */
  olympiad?: boolean;
  onClose: () => void;
}

/** Spec 03 §2.5, §4: a follow-up worksheet on the concepts an evaluation found weak: configure, generate, assign. */
export function PersonalizedWorksheetModal({
  evaluationId,
  childName,
  olympiad = false,
  onClose,
}: PersonalizedWorksheetModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const [stage, setStage] = useState<Stage>('configure');
  const [difficulty, setDifficulty] = useState<(typeof DIFFICULTY_ADJUSTMENTS)[number]>('same');
  const [count, setCount] = useState<number | string>(PERSONALIZED_DEFAULT_QUESTIONS);
  const [types, setTypes] = useState<string[]>([]);
  const [instruction, setInstruction] = useState('');
  const [result, setResult] = useState<PersonalizedResponse | null>(null);
  const [assigned, setAssigned] = useState<AssignWorksheetResponse | null>(null);
  const [editing, setEditing] = useState(false);
  const generate = useMutation({
    mutationFn: () =>
      apiRequest<PersonalizedResponse>('/worksheets/generate-personalized', {
        method: 'POST',
        body: {
          evaluation_id: evaluationId,
          difficulty_adjustment: difficulty,
          num_questions: Number(count),
          question_types: olympiad ? (['mcq'] satisfies QuestionType[]) : types.length ? types : null,
          specific_instruction: instruction.trim() || null,
        },
      }),
    onSuccess: (r) => {
      setResult(r);
      setStage('preview');
    },
    // Spec 03 §5: on failure the adult is back at configure with the reason.
    onError: () => setStage('configure'),
  });
  const close = () => {
    setStage('configure');
    setResult(null);
    setAssigned(null);
    generate.reset();
    onClose();
  };
  const ws = result?.worksheet;
  const title = stage === 'assign' ? 'Assign Task' : stage === 'assigned' ? WS_UI.assigned : 'Personalized Worksheet';
  return (
    <>
      <Modal
        opened={evaluationId !== null}
        onClose={close}
        title={title}
        size="xl"
        fullScreen={phone}
        radius="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
        scrollAreaComponent={ScrollArea.Autosize}
      >
        {stage === 'configure' && (
          <Stack gap="md">
            <Text size="sm" c="gray.8">
              A worksheet for {childName} on the concepts this evaluation found weakest.
            </Text>
            <div>
              <Text size="sm" fw={500} mb={4}>
                Difficulty
              </Text>
              <SegmentedControl
                fullWidth
                value={difficulty}
                onChange={(v) => setDifficulty(v as typeof difficulty)}
                data={DIFFICULTY_ADJUSTMENTS.map((d) => ({ value: d, label: DIFFICULTY_LABEL[d] }))}
              />
            </div>
            <NumberInput label="Number of questions (1–35)" value={count} onChange={setCount} min={1} max={35} />
            {olympiad ? (
              <Text size="sm" data-testid="olympiad-types-note">
                Question type: <strong>{QUESTION_TYPE_LABELS.mcq}</strong> (olympiad tasks are multiple choice only)
              </Text>
            ) : (
              <MultiSelect
                label="Question types"
                placeholder={types.length ? undefined : 'Any type'}
                data={QUESTION_TYPES.map((t: QuestionType) => ({ value: t, label: QUESTION_TYPE_LABELS[t] }))}
                value={types}
                onChange={setTypes}
                clearable
              />
            )}
            <Textarea
              label="Instruction (optional)"
              autosize
              minRows={2}
              maxLength={2000}
              value={instruction}
              onChange={(e) => setInstruction(e.currentTarget.value)}
            />
            {generate.isError && (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(generate.error, FAILED)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button
                onClick={() => {
                  setStage('generating');
                  generate.mutate();
                }}
              >
                Generate
              </Button>
            </Group>
          </Stack>
        )}
        {stage === 'generating' && (
          <Stack align="center" gap="sm" py={48} role="status" aria-live="polite">
            <Loader size="lg" />
            <Text fw={700}>Generating your worksheet…</Text>
          </Stack>
        )}
        {stage === 'preview' && ws && result && (
          <Stack gap="sm">
            <Group gap={6} wrap="wrap">
              <Text size="sm" fw={600}>
                Aimed at:
              </Text>
              {result.analysis.target_concepts.map((c) => (
                <Badge key={c} variant="light" color="orange" data-testid="target-concept">
                  {c}
                </Badge>
              ))}
            </Group>
            <WorksheetPreview
              worksheet={ws}
              assignBlocked={null}
              onGenerateNew={() => setStage('configure')}
              onEdit={() => setEditing(true)}
              onAssign={() => setStage('assign')}
            />
          </Stack>
        )}
        {stage === 'assign' && ws && result && (
          <AssignTaskForm
            worksheetId={ws.id}
            childId={result.target_student.child_id}
            childName={result.target_student.name}
            defaultTitle={ws.title}
            onCancel={() => setStage('preview')}
            onAssigned={(res) => {
              setAssigned(res);
              setStage('assigned');
            }}
          />
        )}
        {stage === 'assigned' && assigned && (
          <Stack align="center" gap="sm" py="lg">
            <ThemeIcon size={64} radius="xl" color="green" variant="light" aria-hidden>
              <IconCircleCheck size={40} />
            </ThemeIcon>
            <Title order={3} fz="lg">
              {WS_UI.assigned}
            </Title>
            <Text ta="center">
              {result?.target_student.name} has a new task. Task code{' '}
              <Text component="span" fw={800} ff="monospace">
                {assigned.task_code}
              </Text>
            </Text>
            <Button onClick={close}>Close</Button>
          </Stack>
        )}
      </Modal>
      <EditWorksheetModal worksheet={ws ?? null} opened={editing} onClose={() => setEditing(false)} />
    </>
  );
}
