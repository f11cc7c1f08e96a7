import { ANSWER_KEY_STATES } from '@app/shared/schemas/tasks';
import { Alert, Button, Checkbox, Group, Loader, Modal, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { WorksheetHtml } from '../../../components/worksheet-html';
import { openPdf } from '../../../lib/api-files';
import { printHtml } from '../../../lib/print-html';
import { useTaskWorksheet } from '../api/task-sheets';
import { TASK_UI } from './task-ui';

interface PracticeSheetModalProps {
  taskId: string | null;
  onClose: () => void;
  /** Adults print the task's PDF; the child view only reads the sheet. */
  printable?: boolean;
}

/** Spec 02 §2.11: subject, topics and the worksheet; the answer key once evaluated or published; Print. */
export function PracticeSheetModal({ taskId, onClose, printable = true }: PracticeSheetModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const sheet = useTaskWorksheet(taskId);
  const [showKey, setShowKey] = useState(false);
  const [printing, setPrinting] = useState(false);
  const [printError, setPrintError] = useState<string | null>(null);

  // Another task opens with the key hidden and no old error.
  const [shownFor, setShownFor] = useState(taskId);
  if (shownFor !== taskId) {
    setShownFor(taskId);
    setShowKey(false);
    setPrintError(null);
  }

  const data = sheet.data;
  const ws = data?.worksheet ?? null;
  const keyAllowed = data ? ANSWER_KEY_STATES.includes(data.task.state) : false;

  const print = async () => {
    if (!taskId) return;
    setPrinting(true);
    setPrintError(null);
    try {
      await openPdf(`/tasks/${encodeURIComponent(taskId)}/pdf`);
    } catch {
      setPrintError(TASK_UI.pdfError);
    } finally {
      setPrinting(false);
    }
  };

  return (
    <Modal
      opened={taskId !== null}
      onClose={onClose}
      title={data ? `Practice Sheet: ${data.task.title}` : 'Practice Sheet'}
      size="xl"
      fullScreen={phone}
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      {sheet.isError ? (
        <Alert color="red" variant="light" role="alert">
          {TASK_UI.practiceSheetError}
        </Alert>
      ) : !data ? (
        <Group justify="center" py="xl">
          <Loader aria-label="Loading practice sheet" />
        </Group>
      ) : !ws ? (
        <Text c="gray.7">This task has no worksheet.</Text>
      ) : (
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
            <div>
              <Text size="sm">
                <strong>Subject:</strong> {ws.subject}
              </Text>
              <Text size="sm">
                <strong>Topics:</strong> {ws.topics.length ? ws.topics.join(', ') : TASK_UI.allTopics}
              </Text>
              <Text size="sm">
                <strong>Task code:</strong>{' '}
                <Text component="span" ff="monospace" fw={700}>
                  {data.task.task_code}
                </Text>
              </Text>
            </div>
            {printable && (
              <Button
                leftSection={<IconPrinter size={16} aria-hidden />}
                onClick={() => void print()}
                loading={printing}
              >
                Print
              </Button>
            )}
          </Group>
          {printError && (
            <Alert color="red" variant="light" role="alert">
              <Stack gap={6}>
                <Text size="sm">{printError}</Text>
                <Button
                  size="xs"
                  variant="white"
                  w="fit-content"
                  onClick={() => void printHtml(ws.title, ws.html_content_print)}
                >
                  Print worksheet
                </Button>
              </Stack>
            </Alert>
          )}
          {keyAllowed && ws.answer_key && (
            <Checkbox label="Show Answer Key" checked={showKey} onChange={(e) => setShowKey(e.currentTarget.checked)} />
          )}
          {showKey && keyAllowed && ws.answer_key && (
            <Paper withBorder radius="md" p="md" bg="yellow.0">
              <WorksheetHtml html={ws.answer_key} label="Answer key" />
            </Paper>
          )}
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
            <WorksheetHtml html={ws.html_content_print} label="Practice sheet" />
          </Paper>
        </Stack>
      )}
    </Modal>
  );
}
