import { AI_DIFFICULTIES, type AiDifficulty } from '@app/shared/schemas/ai';
import { QUESTION_TYPE_LABELS, type QuestionType } from '@app/shared/schemas/question';
import { WORKSHEET_MSG } from '@app/shared/schemas/worksheets';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle, IconRefresh, IconSparkles } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useSyllabus } from '../api/syllabus';
import { useTemplates } from '../api/templates';
import type { GenerateWorksheetBody, ReferenceUpload as Uploaded } from '../api/worksheets';
import { ReferenceUpload } from './reference-upload';
import { TopicChecklist } from './topic-checklist';
import { ALL_QUESTION_TYPES, DIFFICULTY_LABELS, FALLBACK_TEMPLATES, SUBJECTS } from './worksheet-ui';

/** Who the worksheet is for: one of the parent's children, or (a teacher without batches yet) a grade and board. */
export interface ChildTarget {
  id: string;
  name: string;
  grade: number;
  board: string;
}

export interface GeneratorRequest {
  body: GenerateWorksheetBody;
  /** For the suggested task title "{subject} - {template name}" (spec 02 §9). */
  templateName: string;
}

interface GeneratorFormProps {
  /** The parent's children; empty for a teacher. */
  targets: ChildTarget[];
  initialChildId?: string | null;
  initialSubject?: string | null;
  /** A teacher's active batch grade. */
  initialGrade?: number | null;
  busy: boolean;
  error: string | null;
  onSubmit: (request: GeneratorRequest) => void;
}

const TEACHER_BOARDS = ['Master', 'CBSE', 'ICSE', 'IB', 'Cambridge', 'State'];

const countOutOfRange = (v: number | string) =>
  v !== '' && (!Number.isInteger(Number(v)) || Number(v) < 1 || Number(v) > 35);

export function GeneratorForm({
  targets,
  initialChildId,
  initialSubject,
  initialGrade,
  busy,
  error,
  onSubmit,
}: GeneratorFormProps) {
  const templatesQuery = useTemplates();
  const templates = templatesQuery.data?.templates ?? (templatesQuery.isError ? FALLBACK_TEMPLATES : undefined);

  const [childId, setChildId] = useState(initialChildId ?? targets[0]?.id ?? null);
  const child = targets.find((t) => t.id === childId) ?? null;
  const [grade, setGrade] = useState(child?.grade ?? initialGrade ?? 6);
  const [board, setBoard] = useState('Master');
  const [subject, setSubject] = useState(initialSubject ?? '');
  const [templateKey, setTemplateKey] = useState('custom');
  const [customTypes, setCustomTypes] = useState(false);
  const [types, setTypes] = useState<QuestionType[]>(FALLBACK_TEMPLATES.custom.question_types);
  const [count, setCount] = useState<number | string>(10);
  const [difficulty, setDifficulty] = useState<AiDifficulty>('auto');
  const [bookId, setBookId] = useState<string | null>(null);
  const [topics, setTopics] = useState<string[]>([]);
  const [typedTopics, setTypedTopics] = useState('');
  const [referenceText, setReferenceText] = useState('');
  const [reference, setReference] = useState<Uploaded | null>(null);
  const [instructions, setInstructions] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const effectiveGrade = child?.grade ?? grade;
  const syllabus = useSyllabus({
    subject,
    grade: effectiveGrade,
    board: child ? null : board,
    childId: child?.id ?? null,
    bookId,
  });

  // Once the server's templates arrive, the default template's count and types apply.
  const template = templates?.[templateKey];
  const templateNote = template && 'note' in template && typeof template.note === 'string' ? template.note : null;
  useEffect(() => {
    if (!template) return;
    setTypes(template.question_types);
    setCount(template.default_questions);
    setCustomTypes(false);
  }, [template]);

  // A new child, subject or grade is another syllabus: its book and topics start fresh.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets when the syllabus context changes.
  useEffect(() => {
    setBookId(null);
    setTopics([]);
  }, [childId, subject, effectiveGrade, board]);

  const bookOptions = useMemo(
    () => (syllabus.data?.available_books ?? []).map((b) => ({ value: b.id, label: `${b.title} (${b.publisher})` })),
    [syllabus.data],
  );

  const toggleType = (t: QuestionType, on: boolean) => {
    setTypes((prev) =>
      on ? ALL_QUESTION_TYPES.filter((x) => x === t || prev.includes(x)) : prev.filter((x) => x !== t),
    );
    setCustomTypes(true);
  };

  const submit = () => {
    const typed = typedTopics
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    const allTopics = [...new Set([...topics, ...typed])];
    if (!subject) return setProblem(WORKSHEET_MSG.subjectRequired);
    if (!allTopics.length && !referenceText.trim() && !reference) return setProblem(WORKSHEET_MSG.needTopicOrReference);
    if (!types.length) return setProblem(WORKSHEET_MSG.needQuestionType);
    const n = Number(count);
    if (!Number.isInteger(n) || n < 1 || n > 35) return setProblem(WORKSHEET_MSG.numQuestions);
    setProblem(null);
    const templateName = template?.name ?? 'Custom';
    onSubmit({
      templateName,
      body: {
        mode: 'practice',
        subject,
        topics: allTopics,
        template: templateKey,
        num_questions: n,
        difficulty,
        question_types: types,
        instructions: instructions.trim() || null,
        title: `${subject} - ${templateName}`,
        reference_file_path: reference?.file_path ?? null,
        reference_file_type: reference?.file_type ?? null,
        reference_text: referenceText.trim() || null,
        ...(child
          ? { target_id: child.id, target_type: 'child' as const }
          : { grade, board, target_type: null, target_id: null }),
      },
    });
  };

  const shown = problem ?? error;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {targets.length > 0 ? (
          <Select
            label="For"
            data={targets.map((t) => ({ value: t.id, label: `${t.name} (Grade ${t.grade}, ${t.board})` }))}
            value={childId}
            onChange={(v) => v && setChildId(v)}
            allowDeselect={false}
            readOnly={targets.length === 1}
          />
        ) : (
          <Group grow gap="sm" align="flex-start">
            <Select
              label="Grade"
              data={Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: `Grade ${i + 1}` }))}
              value={String(grade)}
              onChange={(v) => v && setGrade(Number(v))}
              allowDeselect={false}
            />
            <Select
              label="Board"
              data={TEACHER_BOARDS}
              value={board}
              onChange={(v) => v && setBoard(v)}
              allowDeselect={false}
            />
          </Group>
        )}
        <Select
          label="Subject"
          placeholder="Choose a subject"
          data={[...SUBJECTS]}
          value={subject || null}
          onChange={(v) => setSubject(v ?? '')}
          required
        />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label="Template"
          data={Object.entries(templates ?? FALLBACK_TEMPLATES).map(([value, t]) => ({ value, label: t.name }))}
          value={templateKey}
          onChange={(v) => v && setTemplateKey(v)}
          allowDeselect={false}
        />
        <NumberInput
          label="Number of questions (1–35)"
          min={1}
          max={35}
          step={1}
          clampBehavior="none"
          error={countOutOfRange(count) ? WORKSHEET_MSG.numQuestions : undefined}
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
      {templateNote && (
        <Text size="xs" c="gray.7">
          {templateNote}
        </Text>
      )}

      <div>
        <Group justify="space-between" mb={6} gap="xs">
          <Group gap={6}>
            <Text size="sm" fw={500} id="types-label">
              Question types
            </Text>
            {customTypes && (
              <Badge size="sm" variant="light" color="grape">
                Custom
              </Badge>
            )}
          </Group>
          {customTypes && template && (
            <Button
              variant="subtle"
              size="compact-xs"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={() => {
                setTypes(template.question_types);
                setCustomTypes(false);
              }}
            >
              Reset to template
            </Button>
          )}
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing={6} role="group" aria-labelledby="types-label">
          {ALL_QUESTION_TYPES.map((t) => (
            <Checkbox
              key={t}
              size="sm"
              label={QUESTION_TYPE_LABELS[t]}
              checked={types.includes(t)}
              onChange={(e) => toggleType(t, e.currentTarget.checked)}
            />
          ))}
        </SimpleGrid>
      </div>

      {subject && (
        <Stack gap={6}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="sm" fw={500}>
              Topics {topics.length > 0 && `(${topics.length} selected)`}
            </Text>
            {bookOptions.length > 0 && (
              <Select
                aria-label="Book"
                size="xs"
                w={260}
                data={bookOptions}
                value={bookId ?? syllabus.data?.selected_book_id ?? null}
                onChange={(v) => {
                  // Another book has other chapters: the chosen topics no longer apply (spec 02 §4).
                  setBookId(v);
                  setTopics([]);
                }}
                allowDeselect={false}
              />
            )}
          </Group>
          <TopicChecklist
            syllabus={syllabus.data}
            loading={syllabus.isFetching}
            selected={topics}
            onChange={setTopics}
          />
        </Stack>
      )}

      <TextInput
        label="Other topics"
        description="Separate topics with commas"
        placeholder="e.g. Fractions, Decimals"
        value={typedTopics}
        onChange={(e) => setTypedTopics(e.currentTarget.value)}
      />
      <Textarea
        label="Reference text"
        description="Paste material to base the questions on (optional)"
        autosize
        minRows={2}
        maxRows={6}
        value={referenceText}
        onChange={(e) => setReferenceText(e.currentTarget.value)}
      />
      <ReferenceUpload value={reference} onChange={setReference} />
      <Textarea
        label="Instructions"
        placeholder="Anything the generator should keep in mind (optional)"
        autosize
        minRows={1}
        maxRows={4}
        value={instructions}
        onChange={(e) => setInstructions(e.currentTarget.value)}
      />

      {shown && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {shown}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button leftSection={<IconSparkles size={18} aria-hidden />} onClick={submit} loading={busy}>
          Generate Worksheet
        </Button>
      </Group>
    </Stack>
  );
}
