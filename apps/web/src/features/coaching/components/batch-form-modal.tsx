import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useCreateBatch, useUpdateBatch } from '../api/batches';
import type { Batch } from '../api/coaching-types';
import { COACH_UI, GRADES, SUBJECTS } from './coaching-ui';

const NAME_MAX = 100;
const LOCATION_MAX = 200;

interface BatchFormModalProps {
  opened: boolean;
  /** Null creates a batch. */
  batch: Batch | null;
  onClose: () => void;
  onSaved?: (batch: Batch) => void;
}

/** Create Batch and Edit Batch dialogs (spec 02 §2.8, §5): name, subject and grade required, location optional. */
export function BatchFormModal({ opened, batch, onClose, onSaved }: BatchFormModalProps) {
  const create = useCreateBatch();
  const update = useUpdateBatch();
  const [name, setName] = useState('');
  // Spec 01 §9: a batch's default subject is English.
  const [subject, setSubject] = useState<string>('English');
  const [grade, setGrade] = useState<string | null>(null);
  const [location, setLocation] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!opened) return;
    setName(batch?.name ?? '');
    setSubject(batch?.subject ?? 'English');
    setGrade(batch ? String(batch.grade) : null);
    setLocation(batch?.location ?? '');
    setError(null);
  }, [opened, batch]);

  const busy = create.isPending || update.isPending;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!name.trim() || !subject || !grade) return setError(COACH_UI.fillRequired);
    if (name.trim().length > NAME_MAX) return setError(`Name must be at most ${NAME_MAX} characters`);
    if (location.trim().length > LOCATION_MAX) return setError(`Location must be at most ${LOCATION_MAX} characters`);
    setError(null);
    const body = { name: name.trim(), subject, grade: Number(grade), location: location.trim() || null };
    if (batch) {
      update.mutate(
        { id: batch.id, body },
        {
          onSuccess: (saved) => {
            notifications.show({ color: 'green', message: COACH_UI.batchUpdated });
            onSaved?.(saved);
            onClose();
          },
          onError: (err) => setError(COACH_UI.updateBatchError(errorMessage(err, 'the server did not answer'))),
        },
      );
      return;
    }
    // A creation error keeps the form open (spec 02 §4) with the reason.
    create.mutate(body, {
      onSuccess: (saved) => {
        notifications.show({ color: 'green', message: `Batch "${saved.name}" created` });
        onSaved?.(saved);
        onClose();
      },
      onError: (err) => setError(errorMessage(err, 'The batch could not be created. Please try again.')),
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={batch ? 'Edit Batch' : 'Create Batch'}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Batch name"
            required
            maxLength={NAME_MAX}
            placeholder="e.g. Morning Maths Grade 7"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            data-autofocus
          />
          <Select
            label="Subject"
            required
            data={[...SUBJECTS]}
            value={subject}
            onChange={(v) => setSubject(v ?? '')}
            allowDeselect={false}
          />
          <Select
            label="Grade"
            required
            placeholder="Grade 1–12"
            data={GRADES.map((g) => ({ value: g, label: `Grade ${g}` }))}
            value={grade}
            onChange={setGrade}
            allowDeselect={false}
          />
          <TextInput
            label="Location"
            description="Optional"
            maxLength={LOCATION_MAX}
            value={location}
            onChange={(e) => setLocation(e.currentTarget.value)}
          />
          {error && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {batch ? 'Save Changes' : 'Create Batch'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
