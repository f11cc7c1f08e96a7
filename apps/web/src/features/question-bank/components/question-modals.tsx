import type { QbGeneratedQuestion } from '@app/shared/schemas/question-bank';
import {
  ActionIcon,
  Badge,
  Button,
  Code,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { difficultyLabel, typeCode } from './labels';
import { MathText } from '../../../components/math-text';

export type AnyQuestion = QbGeneratedQuestion & { id?: string };

const LETTERS = ['A', 'B', 'C', 'D'] as const;

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="gray.7" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

/** Read-only view: placement, question, MCQ options A-D, answer, explanation and any diagram. */
export function ViewQuestionModal({ question, onClose }: { question: AnyQuestion | null; onClose: () => void }) {
  const q = question;
  return (
    <Modal opened={!!q} onClose={onClose} title="View Question" size="lg">
      {q && (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
            <Field label="Type">{typeCode(q.question_type)}</Field>
            <Field label="Difficulty">{difficultyLabel(q.difficulty)}</Field>
            <Field label="Board">{q.board}</Field>
            <Field label="Subject">{q.subject}</Field>
            <Field label="Chapter">{q.chapter}</Field>
            <Field label="Topic">{q.topic}</Field>
          </SimpleGrid>
          <Field label="Question">
            <MathText text={q.question_text} />
          </Field>
          {q.question_type === 'mcq' && q.options && (
            <Stack gap={2}>
              {q.options.slice(0, 4).map((o, i) => (
                <Text size="sm" key={LETTERS[i]}>
                  <b>{LETTERS[i]})</b> <MathText text={o} />
                </Text>
              ))}
            </Stack>
          )}
          <Field label="Answer">
            <MathText text={q.answer} />
          </Field>
          {q.answer_explanation && (
            <Field label="Explanation">
              <MathText text={q.answer_explanation} />
            </Field>
          )}
          {q.diagram_code && (
            <Paper withBorder p="sm" radius="md">
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  Diagram
                </Text>
                {q.diagram_description && <Text size="sm">{q.diagram_description}</Text>}
                <Text size="xs">Type: {q.diagram_type}</Text>
                {q.diagram_labels?.length ? <Text size="xs">Labels: {q.diagram_labels.join(', ')}</Text> : null}
                <Code block>{q.diagram_code}</Code>
              </Stack>
            </Paper>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

export interface QuestionEdits {
  question_text: string;
  answer: string;
  answer_explanation: string;
  option_A?: string;
  option_B?: string;
  option_C?: string;
  option_D?: string;
}

/** Edit: question text, MCQ options A-D, answer and optional explanation; Save Changes or Cancel. */
export function EditQuestionModal({
  question,
  onClose,
  onSave,
  saving,
}: {
  question: AnyQuestion | null;
  onClose: () => void;
  onSave: (edits: QuestionEdits) => void;
  saving?: boolean;
}) {
  const [v, setV] = useState<QuestionEdits>({ question_text: '', answer: '', answer_explanation: '' });
  useEffect(() => {
    if (!question) return;
    setV({
      question_text: question.question_text,
      answer: question.answer,
      answer_explanation: question.answer_explanation ?? '',
      ...(question.question_type === 'mcq'
        ? {
            option_A: question.option_A ?? question.options?.[0] ?? '',
            option_B: question.option_B ?? question.options?.[1] ?? '',
            option_C: question.option_C ?? question.options?.[2] ?? '',
            option_D: question.option_D ?? question.options?.[3] ?? '',
          }
        : {}),
    });
  }, [question]);
  const mcq = question?.question_type === 'mcq';
  return (
    <Modal opened={!!question} onClose={onClose} title="Edit Question" size="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSave(v);
        }}
      >
        <Stack gap="sm">
          <Textarea
            label="Question text"
            required
            autosize
            minRows={3}
            value={v.question_text}
            onChange={(e) => setV({ ...v, question_text: e.currentTarget.value })}
          />
          {mcq &&
            LETTERS.map((l) => (
              <TextInput
                key={l}
                label={`Option ${l}`}
                required
                value={v[`option_${l}`] ?? ''}
                onChange={(e) => setV({ ...v, [`option_${l}`]: e.currentTarget.value })}
              />
            ))}
          <TextInput
            label="Answer"
            required
            value={v.answer}
            onChange={(e) => setV({ ...v, answer: e.currentTarget.value })}
          />
          <Textarea
            label="Explanation (optional)"
            autosize
            minRows={2}
            value={v.answer_explanation}
            onChange={(e) => setV({ ...v, answer_explanation: e.currentTarget.value })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save Changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** One row of a question list: number, badges, text and the View / Edit / Delete actions. */
export function QuestionRow({
  index,
  question,
  onView,
  onEdit,
  onDelete,
}: {
  index: number;
  question: AnyQuestion;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid="qb-question">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap={6}>
            <Text size="sm" fw={700}>
              Q{index}.
            </Text>
            <Badge size="sm" variant="light">
              {typeCode(question.question_type)}
            </Badge>
            <Badge size="sm" variant="light" color="grape">
              {difficultyLabel(question.difficulty)}
            </Badge>
            <Badge size="sm" variant="outline" color="gray">
              {question.generator_model}
            </Badge>
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <MathText text={question.question_text} />
          </Text>
        </Stack>
        <Group gap={2} wrap="nowrap">
          <Tooltip label="View">
            <ActionIcon variant="subtle" aria-label={`View question ${index}`} onClick={onView}>
              <IconEye size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Edit">
            <ActionIcon variant="subtle" aria-label={`Edit question ${index}`} onClick={onEdit}>
              <IconEdit size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon variant="subtle" color="red" aria-label={`Delete question ${index}`} onClick={onDelete}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}

/** Previous / Next with "Showing x - y of n". */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (p: number) => void;
}) {
  if (total === 0) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between">
      <Text size="sm" c="gray.7">
        Showing {from} - {to} of {total}
      </Text>
      <Group gap="xs">
        <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="default" size="xs" disabled={to >= total} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </Group>
    </Group>
  );
}
