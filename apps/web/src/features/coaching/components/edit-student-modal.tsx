import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useMoveStudent } from '../api/coaching';
import type { Batch, CoachingRelationship } from '../api/coaching-types';
import { COACH_UI } from './coaching-ui';

const NO_BATCH = 'none';

/** Edit Student (spec 02 §2.15): assign the student to a batch or "No Batch". */
export function EditStudentModal({
  student,
  batches,
  onClose,
}: {
  student: CoachingRelationship | null;
  batches: Batch[];
  onClose: () => void;
}) {
  const move = useMoveStudent();
  const [batchId, setBatchId] = useState<string>(NO_BATCH);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (student) {
      setBatchId(student.batch_id ?? NO_BATCH);
      setError(null);
    }
  }, [student]);

  const save = () => {
    if (!student) return;
    move.mutate(
      { id: student.id, batchId: batchId === NO_BATCH ? null : batchId },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: COACH_UI.studentMoved });
          onClose();
        },
        onError: (err) => setError(errorMessage(err, COACH_UI.moveError)),
      },
    );
  };

  return (
    <Modal
      opened={Boolean(student)}
      onClose={onClose}
      title="Edit Student"
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <Text fw={700}>{student?.child_details.name}</Text>
        <Text size="sm" c="gray.7">
          Grade {student?.child_details.grade} · {student?.subject} · Parent {student?.parent_details.name}
        </Text>
        <Select
          label="Batch"
          data={[
            { value: NO_BATCH, label: 'No Batch' },
            ...batches.map((b) => ({ value: b.id, label: `${b.name} (${b.subject}, Grade ${b.grade})` })),
          ]}
          value={batchId}
          onChange={(v) => setBatchId(v ?? NO_BATCH)}
          allowDeselect={false}
        />
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={move.isPending}>
            Cancel
          </Button>
          <Button onClick={save} loading={move.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
