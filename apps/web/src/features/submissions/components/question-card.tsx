import { QUESTION_TYPE_LABELS } from '@app/shared/schemas/question';
import {
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useState } from 'react';
import { MathText } from '../../../components/math-text';
import type { PlayerQuestion } from '../api/task-player';
import classes from './player.module.css';

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];

/** A diagram drawn from its SVG source in a frame that cannot run scripts. */
function Diagram({ diagram }: { diagram: NonNullable<PlayerQuestion['diagram']> }) {
  if (diagram.type !== 'svg')
    return diagram.description ? (
      <Text size="sm" c="gray.7" fs="italic">
        Diagram: {diagram.description}
      </Text>
    ) : null;
  const doc = `<!doctype html><html><body style="margin:0;display:flex;justify-content:center">${diagram.code}</body></html>`;
  return (
    <Box>
      <iframe
        title={diagram.description ?? 'Diagram'}
        sandbox=""
        srcDoc={doc}
        style={{ width: '100%', height: 240, border: 0 }}
      />
      {diagram.description && (
        <Text size="xs" c="gray.7" ta="center">
          {diagram.description}
        </Text>
      )}
    </Box>
  );
}

interface QuestionCardProps {
  question: PlayerQuestion;
  answer: string;
  onAnswer: (value: string) => void;
  hintsOn: boolean;
  hintUsed: boolean;
  onHintOpened: () => void;
}

export function QuestionCard({ question: q, answer, onAnswer, hintsOn, hintUsed, onHintOpened }: QuestionCardProps) {
  const [hintOpen, setHintOpen] = useState(false);
  const hint = q.hint?.trim();
  const n = q.question_number;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      className={classes.question}
      component="section"
      aria-label={`Question ${n}`}
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs">
            <Badge size="lg" radius="xl" variant="filled" color="grape">
              Q{n}
            </Badge>
            <Badge variant="light" color="gray" c="gray.8">
              {QUESTION_TYPE_LABELS[q.question_type]}
            </Badge>
          </Group>
          <Text size="sm" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
            {q.marks} mark{q.marks === 1 ? '' : 's'}
          </Text>
        </Group>
        <Text fz={{ base: 'lg', sm: 'xl' }} fw={600} lh={1.5}>
          <MathText text={q.question_text} />
        </Text>
        {q.diagram && <Diagram diagram={q.diagram} />}
        {q.options?.length ? (
          <Stack gap="xs" role="radiogroup" aria-label={`Answer to question ${n}`}>
            {q.options.map((o, i) => {
              const chosen = answer === o;
              return (
                <UnstyledButton
                  key={o}
                  role="radio"
                  aria-checked={chosen}
                  className={classes.option}
                  data-chosen={chosen || undefined}
                  onClick={() => onAnswer(chosen ? '' : o)}
                >
                  <Group gap="sm" wrap="nowrap">
                    <span className={classes.letter} aria-hidden>
                      {LETTERS[i]}
                    </span>
                    <Text fz="lg">
                      <MathText text={o} />
                    </Text>
                  </Group>
                </UnstyledButton>
              );
            })}
          </Stack>
        ) : q.question_type === 'fill_blank' ? (
          <TextInput
            size="lg"
            radius="md"
            label="My answer"
            placeholder="Type your answer"
            value={answer}
            onChange={(e) => onAnswer(e.currentTarget.value)}
          />
        ) : (
          <Textarea
            size="lg"
            radius="md"
            label="My answer"
            placeholder="Write your answer here"
            autosize
            minRows={q.question_type === 'long_answer' ? 5 : 3}
            value={answer}
            onChange={(e) => onAnswer(e.currentTarget.value)}
          />
        )}
        {hintsOn && hint && (
          <div>
            <Button
              variant="light"
              color="yellow"
              c="yellow.9"
              radius="xl"
              leftSection={<IconBulb size={18} aria-hidden />}
              onClick={() => {
                if (!hintOpen && !hintUsed) onHintOpened();
                setHintOpen((o) => !o);
              }}
              aria-expanded={hintOpen}
            >
              {hintOpen ? 'Hide hint' : 'Show hint'}
            </Button>
            {hintOpen && (
              <Alert mt="xs" color="yellow" variant="light" radius="md" icon={<IconBulb size={18} />}>
                <MathText text={hint} />
              </Alert>
            )}
          </div>
        )}
      </Stack>
    </Paper>
  );
}
