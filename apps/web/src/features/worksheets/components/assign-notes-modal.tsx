import { STUDY_DESCRIPTION_MAX, STUDY_MSG, STUDY_TITLE_MAX } from '@app/shared/schemas/study';
import { Alert, Button, Checkbox, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { charCount, overLimit } from '../../../components/limits';
import { errorMessage } from '../../../lib/api-client';
import { useAssignNotes } from '../api/notes';
import type { ChildTarget } from './generator-form';

interface AssignNotesModalProps {
  opened: boolean;
  noteId: string;
  defaultTitle: string;
  /** The parent's children; the one the notes were made for is ticked. */
  targets: ChildTarget[];
  initialChildId: string | null;
  onClose: () => void;
  onAssigned: () => void;
}

/** Spec 02 §2.6 nested Assign Notes modal: title, description and the children (at least one). */
export function AssignNotesModal({
  opened,
  noteId,
  defaultTitle,
  targets,
  initialChildId,
  onClose,
  onAssigned,
}: AssignNotesModalProps) {
  const assign = useAssignNotes();
  const [title, setTitle] = useState(defaultTitle);
  const [description, setDescription] = useState('');
  const [children, setChildren] = useState<string[]>(initialChildId ? [initialChildId] : []);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!opened) return;
    setTitle(defaultTitle);
    setDescription('');
    setChildren(initialChildId ? [initialChildId] : []);
    setError(null);
  }, [opened, defaultTitle, initialChildId]);

  const submit = () => {
    if (!title.trim()) return setError(STUDY_MSG.titleRequired);
    if (!children.length) return setError(STUDY_MSG.selectChild);
    setError(null);
    assign.mutate(
      {
        noteId,
        body: {
          title: title.trim(),
          description: description.trim() || null,
          target_type: 'child',
          target_ids: children,
        },
      },
      { onSuccess: onAssigned, onError: (e) => setError(errorMessage(e, STUDY_MSG.notesAssignError)) },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Assign Notes"
      radius="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <TextInput
          label="Title"
          required
          description={charCount(title, STUDY_TITLE_MAX)}
          error={overLimit(title, STUDY_TITLE_MAX) ? `Title must be at most ${STUDY_TITLE_MAX} characters` : undefined}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          data-autofocus
        />
        <Textarea
          label="Description"
          placeholder="What should your child look at? (optional)"
          autosize
          minRows={2}
          maxRows={5}
          description={charCount(description, STUDY_DESCRIPTION_MAX)}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <Checkbox.Group label="Assign to" value={children} onChange={setChildren}>
          <Stack gap={6} mt={6}>
            {targets.map((c) => (
              <Checkbox key={c.id} value={c.id} label={`${c.name} (Grade ${c.grade})`} />
            ))}
          </Stack>
        </Checkbox.Group>
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={assign.isPending}>
            Cancel
          </Button>
          <Button leftSection={<IconSend size={16} aria-hidden />} onClick={submit} loading={assign.isPending}>
            Assign
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
