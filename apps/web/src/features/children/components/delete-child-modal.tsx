import type { Child } from '@app/shared/schemas/children';
import { CHILD_MSG } from '@app/shared/schemas/children';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteChild } from '../api/children';

interface DeleteChildModalProps {
  child: Child | null;
  onClose: () => void;
  onDeleted?: (child: Child) => void;
}

export function DeleteChildModal({ child, onClose, onDeleted }: DeleteChildModalProps) {
  const remove = useDeleteChild();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (child) setError(null);
  }, [child]);

  const confirm = () => {
    if (!child) return;
    remove.mutate(child.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', title: 'Child', message: `${child.name} was deleted.` });
        onDeleted?.(child);
        onClose();
      },
      onError: (err) => setError(errorMessage(err, CHILD_MSG.deleteFailed)),
    });
  };

  return (
    <Modal
      opened={Boolean(child)}
      onClose={onClose}
      title="Delete Child"
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm">
          Delete <strong>{child?.name}</strong>? Their profile, photo, tasks, submissions and results are removed for
          good. This cannot be undone.
        </Text>
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending} data-autofocus>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
