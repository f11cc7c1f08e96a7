import { Alert, Button, Card, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { usePendingRequests, useRespondToRequest } from '../api/coaching';
import type { PendingCoachingRequest } from '../api/coaching-types';
import { COACH_UI, formatDate } from './coaching-ui';

export interface RequestChild {
  id: string;
  name: string;
  grade: number;
}

function RequestCard({ request, kids }: { request: PendingCoachingRequest; kids: RequestChild[] }) {
  const respond = useRespondToRequest();
  // The child the teacher named is the likely one; the parent still chooses.
  const guess = kids.find((k) => k.name.trim().toLowerCase() === request.child_name.trim().toLowerCase());
  const [childId, setChildId] = useState<string | null>(guess?.id ?? null);
  const [error, setError] = useState<string | null>(null);

  const answer = async (status: 'approved' | 'denied') => {
    if (status === 'approved' && !childId) return setError(COACH_UI.selectChildFirst);
    setError(null);
    try {
      // Awaited rather than per-call callbacks: the answered request leaves the list (and this card unmounts).
      await respond.mutateAsync({ id: request.id, status, childId: status === 'approved' ? childId : null });
      notifications.show({ color: 'green', message: status === 'approved' ? COACH_UI.approved : COACH_UI.denied });
    } catch (err) {
      setError(errorMessage(err, COACH_UI.updateRequestError));
    }
  };

  return (
    <Card withBorder radius="md" padding="sm" data-testid="coaching-request">
      <Text fw={700}>
        {request.coach.name} · {request.subject}
      </Text>
      <Text size="sm" c="gray.7">
        For {request.child_name}
        {request.child_grade ? ` (Grade ${request.child_grade})` : ''} · {formatDate(request.created_at)}
      </Text>
      {request.message && (
        <Text size="sm" mt={6} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          “{request.message}”
        </Text>
      )}
      <Select
        mt="sm"
        label="Child"
        placeholder={kids.length ? 'Choose your child' : 'Add your child first'}
        data={kids.map((k) => ({ value: k.id, label: `${k.name} (Grade ${k.grade})` }))}
        value={childId}
        onChange={setChildId}
        allowDeselect={false}
      />
      {error && (
        <Alert color="red" variant="light" role="alert" mt="xs">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="xs" mt="sm">
        <Button
          variant="default"
          color="red"
          loading={respond.isPending && respond.variables?.status === 'denied'}
          disabled={respond.isPending}
          onClick={() => void answer('denied')}
        >
          Deny
        </Button>
        <Button
          color="green"
          loading={respond.isPending && respond.variables?.status === 'approved'}
          disabled={respond.isPending}
          onClick={() => void answer('approved')}
        >
          Approve
        </Button>
      </Group>
    </Card>
  );
}

/** Coaching Requests (spec 01 "Main dashboard shell", §4): approve with one of the children, or deny. */
export function CoachingRequestsModal({
  opened,
  onClose,
  kids,
}: {
  opened: boolean;
  onClose: () => void;
  kids: RequestChild[];
}) {
  const pending = usePendingRequests(opened);
  const list = pending.data ?? [];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Coaching Requests"
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {pending.isPending ? (
        <Loader aria-label="Loading requests" />
      ) : pending.isError ? (
        <Alert color="red" variant="light" role="alert">
          Coaching requests could not be loaded.
        </Alert>
      ) : list.length === 0 ? (
        <Text c="gray.7" ta="center" py="lg">
          No coaching requests waiting.
        </Text>
      ) : (
        <Stack gap="sm">
          {list.map((r) => (
            <RequestCard key={r.id} request={r} kids={kids} />
          ))}
        </Stack>
      )}
    </Modal>
  );
}
