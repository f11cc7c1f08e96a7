import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useDeleteBatch } from '../api/batches';
import type { Batch } from '../api/coaching-types';
import { COACH_UI } from './coaching-ui';

interface DeleteBatchModalProps {
  batch: Batch | null;
  onClose: () => void;
  onDeleted?: (batch: Batch) => void;
}

/** Delete Batch: the teacher's password is checked before the batch goes (spec 02 §2.8, §5). */
export function DeleteBatchModal({ batch, onClose, onDeleted }: DeleteBatchModalProps) {
  const remove = useDeleteBatch();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (batch) {
      setPassword('');
      setError(null);
    }
  }, [batch]);

  const confirm = (e: React.FormEvent) => {
    e.preventDefault();
    if (!batch) return;
    if (!password) return setError(COACH_UI.enterPassword);
    setError(null);
    remove.mutate(
      { id: batch.id, password },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: COACH_UI.batchDeleted });
          onDeleted?.(batch);
          onClose();
        },
        onError: (err) => {
          // The server answers a wrong password with the spec's own message.
          if (err instanceof ApiError && err.detail === COACH_UI.wrongPassword) setError(COACH_UI.wrongPassword);
          else if (err instanceof ApiError && err.status === 401) setError(COACH_UI.wrongPassword);
          else setError(COACH_UI.deleteBatchError(errorMessage(err, err.message)));
        },
      },
    );
  };

  return (
    <Modal
      opened={Boolean(batch)}
      onClose={onClose}
      title="Delete Batch"
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={confirm} noValidate>
        <Stack gap="md">
          <Text size="sm">
            Delete <strong>{batch?.name}</strong>? This cannot be undone. Enter your password to confirm.
          </Text>
          <PasswordInput
            label="Your password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            data-autofocus
          />
          {error && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={remove.isPending}>
              Delete Batch
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
