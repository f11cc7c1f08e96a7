import { Alert, Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useChildPerformance } from '../api/insights';
import {
  ALL_SUBJECTS,
  type InsightsFilters,
  LOADING_INSIGHTS,
  TYPE_FILTERS,
  type TaskTypeFilter,
} from '../insights-format';

// The charts (and recharts) are fetched only when insights are shown.
const InsightsCharts = lazy(() => import('./insights-charts'));

function Loading() {
  return (
    <Text c="gray.7" ta="center" py="xl" role="status">
      {LOADING_INSIGHTS}
    </Text>
  );
}

/** Filters and charts of one child's insights (spec 03 §2.7); the dialog and the Insights page show it. */
export function InsightsView({ childId, ownerId }: { childId: string; ownerId?: string | null }) {
  const [subject, setSubject] = useState(ALL_SUBJECTS);
  const [type, setType] = useState<TaskTypeFilter>('all');
  const filters: InsightsFilters = { subject, type, ownerId };
  const perf = useChildPerformance(childId, filters);
  const subjects = perf.data?.available_subjects ?? [];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select
          label="Subject"
          data={[ALL_SUBJECTS, ...subjects.filter((s) => s !== ALL_SUBJECTS)]}
          value={subject}
          onChange={(v) => setSubject(v ?? ALL_SUBJECTS)}
          allowDeselect={false}
        />
        <Select
          label="Task type"
          data={TYPE_FILTERS}
          value={type}
          onChange={(v) => setType((v as TaskTypeFilter | null) ?? 'all')}
          allowDeselect={false}
        />
      </SimpleGrid>
      {perf.data ? (
        <Suspense fallback={<Loading />}>
          <InsightsCharts performance={perf.data} childId={childId} filters={filters} />
        </Suspense>
      ) : perf.isError ? (
        <Alert color="red" variant="light" role="alert">
          <Group justify="space-between">
            <Text size="sm">Performance insights could not be loaded.</Text>
            <Button size="compact-sm" variant="default" onClick={() => void perf.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      ) : (
        <Loading />
      )}
    </Stack>
  );
}
