import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconClipboardPlus, IconPencil, IconTrash, IconUserPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useCancelRequest, useRelationships, useRemoveStudent, useSentRequests } from '../api/coaching';
import type { Batch, CoachingRelationship, SentCoachingRequest } from '../api/coaching-types';
import { useBatchAnalysis } from '../api/task-status';
import { AddStudentModal } from './add-student-modal';
import { BatchStats } from './batch-stats';
import { COACH_UI, formatDate } from './coaching-ui';
import { EditStudentModal } from './edit-student-modal';

interface CoachingStudentsPanelProps {
  opened: boolean;
  onClose: () => void;
  batch: Batch | null;
  batches: Batch[];
  onAssignTask: (student: CoachingRelationship) => void;
}

function StudentCard({
  r,
  onEdit,
  onRemove,
  onAssign,
}: {
  r: CoachingRelationship;
  onEdit: () => void;
  onRemove: () => void;
  onAssign: () => void;
}) {
  return (
    <Card withBorder radius="md" padding="sm" data-testid="approved-student">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar radius="xl" color="indigo" aria-hidden>
          {r.child_details.name.slice(0, 1).toUpperCase()}
        </Avatar>
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text fw={700} truncate>
            {r.child_details.name}
          </Text>
          <Text size="xs" c="gray.7">
            Grade {r.child_details.grade} · {r.subject}
          </Text>
          <Text size="xs" c="gray.7" truncate>
            Parent: {r.parent_details.name}
          </Text>
        </div>
      </Group>
      <Group gap={4} mt="xs" wrap="wrap">
        <Button size="compact-xs" variant="light" leftSection={<IconPencil size={13} aria-hidden />} onClick={onEdit}>
          Edit
        </Button>
        <Button
          size="compact-xs"
          variant="light"
          color="red"
          leftSection={<IconTrash size={13} aria-hidden />}
          onClick={onRemove}
        >
          Remove
        </Button>
        <Tooltip label="Coming soon">
          <Button
            size="compact-xs"
            variant="light"
            color="gray"
            data-disabled
            aria-disabled="true"
            onClick={(e) => e.preventDefault()}
          >
            View Progress
          </Button>
        </Tooltip>
        <Button
          size="compact-xs"
          variant="light"
          color="teal"
          leftSection={<IconClipboardPlus size={13} aria-hidden />}
          onClick={onAssign}
        >
          Assign Task
        </Button>
      </Group>
    </Card>
  );
}

/** Coaching Students panel (spec 02 §2.15) for the active batch, as the Manage Students dialog. */
export function CoachingStudentsPanel({ opened, onClose, batch, batches, onAssignTask }: CoachingStudentsPanelProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const relationships = useRelationships(opened);
  const sent = useSentRequests();
  const analysis = useBatchAnalysis(opened ? (batch?.id ?? null) : null);
  const cancel = useCancelRequest();
  const remove = useRemoveStudent();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<CoachingRelationship | null>(null);
  const [cancelling, setCancelling] = useState<SentCoachingRequest | null>(null);
  const [removing, setRemoving] = useState<CoachingRelationship | null>(null);

  const inBatch = (id: string | null) => (batch ? id === batch.id : true);
  const students = (relationships.data ?? []).filter((r) => inBatch(r.batch_id));
  const pending = (sent.data ?? []).filter((r) => r.status === 'pending' && inBatch(r.batch_id));

  const doCancel = () => {
    if (!cancelling) return;
    cancel.mutate(cancelling.id, {
      onSuccess: () => notifications.show({ color: 'green', message: COACH_UI.requestCancelled }),
      onError: (err) => notifications.show({ color: 'red', message: errorMessage(err, COACH_UI.cancelError) }),
      onSettled: () => setCancelling(null),
    });
  };
  const doRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => notifications.show({ color: 'green', message: COACH_UI.studentRemoved }),
      onError: () => notifications.show({ color: 'red', message: COACH_UI.removeError }),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={batch ? `Students: ${batch.name}` : 'All Students'}
      size="xl"
      fullScreen={phone}
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="gray.7">
            {batch ? `${batch.subject} · Grade ${batch.grade}` : 'Select a batch to add students to it.'}
          </Text>
          <Tooltip label={COACH_UI.selectBatchFirst} disabled={Boolean(batch)}>
            <Button
              leftSection={<IconUserPlus size={18} aria-hidden />}
              disabled={!batch}
              onClick={() => setAdding(true)}
            >
              Add Student
            </Button>
          </Tooltip>
        </Group>
        {batch &&
          (analysis.isPending ? (
            <Loader size="sm" aria-label="Loading batch analysis" />
          ) : analysis.isError ? (
            <Alert color="red" variant="light">
              {COACH_UI.analysisFailed}
            </Alert>
          ) : (
            <BatchStats data={analysis.data} mistakesTitle="Most Challenging Questions" />
          ))}
        <section aria-labelledby="pending-approval-title">
          <Group gap="xs" mb="xs">
            <Title order={3} fz="md" id="pending-approval-title">
              Pending Approval
            </Title>
            <Badge variant="light" color="orange">
              {pending.length}
            </Badge>
          </Group>
          {pending.length === 0 ? (
            <Text size="sm" c="gray.7">
              No requests waiting for a parent.
            </Text>
          ) : (
            <Stack gap={6}>
              {pending.map((r) => (
                <Card key={r.id} withBorder radius="md" padding="xs" data-testid="pending-request">
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <div style={{ minWidth: 0, flex: 1 }}>
                      <Text size="sm" fw={600} truncate>
                        {r.child_name}
                        {r.child_grade ? ` · Grade ${r.child_grade}` : ''}
                      </Text>
                      <Text size="xs" c="gray.7" truncate>
                        {r.parent_email} · {r.subject} · sent {formatDate(r.created_at)}
                      </Text>
                    </div>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      style={{ flexShrink: 0 }}
                      leftSection={<IconX size={14} aria-hidden />}
                      onClick={() => setCancelling(r)}
                    >
                      Cancel
                    </Button>
                  </Group>
                </Card>
              ))}
            </Stack>
          )}
        </section>
        <section aria-labelledby="approved-students-title">
          <Group gap="xs" mb="xs">
            <Title order={3} fz="md" id="approved-students-title">
              Approved Students
            </Title>
            <Badge variant="light" color="green">
              {students.length}
            </Badge>
          </Group>
          {relationships.isPending ? (
            <Loader size="sm" aria-label="Loading students" />
          ) : students.length === 0 ? (
            <Text size="sm" c="gray.7">
              No approved students{batch ? ' in this batch' : ''} yet.
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {students.map((r) => (
                <StudentCard
                  key={r.id}
                  r={r}
                  onEdit={() => setEditing(r)}
                  onRemove={() => setRemoving(r)}
                  onAssign={() => onAssignTask(r)}
                />
              ))}
            </SimpleGrid>
          )}
        </section>
      </Stack>
      <AddStudentModal opened={adding} batches={batches} activeBatch={batch} onClose={() => setAdding(false)} />
      <EditStudentModal student={editing} batches={batches} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={Boolean(cancelling)}
        title="Cancel Request"
        message={`Cancel the coaching request for ${cancelling?.child_name ?? ''}?`}
        confirmLabel="Cancel Request"
        loading={cancel.isPending}
        onConfirm={doCancel}
        onCancel={() => setCancelling(null)}
      />
      <ConfirmDialog
        opened={Boolean(removing)}
        title="Remove Student"
        message={`Remove ${removing?.child_details.name ?? ''} from your students?`}
        confirmLabel="Remove"
        loading={remove.isPending}
        onConfirm={doRemove}
        onCancel={() => setRemoving(null)}
      />
    </Modal>
  );
}
