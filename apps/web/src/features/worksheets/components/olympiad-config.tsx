import { AI_DIFFICULTIES, type AiDifficulty } from '@app/shared/schemas/ai';
import type { OlympiadConfigResponseBody } from '@app/shared/schemas/olympiad';
import { WORKSHEET_QUESTIONS_MAX, WORKSHEET_QUESTIONS_MIN } from '@app/shared/schemas/worksheets';
import { Alert, Badge, Button, Group, List, NumberInput, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconArrowLeft, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useOlympiadSyllabus } from '../api/olympiad';
import { TopicChecklist } from './topic-checklist';
import { DIFFICULTY_LABELS } from './worksheet-ui';

export const OLYMPIAD_UI = {
  configError: 'Failed to load Olympiad configuration',
  generateError: 'Failed to generate worksheet. Please try again.',
  needTopic: 'Please select at least one topic',
  numQuestions: `Number of questions must be between ${WORKSHEET_QUESTIONS_MIN} and ${WORKSHEET_QUESTIONS_MAX}`,
} as const;

/** Spec 02 §9: what a mock paper follows when the catalogue has no blueprint. */
export const MOCK_INSTRUCTIONS = [
  'All questions are multiple choice with one correct answer.',
  'Complete the sections in order.',
  'You will be warned 5 minutes before the end; the test is submitted automatically when time runs out.',
];

type Olympiad = NonNullable<OlympiadConfigResponseBody['olympiad']>;

export interface PracticeChoice {
  topics: string[];
  question_count: number;
  difficulty_level: AiDifficulty;
}

interface PracticeConfigProps {
  olympiad: Olympiad;
  grade: number;
  busy: boolean;
  error: string | null;
  onBack: () => void;
  onGenerate: (choice: PracticeChoice) => void;
}

/** Practice (spec 02 §2.5, §5): number of questions 1-35 (10), difficulty (auto), topics grouped by section. */
export function PracticeConfig({ olympiad, grade, busy, error, onBack, onGenerate }: PracticeConfigProps) {
  const syllabus = useOlympiadSyllabus(olympiad, grade);
  const [count, setCount] = useState<number | string>(10);
  const [difficulty, setDifficulty] = useState<AiDifficulty>('auto');
  const [topics, setTopics] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const chapters = syllabus.data?.sections.map((s) => ({ chapter: s.name, topics: s.topics }));

  const submit = () => {
    const n = Number(count);
    if (!Number.isInteger(n) || n < WORKSHEET_QUESTIONS_MIN || n > WORKSHEET_QUESTIONS_MAX)
      return setProblem(OLYMPIAD_UI.numQuestions);
    if (topics.length === 0) return setProblem(OLYMPIAD_UI.needTopic);
    setProblem(null);
    onGenerate({ topics, question_count: n, difficulty_level: difficulty });
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NumberInput
          label="Number of questions"
          min={WORKSHEET_QUESTIONS_MIN}
          max={WORKSHEET_QUESTIONS_MAX}
          step={1}
          allowDecimal={false}
          value={count}
          onChange={setCount}
        />
        <Select
          label="Difficulty"
          data={AI_DIFFICULTIES.map((d) => ({ value: d, label: DIFFICULTY_LABELS[d] }))}
          value={difficulty}
          onChange={(v) => v && setDifficulty(v as AiDifficulty)}
          allowDeselect={false}
        />
      </SimpleGrid>
      <div>
        <Text size="sm" fw={600} mb={6}>
          Topics by section
        </Text>
        <TopicChecklist
          syllabus={chapters ? { chapters } : undefined}
          loading={syllabus.isLoading}
          selected={topics}
          onChange={(next) => {
            setTopics(next);
            if (next.length) setProblem(null);
          }}
          groupLabel="section"
        />
      </div>
      {(problem ?? error) && (
        <Alert color="red" variant="light" role="alert">
          {problem ?? error}
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
          Back
        </Button>
        <Button leftSection={<IconSparkles size={16} aria-hidden />} onClick={submit} loading={busy}>
          Generate Practice Test
        </Button>
      </Group>
    </Stack>
  );
}

interface MockConfigProps {
  olympiad: Olympiad;
  busy: boolean;
  error: string | null;
  onBack: () => void;
  onGenerate: () => void;
}

/** Mock (spec 02 §2.5): total marks, minutes, sections (questions × marks, HOT), and the instructions. */
export function MockConfig({ olympiad, busy, error, onBack, onGenerate }: MockConfigProps) {
  const cfg = olympiad.config;
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge size="lg" variant="light" color="indigo">
          {cfg.total_marks} marks
        </Badge>
        <Badge size="lg" variant="light" color="orange">
          {cfg.duration_minutes} minutes
        </Badge>
        <Badge size="lg" variant="light" color="grape">
          {cfg.sections.length} sections
        </Badge>
      </Group>
      <Table.ScrollContainer minWidth={320}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Section</Table.Th>
              <Table.Th>Questions × marks</Table.Th>
              <Table.Th ta="right">Marks</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {cfg.sections.map((s) => (
              <Table.Tr key={s.name}>
                <Table.Td>
                  <Group gap={6}>
                    <Text size="sm">{s.name}</Text>
                    {s.is_hot && (
                      <Badge
                        size="xs"
                        color="red"
                        variant="filled"
                        title="Higher-order thinking"
                        style={{ flexShrink: 0 }}
                      >
                        HOT
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  {s.questions} × {s.marks_per_question}
                </Table.Td>
                <Table.Td ta="right">{s.total_marks}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <div>
        <Text size="sm" fw={600} mb={4}>
          Instructions
        </Text>
        <List size="sm" spacing={2}>
          {MOCK_INSTRUCTIONS.map((i) => (
            <List.Item key={i}>{i}</List.Item>
          ))}
        </List>
      </div>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
          Back
        </Button>
        <Button leftSection={<IconSparkles size={16} aria-hidden />} onClick={onGenerate} loading={busy}>
          Generate Mock Test
        </Button>
      </Group>
    </Stack>
  );
}
