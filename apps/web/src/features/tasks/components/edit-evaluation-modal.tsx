import type { Evaluation } from '@app/shared/schemas/evaluations';
import { MARK_STEP } from '@app/shared/schemas/review';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { type EvaluationEditBody, useEditEvaluation } from '../api/edit-evaluation';
import { formatDate } from './task-ui';

const FAILED = 'Failed to update evaluation';

const lines = (v: string[]) => v.join('\n');
const fmt = (n: number) => String(Math.round(n * 100) / 100);

function formatChange(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number') return fmt(value);
  if (typeof value === 'string') return value.length > 60 ? `${value.slice(0, 60)}…` : value;
  return JSON.stringify(value).slice(0, 80);
}

/** The form, keyed by the evaluation's version so a saved edit starts a fresh form from the stored values. */
function EditForm({ evaluation, onSaved }: { evaluation: Evaluation; onSaved: (e: Evaluation, msg: string) => void }) {
  const edit = useEditEvaluation();
  const [marks, setMarks] = useState<Record<string, number | string>>(() =>
    Object.fromEntries(evaluation.question_analysis.map((q) => [String(q.question_number), q.marks_awarded])),
  );
  const [overall, setOverall] = useState<number | string>(evaluation.overall_score);
  const [feedback, setFeedback] = useState(evaluation.feedback);
  const [strengths, setStrengths] = useState(lines(evaluation.strengths));
  const [areas, setAreas] = useState(lines(evaluation.areas_for_improvement));
  const [suggestions, setSuggestions] = useState(lines(evaluation.learning_suggestions));
  const [insights, setInsights] = useState(evaluation.parent_insights);

  const remaining = Math.max(0, evaluation.max_edits - evaluation.edit_count);
  const changedMarks = Object.fromEntries(
    evaluation.question_analysis
      .filter((q) => Number(marks[String(q.question_number)]) !== q.marks_awarded)
      .map((q) => [String(q.question_number), Number(marks[String(q.question_number)])]),
  );
  const marksChanged = Object.keys(changedMarks).length > 0;

  const save = () => {
    const body: EvaluationEditBody = {};
    if (marksChanged) body.question_scores = changedMarks;
    else if (Number(overall) !== evaluation.overall_score) body.overall_score = Number(overall);
    if (feedback !== evaluation.feedback) body.feedback = feedback;
    if (strengths !== lines(evaluation.strengths)) body.strengths = strengths;
    if (areas !== lines(evaluation.areas_for_improvement)) body.areas_for_improvement = areas;
    if (suggestions !== lines(evaluation.learning_suggestions)) body.learning_suggestions = suggestions;
    if (insights !== evaluation.parent_insights) body.parent_insights = insights;
    edit.mutate({ id: evaluation.id, body }, { onSuccess: (r) => onSaved(r.evaluation, r.message) });
  };

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge size="lg" variant="light" data-testid="edit-overall">
          Overall: {fmt(evaluation.overall_score)}%
        </Badge>
        <Badge size="lg">Grade: {evaluation.grade || 'N/A'}</Badge>
        <Badge size="lg" variant="outline" color={remaining > 0 ? 'blue' : 'red'} data-testid="edits-remaining">
          Edits remaining: {remaining}
        </Badge>
      </Group>
      <Title order={4} size="h5">
        Marks per question
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {evaluation.question_analysis.map((q) => (
          <NumberInput
            key={q.question_number}
            label={`Q${q.question_number} (0–${fmt(q.max_marks)})`}
            description={q.question_text.length > 70 ? `${q.question_text.slice(0, 70)}…` : q.question_text}
            value={marks[String(q.question_number)]}
            onChange={(v) => setMarks((m) => ({ ...m, [String(q.question_number)]: v }))}
            min={0}
            max={q.max_marks}
            step={MARK_STEP}
            decimalScale={2}
          />
        ))}
      </SimpleGrid>
      <NumberInput
        label="Overall score (%)"
        description={marksChanged ? 'Recalculated from the marks when you save' : undefined}
        value={marksChanged ? evaluation.overall_score : overall}
        onChange={setOverall}
        disabled={marksChanged}
        min={0}
        max={100}
        step={0.01}
        decimalScale={2}
      />
      <Textarea
        label="Feedback"
        autosize
        minRows={2}
        value={feedback}
        onChange={(e) => setFeedback(e.currentTarget.value)}
      />
      <Textarea
        label="Strengths (one a line)"
        autosize
        minRows={2}
        value={strengths}
        onChange={(e) => setStrengths(e.currentTarget.value)}
      />
      <Textarea
        label="Areas for improvement (one a line)"
        autosize
        minRows={2}
        value={areas}
        onChange={(e) => setAreas(e.currentTarget.value)}
      />
      <Textarea
        label="Learning suggestions (one a line)"
        autosize
        minRows={2}
        value={suggestions}
        onChange={(e) => setSuggestions(e.currentTarget.value)}
      />
      <Textarea
        label="Parent insights"
        autosize
        minRows={2}
        value={insights}
        onChange={(e) => setInsights(e.currentTarget.value)}
      />
      {edit.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(edit.error, FAILED)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={save} loading={edit.isPending} disabled={remaining === 0}>
          Save changes
        </Button>
      </Group>
    </Stack>
  );
}

function History({ evaluation }: { evaluation: Evaluation }) {
  if (evaluation.edit_history.length === 0) return null;
  return (
    <Stack gap="xs" aria-label="Edit history">
      <Title order={4} size="h5">
        Edit history
      </Title>
      {[...evaluation.edit_history].reverse().map((h) => (
        <Paper key={h.edited_at} withBorder radius="md" p="xs" data-testid="edit-history-entry">
          <Text size="sm" fw={600}>
            {h.edited_by_name} ({h.edited_by_role}) · {formatDate(h.edited_at)}
          </Text>
          {Object.entries(h.changes).map(([field, c]) => (
            <Text key={field} size="xs" c="gray.8">
              {field}: {formatChange(c.from)} → {formatChange(c.to)}
            </Text>
          ))}
        </Paper>
      ))}
    </Stack>
  );
}

/** Spec 03 §2.5: the task owner's corrections, within the evaluation's edit limit. */
export function EditEvaluationModal({ evaluation, onClose }: { evaluation: Evaluation | null; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  const [saved, setSaved] = useState<{ evaluation: Evaluation; message: string } | null>(null);
  const current = saved && saved.evaluation.id === evaluation?.id ? saved.evaluation : evaluation;
  const close = () => {
    setSaved(null);
    onClose();
  };
  return (
    <Modal
      opened={evaluation !== null}
      onClose={close}
      title="Edit Evaluation"
      size="lg"
      fullScreen={phone}
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      {current && (
        <Stack gap="md">
          {saved && (
            <Alert color="green" variant="light" role="status">
              {saved.message}
            </Alert>
          )}
          <EditForm
            key={current.updated_at}
            evaluation={current}
            onSaved={(e, message) => setSaved({ evaluation: e, message })}
          />
          <History evaluation={current} />
        </Stack>
      )}
    </Modal>
  );
}
