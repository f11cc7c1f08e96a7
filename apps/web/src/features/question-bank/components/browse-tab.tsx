import type { QuestionDifficulty, QuestionType } from '@app/shared/schemas/question';
import { QB_LIMITS, QB_MSG, type QbFetchRequest, type QbQuestion } from '@app/shared/schemas/question-bank';
import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteQuestion, useQuestions, useUpdateQuestion } from '../api/qb-api';
import { CascadeSelects, EMPTY_SELECTION, type Selection } from './cascade-selects';
import { DIFFICULTY_OPTIONS, TYPE_OPTIONS } from './labels';
import { EditQuestionModal, Pager, QuestionRow, ViewQuestionModal } from './question-modals';

const ALL = '__all__';
const CONFIRM_DELETE = 'Are you sure you want to delete this question?';

export function BrowseTab() {
  const [mode, setMode] = useState<'regular' | 'olympiad'>('regular');
  const [sel, setSel] = useState<Selection>(EMPTY_SELECTION);
  const [type, setType] = useState(ALL);
  const [difficulty, setDifficulty] = useState(ALL);
  const [page, setPage] = useState(1);
  // Pages by the server's cursors (an index seek, however deep the page); the page number is counted here.
  const [cursor, setCursor] = useState<Pick<QbFetchRequest, 'after' | 'before'>>({});
  const [applied, setApplied] = useState<Omit<QbFetchRequest, 'skip' | 'limit'> | null>(null);
  const [viewing, setViewing] = useState<QbQuestion | null>(null);
  const [editing, setEditing] = useState<QbQuestion | null>(null);
  const size = QB_LIMITS.browsePageSize;
  const list = useQuestions({ ...applied, ...cursor, limit: size }, applied !== null);
  const update = useUpdateQuestion();
  const remove = useDeleteQuestion();

  const goTo = (p: number) => {
    const d = list.data;
    if (p <= 1) setCursor({});
    else if (p === page + 1 && d?.next_cursor) setCursor({ after: d.next_cursor });
    else if (p === page - 1 && d?.prev_cursor) setCursor({ before: d.prev_cursor });
    else return;
    setPage(p);
  };

  const search = () => {
    setPage(1);
    setCursor({});
    setApplied({
      question_mode: mode,
      board: sel.board || null,
      grade: sel.grade ? Number(sel.grade) : null,
      subject: mode === 'regular' ? sel.subject || null : null,
      chapter: sel.chapter || null,
      topic: sel.topic || null,
      olympiad_code: mode === 'olympiad' ? sel.olympiad_type || null : null,
      question_type: type === ALL ? null : (type as QuestionType),
      difficulty: difficulty === ALL ? null : (difficulty as QuestionDifficulty),
    });
  };

  const questions = list.data?.questions ?? [];
  const total = list.data?.total ?? 0;

  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="md">
        <Stack gap="md">
          <SegmentedControl
            value={mode}
            onChange={(m) => {
              setMode(m as 'regular' | 'olympiad');
              setSel(EMPTY_SELECTION);
            }}
            data={[
              { value: 'regular', label: 'Regular' },
              { value: 'olympiad', label: 'Olympiad' },
            ]}
            w="fit-content"
            aria-label="Browse mode"
          />
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            <CascadeSelects mode={mode} value={sel} onChange={setSel} filter />
            <Select
              label="Question type"
              data={[{ value: ALL, label: 'All Types' }, ...TYPE_OPTIONS]}
              value={type}
              onChange={(v) => setType(v ?? ALL)}
              allowDeselect={false}
            />
            <Select
              label="Difficulty"
              data={[{ value: ALL, label: 'All Difficulties' }, ...DIFFICULTY_OPTIONS]}
              value={difficulty}
              onChange={(v) => setDifficulty(v ?? ALL)}
              allowDeselect={false}
            />
          </SimpleGrid>
          <Group>
            <Button leftSection={<IconSearch size={16} />} onClick={search}>
              Search
            </Button>
          </Group>
        </Stack>
      </Paper>
      {list.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(list.error, QB_MSG.fetchFailed)}
        </Alert>
      )}
      {applied && (
        <Paper withBorder radius="lg" p="md">
          <Stack gap="sm">
            <Group gap="xs">
              <Title order={2} fz="lg">
                Questions ({total} total)
              </Title>
              {list.isFetching && <Loader size="xs" />}
            </Group>
            {questions.length === 0 && !list.isFetching && <Text c="gray.7">No questions found.</Text>}
            {questions.map((q, i) => (
              <QuestionRow
                key={q.id}
                index={(page - 1) * size + i + 1}
                question={q}
                onView={() => setViewing(q)}
                onEdit={() => setEditing(q)}
                onDelete={() => {
                  if (!window.confirm(CONFIRM_DELETE)) return;
                  remove.mutate(q.id, {
                    onSuccess: () => notifications.show({ color: 'green', message: QB_MSG.deleted }),
                    onError: (e) => notifications.show({ color: 'red', message: errorMessage(e, QB_MSG.deleteFailed) }),
                  });
                }}
              />
            ))}
            <Pager page={page} pageSize={size} total={total} onPage={goTo} />
          </Stack>
        </Paper>
      )}
      <ViewQuestionModal question={viewing} onClose={() => setViewing(null)} />
      <EditQuestionModal
        question={editing}
        saving={update.isPending}
        onClose={() => setEditing(null)}
        onSave={(v) => {
          if (!editing) return;
          update.mutate(
            {
              question_id: editing.id,
              updates: {
                question_text: v.question_text,
                answer: v.answer,
                answer_explanation: v.answer_explanation || null,
                ...(editing.question_type === 'mcq'
                  ? { option_A: v.option_A, option_B: v.option_B, option_C: v.option_C, option_D: v.option_D }
                  : {}),
              },
            },
            {
              onSuccess: () => {
                setEditing(null);
                notifications.show({ color: 'green', message: QB_MSG.updated });
              },
              onError: (e) =>
                window.alert(`${QB_MSG.updateFailed}${e instanceof Error ? errorMessage(e, e.message) : ''}`),
            },
          );
        }}
      />
    </Stack>
  );
}
