import { Alert, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Batch } from '../api/coaching-types';
import { useBatchAnalysis } from '../api/task-status';
import { BatchStats } from './batch-stats';
import { COACH_UI } from './coaching-ui';
import { PdfButtons } from './pdf-buttons';

/** Batch Analysis dialog (spec 02 §2.16), printable as the server's PDF. */
export function BatchAnalysisModal({ batch, onClose }: { batch: Batch | null; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  const analysis = useBatchAnalysis(batch?.id ?? null);
  const path = `/coaching/batch/${encodeURIComponent(batch?.id ?? '')}/analysis?format=pdf`;
  return (
    <Modal
      opened={Boolean(batch)}
      onClose={onClose}
      title={`Batch Analysis: ${analysis.data?.batch_name ?? batch?.name ?? ''}`}
      size="xl"
      fullScreen={phone}
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {analysis.isPending ? (
        <Loader aria-label="Loading batch analysis" />
      ) : analysis.isError ? (
        <Alert color="red" variant="light" role="alert">
          {COACH_UI.analysisFailed}
        </Alert>
      ) : (
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="gray.7">
              {batch?.subject} · Grade {batch?.grade}
            </Text>
            <PdfButtons
              path={path}
              title={`Batch Analysis ${analysis.data.batch_name}`}
              failure={COACH_UI.analysisFailed}
            />
          </Group>
          <BatchStats data={analysis.data} mistakesTitle="Common Mistakes" />
        </Stack>
      )}
    </Modal>
  );
}
