import { QUESTION_TYPES, type QuestionDifficulty, type QuestionType } from '@app/shared/schemas/question';
import {
  formatQbOptions,
  QB_CSV_COLUMNS,
  QB_LIMITS,
  QB_MODELS,
  QB_MSG,
  type QbGeneratedQuestion,
  qbGeneratedMessage,
  qbShortGenerationMessage,
  qbSavedMessage,
} from '@app/shared/schemas/question-bank';
import {
  Alert,
  Button,
  Chip,
  FileInput,
  Group,
  NumberInput,
  Paper,
  PasswordInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { charCount, overLimit } from '../../../components/limits';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { downloadBlob, useGenerateQuestions, useSaveQuestions } from '../api/qb-api';
import { CascadeSelects, EMPTY_SELECTION, type Selection } from './cascade-selects';
import { DIFFICULTY_OPTIONS, difficultyLabel, TYPE_OPTIONS, typeCode } from './labels';
import { type AnyQuestion, EditQuestionModal, Pager, QuestionRow, ViewQuestionModal } from './question-modals';

const MAX_BYTES = 10 * 1024 * 1024;
const REFERENCE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];
const CONFIRM_DELETE = 'Are you sure you want to delete this question?';
const INSTRUCTION_TOO_LONG = `Instructions must be at most ${QB_LIMITS.instructionMax} characters`;

const keyLabel = (model: string) =>
  model.startsWith('gemini') ? 'Google Gemini API Key' : model.startsWith('gpt') ? 'OpenAI API Key' : null;

/** The CSV download: the spec's columns, options as "A) … | B) …". */
export function questionsToCsvRows(questions: AnyQuestion[]) {
  return questions.map((q) => [
    typeCode(q.question_type),
    difficultyLabel(q.difficulty),
    q.board,
    String(q.grade),
    q.subject,
    q.chapter,
    q.topic,
    q.question_text,
    q.answer,
    formatQbOptions(q.options),
    q.answer_explanation,
  ]);
}

type Item = QbGeneratedQuestion & { key: number };
let nextKey = 1;

export function GenerateTab() {
  const [mode, setMode] = useState<'regular' | 'olympiad'>('regular');
  const [sel, setSel] = useState<Selection>(EMPTY_SELECTION);
  const [difficulty, setDifficulty] = useState<QuestionDifficulty>('medium');
  const [count, setCount] = useState<number | string>(QB_LIMITS.defaultQuestions);
  const [model, setModel] = useState<string>(QB_MODELS[0].id);
  const [apiKey, setApiKey] = useState('');
  const [types, setTypes] = useState<string[]>(['mcq']);
  const [instruction, setInstruction] = useState('');
  const [reference, setReference] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [items, setItems] = useState<Item[]>([]);
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<Item | null>(null);
  const [editing, setEditing] = useState<Item | null>(null);
  const generate = useGenerateQuestions();
  const save = useSaveQuestions();
  const olympiad = mode === 'olympiad';
  const label = keyLabel(model);

  const switchMode = (m: string) => {
    setMode(m as 'regular' | 'olympiad');
    setSel(EMPTY_SELECTION);
    setError(null);
  };

  const pickReference = (f: File | null) => {
    setError(null);
    if (f && !REFERENCE_TYPES.includes(f.type) && !/\.(pdf|jpe?g|png)$/i.test(f.name)) {
      setError(QB_MSG.referenceType);
      setReference(null);
      return;
    }
    if (f && f.size > MAX_BYTES) {
      setError(QB_MSG.referenceSize);
      setReference(null);
      return;
    }
    setReference(f);
  };

  const submit = () => {
    setError(null);
    const missing = olympiad
      ? !sel.board || !sel.olympiad_type || !sel.grade || !sel.chapter || !sel.topic
      : !sel.board || !sel.grade || !sel.subject || !sel.chapter;
    if (missing) return setError(olympiad ? QB_MSG.selectAllOlympiadFields : QB_MSG.selectAllFields);
    if (!olympiad && types.length === 0) return setError(QB_MSG.selectQuestionType);
    if (label && !apiKey.trim()) return setError(QB_MSG.enterApiKey);
    const n = Number(count);
    if (!Number.isInteger(n) || n < QB_LIMITS.minQuestions || n > QB_LIMITS.maxQuestions)
      return setError(QB_MSG.numQuestions);
    if (overLimit(instruction.trim(), QB_LIMITS.instructionMax)) return setError(INSTRUCTION_TOO_LONG);
    generate.mutate(
      {
        body: {
          question_mode: mode,
          board: sel.board,
          grade: Number(sel.grade),
          subject: sel.subject,
          chapter: sel.chapter,
          topic: sel.topic || null,
          olympiad_type: olympiad ? sel.olympiad_type : null,
          difficulty,
          question_types: olympiad ? ['mcq'] : (types as QuestionType[]),
          num_questions: n,
          ai_model: model,
          api_key: label ? apiKey.trim() : null,
          instruction_text: instruction.trim() || null,
        },
        file: reference,
      },
      {
        onSuccess: (res) => {
          setItems(res.questions.map((q) => ({ ...q, key: nextKey++ })));
          setPage(1);
          // Fewer than asked is a warning with the reason, never a success (an empty result above all).
          if (res.count < n)
            notifications.show({ color: 'yellow', message: qbShortGenerationMessage(res.count, n, res.shortfall) });
          else notifications.show({ color: 'green', message: qbGeneratedMessage(res.count) });
        },
        onError: (e) => setError(errorMessage(e, QB_MSG.generateFailed)),
      },
    );
  };

  const downloadCsv = async () => {
    if (!items.length) return notifications.show({ color: 'red', message: QB_MSG.noQuestionsToDownload });
    const Papa = (await import('papaparse')).default;
    const csv = Papa.unparse({ fields: [...QB_CSV_COLUMNS], data: questionsToCsvRows(items) });
    downloadBlob(new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }), `questions_${Date.now()}.csv`);
    notifications.show({ color: 'green', message: QB_MSG.downloaded });
  };

  const saveAll = () => {
    if (!items.length) return notifications.show({ color: 'red', message: QB_MSG.noQuestionsToSave });
    save.mutate(
      items.map(({ key: _k, ...q }) => q),
      {
        onSuccess: (r) =>
          notifications.show({ color: 'green', message: qbSavedMessage(r.saved_count, r.duplicate_count) }),
        onError: (e) => notifications.show({ color: 'red', message: errorMessage(e, QB_MSG.saveFailed) }),
      },
    );
  };

  const size = QB_LIMITS.generatedPageSize;
  const shown = items.slice((page - 1) * size, page * size);

  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="md">
        <Stack gap="md">
          <SegmentedControl
            value={mode}
            onChange={switchMode}
            data={[
              { value: 'regular', label: 'Regular' },
              { value: 'olympiad', label: 'Olympiad' },
            ]}
            w="fit-content"
            aria-label="Question mode"
          />
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            <CascadeSelects mode={mode} value={sel} onChange={setSel} showErrors required />
            <Select
              label="Difficulty"
              data={DIFFICULTY_OPTIONS}
              value={difficulty}
              onChange={(v) => v && setDifficulty(v as QuestionDifficulty)}
              allowDeselect={false}
            />
            <NumberInput
              label={`Number of questions (${QB_LIMITS.minQuestions}–${QB_LIMITS.maxQuestions})`}
              min={QB_LIMITS.minQuestions}
              max={QB_LIMITS.maxQuestions}
              clampBehavior="none"
              error={
                count !== '' &&
                (!Number.isInteger(Number(count)) ||
                  Number(count) < QB_LIMITS.minQuestions ||
                  Number(count) > QB_LIMITS.maxQuestions)
                  ? QB_MSG.numQuestions
                  : undefined
              }
              value={count}
              onChange={setCount}
            />
            <Select
              label="AI model"
              data={QB_MODELS.map((m) => ({ value: m.id, label: m.name }))}
              value={model}
              onChange={(v) => v && setModel(v)}
              allowDeselect={false}
            />
            {label && (
              <PasswordInput
                label={label}
                description="Used only for this generation; never stored."
                value={apiKey}
                onChange={(e) => setApiKey(e.currentTarget.value)}
                autoComplete="off"
              />
            )}
            {!olympiad && (
              <FileInput
                label="Reference document (optional)"
                placeholder="PDF, JPG or PNG"
                accept="application/pdf,image/jpeg,image/png"
                clearable
                value={reference}
                onChange={pickReference}
              />
            )}
          </SimpleGrid>
          <div>
            <Text size="sm" fw={500} mb={6}>
              Question types
            </Text>
            <Chip.Group multiple value={olympiad ? ['mcq'] : types} onChange={setTypes}>
              <Group gap="xs">
                {TYPE_OPTIONS.filter((t) => QUESTION_TYPES.includes(t.value)).map((t) => (
                  <Chip key={t.value} value={t.value} disabled={olympiad && t.value !== 'mcq'} readOnly={olympiad}>
                    {t.label}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            {olympiad && (
              <Text size="xs" c="gray.7" mt={4}>
                {QB_MSG.olympiadMcqOnly}
              </Text>
            )}
          </div>
          {!olympiad && (
            <Textarea
              label="Instructions (optional)"
              placeholder="e.g. Use Indian names and rupees in word problems"
              autosize
              minRows={2}
              description={charCount(instruction, QB_LIMITS.instructionMax)}
              error={overLimit(instruction, QB_LIMITS.instructionMax) ? INSTRUCTION_TOO_LONG : undefined}
              value={instruction}
              onChange={(e) => setInstruction(e.currentTarget.value)}
            />
          )}
          {error && (
            <Alert color="red" variant="light" icon={<IconInfoCircle size={18} />} role="alert">
              {error}
            </Alert>
          )}
          <Group>
            <Button onClick={submit} loading={generate.isPending} loaderProps={{ type: 'dots' }}>
              {generate.isPending ? 'Generating...' : 'Generate'}
            </Button>
          </Group>
        </Stack>
      </Paper>

      {items.length > 0 && (
        <Paper withBorder radius="lg" p="md">
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} fz="lg">
                Generated Questions ({items.length})
              </Title>
              <Group gap="xs">
                <Button variant="default" leftSection={<IconDownload size={16} />} onClick={downloadCsv}>
                  Download CSV
                </Button>
                <Button onClick={saveAll} loading={save.isPending}>
                  Save to Database
                </Button>
              </Group>
            </Group>
            {shown.map((q, i) => (
              <QuestionRow
                key={q.key}
                index={(page - 1) * size + i + 1}
                question={q}
                onView={() => setViewing(q)}
                onEdit={() => setEditing(q)}
                onDelete={() => {
                  if (!window.confirm(CONFIRM_DELETE)) return;
                  const next = items.filter((x) => x.key !== q.key);
                  setItems(next);
                  setPage((p) => Math.min(p, Math.max(1, Math.ceil(next.length / size))));
                  notifications.show({ color: 'green', message: 'Question deleted' });
                }}
              />
            ))}
            <Pager page={page} pageSize={size} total={items.length} onPage={setPage} />
          </Stack>
        </Paper>
      )}
      <ViewQuestionModal question={viewing} onClose={() => setViewing(null)} />
      <EditQuestionModal
        question={editing}
        onClose={() => setEditing(null)}
        onSave={(v) => {
          if (!editing) return;
          const mcq = editing.question_type === 'mcq';
          const options = mcq
            ? [v.option_A ?? '', v.option_B ?? '', v.option_C ?? '', v.option_D ?? '']
            : editing.options;
          if (mcq && !options?.some((o) => o.trim() === v.answer.trim())) {
            notifications.show({ color: 'red', message: 'The answer must be one of the options' });
            return;
          }
          setItems(
            items.map((x) =>
              x.key === editing.key
                ? {
                    ...x,
                    question_text: v.question_text,
                    answer: v.answer,
                    answer_explanation: v.answer_explanation,
                    options,
                    ...(mcq
                      ? {
                          option_A: v.option_A ?? null,
                          option_B: v.option_B ?? null,
                          option_C: v.option_C ?? null,
                          option_D: v.option_D ?? null,
                        }
                      : {}),
                  }
                : x,
            ),
          );
          setEditing(null);
          notifications.show({ color: 'green', message: 'Question updated' });
        }}
      />
    </Stack>
  );
}
