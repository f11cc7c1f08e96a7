import type { Evaluation } from '@app/shared/schemas/evaluations';
import { Loader, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTaskEvaluation } from '../api/evaluations';

// After a hand-in the result is fetched again at 3, 8 and 15 s (spec 03 §4), and at once when the live channel
// says the evaluation is stored (the caller bumps `liveTick`).
const REPOLL_MS = [3000, 8000, 15000];

interface CheckingModalProps {
  taskId: string | null;
  liveTick: number;
  onReady: (taskId: string, evaluation: Evaluation) => void;
  onClose: () => void;
}

/** "AI is checking your work": waits for the evaluation, then hands it on. */
export function CheckingModal({ taskId, liveTick, onReady, onClose }: CheckingModalProps) {
  const query = useTaskEvaluation(taskId);
  const refetch = query.refetch;

  useEffect(() => {
    if (!taskId) return;
    const timers = REPOLL_MS.map((ms) => setTimeout(() => void refetch(), ms));
    return () => timers.forEach(clearTimeout);
  }, [taskId, refetch]);

  useEffect(() => {
    if (taskId && liveTick > 0) void refetch();
  }, [liveTick, taskId, refetch]);

  // Only this task's evaluation counts (the query may still hold another task's answer for a moment).
  const ready = query.data && query.data.task.id === taskId ? query.data.evaluation : undefined;
  useEffect(() => {
    if (ready && taskId) onReady(taskId, ready);
  }, [ready, taskId, onReady]);

  return (
    <Modal
      opened={taskId !== null && !ready}
      onClose={onClose}
      centered
      radius="lg"
      title="Well done!"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack align="center" gap="sm" py="md" role="status" aria-live="polite">
        <Loader color="grape" size="lg" type="dots" />
        <Text fw={800} fz="lg" ta="center">
          AI is checking your work
        </Text>
        <Text size="sm" c="gray.7" ta="center">
          Your result will appear here in a moment. Written answers can take up to a minute.
        </Text>
      </Stack>
    </Modal>
  );
}
