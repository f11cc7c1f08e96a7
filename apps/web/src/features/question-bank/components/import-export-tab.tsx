import {
  QB_LIMITS,
  QB_MSG,
  type QbImportResponse,
  qbDuplicatesSkipped,
  qbImportedMessage,
  qbRowsSkipped,
} from '@app/shared/schemas/question-bank';
import { Alert, Button, FileInput, Group, List, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { exportQuestions, importQuestions, useSaveImported } from '../api/qb-api';
import { CascadeSelects, EMPTY_SELECTION, type Selection } from './cascade-selects';
import { typeCode } from './labels';

function ImportPanel() {
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<QbImportResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = useSaveImported();

  const read = async () => {
    setError(null);
    setResult(null);
    if (!file) return setError(QB_MSG.selectFile);
    setBusy(true);
    try {
      setResult(await importQuestions(file));
    } catch (e) {
      setError(errorMessage(e, QB_MSG.importFailed));
    } finally {
      setBusy(false);
    }
  };

  const saveImported = () => {
    if (!result?.questions.length) return notifications.show({ color: 'red', message: QB_MSG.noQuestionsToSave });
    save.mutate(result.questions, {
      onSuccess: (r) => {
        notifications.show({ color: 'green', message: qbImportedMessage(r.saved_count) });
        if (r.duplicate_count) notifications.show({ color: 'yellow', message: qbDuplicatesSkipped(r.duplicate_count) });
        setResult(null);
        setFile(null);
      },
      onError: (e) => notifications.show({ color: 'red', message: errorMessage(e, QB_MSG.importSaveFailed) }),
    });
  };

  const preview = result?.questions.slice(0, QB_LIMITS.importPreview) ?? [];
  const more = (result?.count ?? 0) - preview.length;
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Import Questions
        </Title>
        <Text size="sm" c="gray.7">
          Columns: Question Type, Difficulty, Board, Grade, Subject, Chapter, Topic, Question, Answer, Options,
          Explanation. Options as “A) … | B) … | C) … | D) …” (or a JSON list); the Answer is the correct option.
        </Text>
        <FileInput
          label="Spreadsheet (.xlsx, .xls, .csv)"
          placeholder="Choose a file"
          accept=".xlsx,.xls,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          leftSection={<IconFileSpreadsheet size={16} />}
          clearable
          value={file}
          onChange={(f) => {
            setFile(f);
            setResult(null);
            setError(null);
          }}
        />
        <Group>
          <Button leftSection={<IconUpload size={16} />} onClick={read} loading={busy}>
            Import
          </Button>
        </Group>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {result && (
          <Stack gap="xs">
            <Text fw={600}>Preview ({result.count} questions)</Text>
            <List size="sm" spacing={4}>
              {preview.map((q, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed preview list
                <List.Item key={i}>
                  [{typeCode(q.question_type)}] {q.question_text.slice(0, QB_LIMITS.importPreviewChars)}
                  {q.question_text.length > QB_LIMITS.importPreviewChars ? '…' : ''}
                </List.Item>
              ))}
            </List>
            {more > 0 && (
              <Text size="sm" c="gray.7">
                ... and {more} more
              </Text>
            )}
            {result.errors.length > 0 && (
              <Alert color="yellow" variant="light" title={qbRowsSkipped(result.errors.length)}>
                <List size="sm">
                  {result.errors.slice(0, 20).map((e) => (
                    <List.Item key={e.row}>
                      Row {e.row}: {e.message}
                    </List.Item>
                  ))}
                </List>
              </Alert>
            )}
            <Group>
              <Button onClick={saveImported} loading={save.isPending} disabled={!result.count}>
                Save to Database
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function ExportPanel() {
  const [mode, setMode] = useState<'all' | 'regular' | 'olympiad'>('all');
  const [sel, setSel] = useState<Selection>(EMPTY_SELECTION);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await exportQuestions(
        mode === 'olympiad'
          ? {
              question_mode: mode,
              provider: sel.board || null,
              type: sel.olympiad_type || null,
              grade: sel.grade ? Number(sel.grade) : null,
            }
          : {
              question_mode: mode,
              board: sel.board || null,
              grade: sel.grade ? Number(sel.grade) : null,
              subject: sel.subject || null,
            },
      );
      notifications.show({ color: 'green', message: QB_MSG.exported });
    } catch (e) {
      notifications.show({ color: 'red', message: errorMessage(e, QB_MSG.exportFailed) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Export Questions
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <Select
            label="Mode"
            data={[
              { value: 'all', label: 'All' },
              { value: 'regular', label: 'Regular Only' },
              { value: 'olympiad', label: 'Olympiad Only' },
            ]}
            value={mode}
            onChange={(v) => {
              setMode((v as typeof mode) ?? 'all');
              setSel(EMPTY_SELECTION);
            }}
            allowDeselect={false}
          />
          <CascadeSelects
            mode={mode === 'olympiad' ? 'olympiad' : 'regular'}
            value={sel}
            onChange={setSel}
            depth={3}
            filter
          />
        </SimpleGrid>
        <Group>
          <Button leftSection={<IconFileSpreadsheet size={16} />} onClick={run} loading={busy}>
            Export to Excel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export function ImportExportTab() {
  return (
    <Stack gap="md">
      <ImportPanel />
      <ExportPanel />
    </Stack>
  );
}
