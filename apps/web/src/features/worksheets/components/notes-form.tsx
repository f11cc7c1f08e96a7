import { NOTES_TYPE_LABELS, NOTES_TYPES, type NoteType } from '@app/shared/schemas/notes';
import { WORKSHEET_MSG } from '@app/shared/schemas/worksheets';
import { Alert, Button, Group, Radio, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle, IconSparkles } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import type { GenerateNotesBody } from '../api/notes';
import { useSyllabus } from '../api/syllabus';
import type { ReferenceUpload as Uploaded } from '../api/worksheets';
import type { ChildTarget } from './generator-form';
import { ReferenceUpload } from './reference-upload';
import { TopicChecklist } from './topic-checklist';
import { SUBJECTS } from './worksheet-ui';

const TYPE_HINTS: Record<NoteType, string> = {
  memory_map: 'A diagram of the ideas and how they connect',
  slides: 'One idea per slide, for quick reading',
  summary: 'Sections with the key points',
  revision: 'Key points and a quick self-check',
};

const TEACHER_BOARDS = ['Master', 'CBSE', 'ICSE', 'IB', 'Cambridge', 'State'];

interface NotesFormProps {
  targets: ChildTarget[];
  initialChildId?: string | null;
  initialSubject?: string | null;
  busy: boolean;
  error: string | null;
  onSubmit: (body: GenerateNotesBody, childId: string | null) => void;
}

/** Notes form (spec 02 §3 Notes form): type, subject, topics from the chosen book, reference text or file. */
export function NotesForm({ targets, initialChildId, initialSubject, busy, error, onSubmit }: NotesFormProps) {
  const [childId, setChildId] = useState(initialChildId ?? targets[0]?.id ?? null);
  const child = targets.find((t) => t.id === childId) ?? null;
  const [grade, setGrade] = useState(child?.grade ?? 6);
  const [board, setBoard] = useState('Master');
  const [type, setType] = useState<NoteType>('summary');
  const [subject, setSubject] = useState(initialSubject ?? '');
  const [bookId, setBookId] = useState<string | null>(null);
  const [topics, setTopics] = useState<string[]>([]);
  const [typedTopics, setTypedTopics] = useState('');
  const [referenceText, setReferenceText] = useState('');
  const [reference, setReference] = useState<Uploaded | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const effectiveGrade = child?.grade ?? grade;
  // With a child, the syllabus starts from the book chosen for that child (spec 02 §2.17).
  const syllabus = useSyllabus({ subject, grade: effectiveGrade, board: child ? null : board, childId, bookId });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new child, subject or grade is another syllabus.
  useEffect(() => {
    setBookId(null);
    setTopics([]);
  }, [childId, subject, effectiveGrade, board]);

  const bookOptions = useMemo(
    () => (syllabus.data?.available_books ?? []).map((b) => ({ value: b.id, label: `${b.title} (${b.publisher})` })),
    [syllabus.data],
  );

  const submit = () => {
    const typed = typedTopics
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    const all = [...new Set([...topics, ...typed])];
    if (!subject) return setProblem(WORKSHEET_MSG.subjectRequired);
    if (!all.length && !referenceText.trim() && !reference) return setProblem(WORKSHEET_MSG.needTopicOrReference);
    setProblem(null);
    onSubmit(
      {
        type,
        subject,
        topics: all,
        reference_text: referenceText.trim() || null,
        reference_file_path: reference?.file_path ?? null,
        reference_file_type: reference?.file_type ?? null,
        ...(child ? { target_id: child.id, target_type: 'child' as const } : { grade, board }),
      },
      child?.id ?? null,
    );
  };

  const shown = problem ?? error;
  return (
    <Stack gap="md">
      <Radio.Group label="Type of notes" value={type} onChange={(v) => setType(v as NoteType)}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={8} mt={6}>
          {NOTES_TYPES.map((t) => (
            <Radio key={t} value={t} label={NOTES_TYPE_LABELS[t]} description={TYPE_HINTS[t]} />
          ))}
        </SimpleGrid>
      </Radio.Group>
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
        value={typedTopics}
        onChange={(e) => setTypedTopics(e.currentTarget.value)}
      />
      <Textarea
        label="Reference text"
        description="Paste material to base the notes on (optional)"
        autosize
        minRows={2}
        maxRows={6}
        value={referenceText}
        onChange={(e) => setReferenceText(e.currentTarget.value)}
      />
      <ReferenceUpload value={reference} onChange={setReference} />
      {shown && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {shown}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button leftSection={<IconSparkles size={18} aria-hidden />} onClick={submit} loading={busy}>
          Generate Notes
        </Button>
      </Group>
    </Stack>
  );
}
