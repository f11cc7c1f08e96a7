import {
  WELLBEING_MSG,
  WELLBEING_QUESTIONS,
  WELLBEING_SHOWN,
  WELLBEING_TITLE,
  type WellbeingQuestion,
} from '@app/shared/schemas/wellbeing';
import { Button, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { useSubmitWellbeing } from '../api/wellbeing';
import classes from './wellbeing.module.css';

function pickQuestions(): WellbeingQuestion[] {
  const all = [...WELLBEING_QUESTIONS];
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [all[i], all[j]] = [all[j], all[i]];
  }
  return all.slice(0, WELLBEING_SHOWN);
}

interface WellbeingModalProps {
  opened: boolean;
  childId: string;
  taskId: string | null;
  onClose: () => void;
}

/** Spec 03 §2.4: 3 of the 5 questions, emoji answers; Share only when all are answered; Skip for Now. */
export function WellbeingModal({ opened, childId, taskId, onClose }: WellbeingModalProps) {
  const submit = useSubmitWellbeing();
  // biome-ignore lint/correctness/useExhaustiveDependencies: new random questions each time the survey opens.
  const questions = useMemo(pickQuestions, [opened]);
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [openedFor, setOpenedFor] = useState(false);
  if (opened !== openedFor) {
    setOpenedFor(opened);
    if (opened) setAnswers({});
  }
  const complete = questions.every((q) => answers[q.id]);

  const share = () => {
    submit.mutate(
      {
        child_id: childId,
        task_id: taskId,
        responses: questions.map((q) => {
          const point = q.scale.find((p) => p.value === answers[q.id])!;
          return { id: q.id, value: point.value, question: q.question, emoji: point.emoji, label: point.label };
        }),
      },
      {
        onSuccess: (res) => {
          notifications.show({ color: 'grape', message: res.message || WELLBEING_MSG.saved });
          onClose();
        },
        // A comforting word, and the survey closes (spec 03 §4).
        onError: () => {
          notifications.show({ color: 'indigo', message: WELLBEING_MSG.saveFailed });
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={WELLBEING_TITLE}
      centered
      size="lg"
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 800, fontSize: 22 } }}
    >
      <Stack gap="lg">
        {questions.map((q) => (
          <div key={q.id} role="radiogroup" aria-label={q.question}>
            <Text fw={700} mb={8}>
              {q.question}
            </Text>
            <Group gap={6} grow wrap="nowrap">
              {q.scale.map((p) => {
                const chosen = answers[q.id] === p.value;
                return (
                  <UnstyledButton
                    key={p.value}
                    role="radio"
                    aria-checked={chosen}
                    aria-label={p.label}
                    className={classes.choice}
                    data-chosen={chosen || undefined}
                    onClick={() => setAnswers((a) => ({ ...a, [q.id]: p.value }))}
                  >
                    <Text fz={28} lh={1} aria-hidden>
                      {p.emoji}
                    </Text>
                    <Text size="xs" ta="center" lh={1.2} mt={4}>
                      {p.label}
                    </Text>
                  </UnstyledButton>
                );
              })}
            </Group>
          </div>
        ))}
        <Group justify="space-between">
          <Button variant="subtle" color="gray.7" onClick={onClose}>
            Skip for Now
          </Button>
          <Button radius="xl" size="md" color="grape" disabled={!complete} loading={submit.isPending} onClick={share}>
            Share My Feelings
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
