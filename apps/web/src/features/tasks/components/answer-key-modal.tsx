import { Alert, Group, Loader, Modal, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { WorksheetHtml } from '../../../components/worksheet-html';
import { useTaskAnswerKey } from '../api/task-sheets';
import { TASK_UI } from './task-ui';

/** Spec 02 §2.14: subject and topics ("All Topics" by default) and the key, or its empty text. */
export function AnswerKeyModal({ taskId, onClose }: { taskId: string | null; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  const key = useTaskAnswerKey(taskId);
  const data = key.data;
  return (
    <Modal
      opened={taskId !== null}
      onClose={onClose}
      title="Answer Key"
      size="lg"
      fullScreen={phone}
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      {key.isError ? (
        <Alert color="red" variant="light" role="alert">
          {TASK_UI.answerKeyError}
        </Alert>
      ) : !data ? (
        <Group justify="center" py="xl">
          <Loader aria-label="Loading answer key" />
        </Group>
      ) : (
        <Stack gap="md">
          <div>
            <Text size="sm">
              <strong>Subject:</strong> {data.worksheet.subject}
            </Text>
            <Text size="sm">
              <strong>Topics:</strong>{' '}
              {data.worksheet.topics.length ? data.worksheet.topics.join(', ') : TASK_UI.allTopics}
            </Text>
          </div>
          {data.answer_key_entries.length === 0 ? (
            <Text c="gray.7">{TASK_UI.noAnswerKey}</Text>
          ) : (
            <Paper withBorder radius="md" p="md">
              <WorksheetHtml html={data.answer_key} label="Answer key" />
            </Paper>
          )}
        </Stack>
      )}
    </Modal>
  );
}
