import { QUESTION_TYPE_LABELS } from '@app/shared/schemas/question';
import { checkEditedQuestions, type Worksheet } from '@app/shared/schemas/worksheets';
import { Accordion, Alert, Badge, Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconCheck, IconPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateWorksheet } from '../api/worksheets';
import { blankDraft, type DraftQuestion, QuestionEditor, toDraft } from './question-editor';
import { WS_UI } from './worksheet-ui';

interface EditWorksheetModalProps {
  worksheet: Worksheet | null;
  opened: boolean;
  onClose: () => void;
}

/** Spec 02 §2.3 and §5: collapsible questions, add, delete and renumber, the checks in order, save. */
export function EditWorksheetModal({ worksheet, opened, onClose }: EditWorksheetModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const update = useUpdateWorksheet();
  const [drafts, setDrafts] = useState<DraftQuestion[]>([]);
  const [open, setOpen] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Drafts start from the worksheet when the dialog opens; the reload after saving must not reset them.
  const [openedFor, setOpenedFor] = useState<boolean>(false);
  if (opened !== openedFor) {
    setOpenedFor(opened);
    if (opened) {
      setDrafts(worksheet?.questions.map(toDraft) ?? []);
      setOpen([]);
      setError(null);
      setSaved(false);
    }
  }
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const loadProblem = !worksheet ? WS_UI.worksheetMissing : worksheet.questions.length === 0 ? WS_UI.noQuestions : null;

  const save = () => {
    if (!worksheet) return;
    const checked = checkEditedQuestions(drafts);
    if (!checked.ok) {
      setError(checked.message);
      const key = drafts[checked.index]?.key;
      if (key) setOpen((o) => (o.includes(key) ? o : [...o, key]));
      return;
    }
    setError(null);
    update.mutate(
      {
        id: worksheet.id,
        body: {
          num_questions: drafts.length,
          questions: drafts.map((d) => ({
            question_number: d.original,
            question_type: d.question_type,
            question_text: d.question_text,
            options: d.options,
            correct_answer: d.correct_answer,
            marks: d.marks,
            difficulty: d.difficulty,
            answer_explanation: d.answer_explanation,
          })),
        },
      },
      {
        onSuccess: () => {
          setSaved(true);
          closeTimer.current = setTimeout(onClose, 1500);
        },
        onError: (err) => setError(errorMessage(err, WS_UI.updateFailed)),
      },
    );
  };

  const add = () => {
    const q = blankDraft();
    setDrafts((d) => [...d, q]);
    setOpen((o) => [...o, q.key]);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Edit Worksheet"
      size="xl"
      fullScreen={phone}
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      {loadProblem ? (
        <Alert color="red" variant="light" role="alert">
          {loadProblem}
        </Alert>
      ) : (
        <Stack gap="md">
          <Group justify="space-between">
            <Text size="sm" c="gray.7">
              {drafts.length} question{drafts.length === 1 ? '' : 's'}
            </Text>
            <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={add}>
              Add New Question
            </Button>
          </Group>
          <Accordion multiple value={open} onChange={setOpen} variant="separated" radius="md">
            {drafts.map((q, i) => (
              <Accordion.Item key={q.key} value={q.key}>
                <Accordion.Control>
                  <Group gap="xs" wrap="nowrap">
                    <Text fw={700} size="sm">
                      Question {i + 1}
                    </Text>
                    <Badge size="sm" variant="light">
                      {QUESTION_TYPE_LABELS[q.question_type]}
                    </Badge>
                    <Text size="sm" c="gray.7" lineClamp={1} style={{ flex: 1 }}>
                      {q.question_text}
                    </Text>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <QuestionEditor
                    index={i}
                    question={q}
                    canDelete={drafts.length > 1}
                    onChange={(next) => setDrafts((d) => d.map((x) => (x.key === q.key ? next : x)))}
                    onDelete={() => setDeleting(q.key)}
                  />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
          {error && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {error}
            </Alert>
          )}
          {saved && (
            <Alert color="green" variant="light" icon={<IconCheck size={18} />} role="status">
              {WS_UI.updated}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              Cancel
            </Button>
            <Button onClick={save} loading={update.isPending} disabled={saved}>
              Save Changes
            </Button>
          </Group>
        </Stack>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete Question"
        message={WS_UI.deleteQuestion}
        confirmLabel="Delete"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          // The rest renumber by position.
          setDrafts((d) => d.filter((x) => x.key !== deleting));
          setDeleting(null);
        }}
      />
    </Modal>
  );
}
