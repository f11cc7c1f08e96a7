import type { Evaluation } from '@app/shared/schemas/evaluations';
import {
  Badge,
  Button,
  Card,
  Group,
  List,
  Modal,
  RingProgress,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconListCheck, IconX } from '@tabler/icons-react';
import { MathText } from '../../../components/math-text';
import { AI_NOTE, encouragement, scoreColour } from './results-ui';

interface ResultsModalProps {
  evaluation: Evaluation | null;
  title: string;
  onClose: () => void;
  onReview: () => void;
}

function Section({ title, items, color }: { title: string; items: string[]; color: string }) {
  if (!items.length) return null;
  return (
    <Card withBorder radius="lg" padding="md" bg={`${color}.0`}>
      <Text fw={800} mb={6}>
        {title}
      </Text>
      <List spacing={4} size="sm">
        {items.map((s) => (
          <List.Item key={s}>{s}</List.Item>
        ))}
      </List>
    </Card>
  );
}

/** Spec 03 §2.3 "Your Results": score, grade, encouragement, each question, strengths, what to work on next. */
export function ResultsModal({ evaluation: ev, title, onClose, onReview }: ResultsModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const score = ev ? Math.round(ev.overall_score) : 0;
  const cheer = encouragement(score);
  return (
    <Modal
      opened={ev !== null}
      onClose={onClose}
      title="Your Results"
      size="lg"
      fullScreen={phone}
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      scrollAreaComponent={ScrollArea.Autosize}
      styles={{ title: { fontWeight: 800, fontSize: 22 } }}
    >
      {ev && (
        <Stack gap="md">
          <Text c="gray.7">{title}</Text>
          <Group gap="lg" wrap="nowrap" justify="center">
            <RingProgress
              size={140}
              thickness={14}
              roundCaps
              sections={[{ value: score, color: scoreColour(score) }]}
              label={
                <Text ta="center" fw={900} fz={30} data-testid="result-score">
                  {score}%
                </Text>
              }
            />
            <Stack gap={4}>
              <Badge size="xl" radius="md" color={scoreColour(score)} variant="filled">
                Grade {ev.grade}
              </Badge>
              <Text fw={700}>
                {ev.marks_awarded} of {ev.max_score} marks
              </Text>
            </Stack>
          </Group>
          <Card radius="lg" padding="md" bg="grape.0" ta="center">
            <Text fz={32} aria-hidden>
              {cheer.emoji}
            </Text>
            <Text fw={800} fz="lg">
              {cheer.text}
            </Text>
          </Card>
          <Title order={3} fz="lg">
            Question by question
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {ev.question_analysis.map((q) => {
              const right = q.is_correct;
              const part = !right && q.marks_awarded > 0;
              return (
                <Card key={q.question_number} withBorder radius="md" padding="sm">
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <Badge
                      size="lg"
                      circle
                      color={right ? 'green' : part ? 'yellow' : 'red'}
                      aria-label={right ? 'Correct' : part ? 'Partly right' : 'Not right yet'}
                    >
                      {right ? <IconCheck size={14} /> : part ? '½' : <IconX size={14} />}
                    </Badge>
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" fw={700}>
                        Q{q.question_number} · {q.marks_awarded}/{q.max_marks}
                      </Text>
                      <Text size="sm" lineClamp={3}>
                        <MathText text={q.feedback || q.question_text} />
                      </Text>
                    </div>
                  </Group>
                </Card>
              );
            })}
          </SimpleGrid>
          <Section title="What you did well" items={ev.strengths} color="green" />
          <Section title="Things to work on" items={ev.areas_for_improvement} color="orange" />
          <Section title="Try this next" items={ev.learning_suggestions} color="indigo" />
          <Text size="xs" c="gray.7" ta="center">
            {AI_NOTE}
          </Text>
          <Group justify="center" gap="sm">
            <Button
              size="md"
              radius="xl"
              variant="light"
              leftSection={<IconListCheck size={18} aria-hidden />}
              onClick={onReview}
            >
              My Answer Review
            </Button>
            <Button size="md" radius="xl" onClick={onClose}>
              Done
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
