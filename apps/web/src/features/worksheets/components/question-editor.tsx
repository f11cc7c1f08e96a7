import {
  ASSERTION_REASON_OPTIONS,
  QUESTION_TYPE_LABELS,
  QUESTION_TYPES,
  type QuestionType,
  TRUE_FALSE_OPTIONS,
} from '@app/shared/schemas/question';
import type { WorksheetQuestionDto } from '@app/shared/schemas/worksheets';
import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash, IconX } from '@tabler/icons-react';

/** One question as the Edit Worksheet dialog holds it. `original` is its number on the saved worksheet. */
export interface DraftQuestion {
  key: string;
  original?: number;
  question_type: QuestionType;
  question_text: string;
  options: string[] | null;
  correct_answer: string;
  marks: number;
  difficulty: WorksheetQuestionDto['difficulty'];
  answer_explanation: string;
}

const PLACEHOLDER_OPTIONS = ['Option A', 'Option B', 'Option C', 'Option D'];
let nextKey = 0;
export const newKey = () => `q${++nextKey}`;

export function toDraft(q: WorksheetQuestionDto): DraftQuestion {
  return {
    key: newKey(),
    original: q.question_number,
    question_type: q.question_type,
    question_text: q.question_text,
    options: q.options ? [...q.options] : null,
    correct_answer: q.correct_answer || q.answer,
    marks: q.marks,
    difficulty: q.difficulty,
    answer_explanation: q.answer_explanation,
  };
}

export function blankDraft(): DraftQuestion {
  return {
    key: newKey(),
    question_type: 'mcq',
    question_text: '',
    options: [...PLACEHOLDER_OPTIONS],
    correct_answer: '',
    marks: 1,
    difficulty: 'medium',
    answer_explanation: '',
  };
}

/** The type-change rules of spec 02 §4. */
export function changeType(q: DraftQuestion, type: QuestionType): DraftQuestion {
  if (type === q.question_type) return q;
  if (type === 'true_false') return { ...q, question_type: type, options: [...TRUE_FALSE_OPTIONS], correct_answer: '' };
  if (type === 'mcq') {
    const few = !q.options || q.options.length <= 2;
    return {
      ...q,
      question_type: type,
      options: few ? [...PLACEHOLDER_OPTIONS] : q.options,
      correct_answer: few ? '' : q.correct_answer,
    };
  }
  return { ...q, question_type: type, options: null, correct_answer: '' };
}

interface QuestionEditorProps {
  index: number;
  question: DraftQuestion;
  onChange: (q: DraftQuestion) => void;
  onDelete: () => void;
  canDelete: boolean;
}

export function QuestionEditor({ index, question: q, onChange, onDelete, canDelete }: QuestionEditorProps) {
  const n = index + 1;
  const setOption = (i: number, value: string) => {
    const options = [...(q.options ?? [])];
    const was = options[i];
    options[i] = value;
    onChange({ ...q, options, correct_answer: q.correct_answer === was ? value : q.correct_answer });
  };
  const removeOption = (i: number) => {
    const options = (q.options ?? []).filter((_, j) => j !== i);
    const removed = q.options?.[i];
    onChange({ ...q, options, correct_answer: q.correct_answer === removed ? '' : q.correct_answer });
  };
  const answerChoices =
    q.question_type === 'assertion_reason'
      ? [...ASSERTION_REASON_OPTIONS]
      : q.options
        ? [...new Set(q.options.filter((o) => o.trim()))]
        : null;

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Select
          label="Question type"
          data={QUESTION_TYPES.map((t) => ({ value: t, label: QUESTION_TYPE_LABELS[t] }))}
          value={q.question_type}
          onChange={(v) => v && onChange(changeType(q, v as QuestionType))}
          allowDeselect={false}
        />
        <NumberInput
          label="Marks (1–10)"
          min={1}
          max={10}
          clampBehavior="none"
          value={q.marks}
          error={
            Number.isInteger(q.marks) && q.marks >= 1 && q.marks <= 10
              ? undefined
              : 'Marks must be a whole number from 1 to 10'
          }
          onChange={(v) => onChange({ ...q, marks: v === '' ? Number.NaN : Number(v) })}
        />
        <Select
          label="Difficulty"
          data={[
            { value: 'easy', label: 'Easy' },
            { value: 'medium', label: 'Medium' },
            { value: 'hard', label: 'Hard' },
            { value: 'extreme', label: 'Extreme' },
          ]}
          value={q.difficulty}
          onChange={(v) => v && onChange({ ...q, difficulty: v as DraftQuestion['difficulty'] })}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Textarea
        label={`Question ${n} text`}
        description="Maths between $ signs, e.g. $\frac{1}{2}$"
        autosize
        minRows={2}
        maxRows={8}
        value={q.question_text}
        onChange={(e) => onChange({ ...q, question_text: e.currentTarget.value })}
      />
      {q.options && q.question_type !== 'true_false' && (
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            Options
          </Text>
          {q.options.map((o, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: options are positional (A, B, C…); the letter is the identity.
            <Group key={i} gap={6} wrap="nowrap">
              <Text size="sm" fw={600} w={18}>
                {String.fromCharCode(65 + i)}
              </Text>
              <TextInput
                style={{ flex: 1 }}
                aria-label={`Question ${n} option ${String.fromCharCode(65 + i)}`}
                value={o}
                onChange={(e) => setOption(i, e.currentTarget.value)}
              />
              {/* An option can be removed only while more than 2 remain (spec 02 §5). */}
              <ActionIcon
                variant="subtle"
                color="gray.7"
                aria-label={`Remove option ${String.fromCharCode(65 + i)}`}
                disabled={q.options!.length <= 2}
                onClick={() => removeOption(i)}
              >
                <IconX size={16} />
              </ActionIcon>
            </Group>
          ))}
          {q.options.length < 6 && (
            <Button
              variant="subtle"
              size="compact-sm"
              w="fit-content"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => onChange({ ...q, options: [...(q.options ?? []), ''] })}
            >
              Add option
            </Button>
          )}
        </Stack>
      )}
      {answerChoices ? (
        <Select
          label="Correct answer"
          placeholder="Choose the correct answer"
          data={answerChoices}
          value={answerChoices.includes(q.correct_answer) ? q.correct_answer : null}
          onChange={(v) => onChange({ ...q, correct_answer: v ?? '' })}
        />
      ) : (
        <Textarea
          label="Correct answer"
          autosize
          minRows={1}
          maxRows={5}
          value={q.correct_answer}
          onChange={(e) => onChange({ ...q, correct_answer: e.currentTarget.value })}
        />
      )}
      <Textarea
        label="Explanation"
        autosize
        minRows={1}
        maxRows={5}
        value={q.answer_explanation}
        onChange={(e) => onChange({ ...q, answer_explanation: e.currentTarget.value })}
      />
      <Group justify="flex-end">
        <Button
          variant="light"
          color="red"
          size="xs"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={onDelete}
          disabled={!canDelete}
        >
          Delete Question
        </Button>
      </Group>
    </Stack>
  );
}
