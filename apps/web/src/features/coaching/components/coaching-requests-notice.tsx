import { Alert, Button, Group, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { usePendingRequests } from '../api/coaching';

/** The parent's home says when a teacher is waiting for an answer, whichever child is (or is not) selected. */
export function CoachingRequestsNotice({ onOpen }: { onOpen: () => void }) {
  const pending = usePendingRequests();
  const n = pending.data?.length ?? 0;
  if (n === 0) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconInbox size={18} />} data-testid="coaching-requests-notice">
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {n === 1 ? 'A coaching teacher has asked' : `${n} coaching requests ask`} to link with your child.
        </Text>
        <Button size="compact-sm" color="orange" onClick={onOpen}>
          Review Requests
        </Button>
      </Group>
    </Alert>
  );
}
