import { ADMIN_MSG } from '@app/shared/schemas/admin';
import { Alert, Badge, Button, Group, Loader, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconActivity, IconAlertCircle, IconBook, IconChecklist, IconFilterOff, IconUsers } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { type OverviewFilter, useOverview } from '../api/admin-stats';
import { StatCard } from './stat-card';
import { UserPicker } from './user-picker';

const OverviewCharts = lazy(() => import('./overview-charts'));

const ROLE_OPTIONS = [
  { value: 'all', label: 'All roles' },
  { value: 'parent', label: 'Parents' },
  { value: 'coaching_teacher', label: 'Coaching teachers' },
];

/** Overview (spec 01 §2): filter by role or by one user (each disables the other), statistics and trends. */
export function OverviewTab() {
  const [filter, setFilter] = useState<OverviewFilter>({ role: null, userId: null });
  const overview = useOverview(filter);
  const data = overview.data;
  const active = filter.role !== null || filter.userId !== null;
  const roleLabel = ROLE_OPTIONS.find((o) => o.value === filter.role)?.label;

  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="Filter by role"
            data={ROLE_OPTIONS}
            value={filter.role ?? 'all'}
            allowDeselect={false}
            disabled={filter.userId !== null}
            description={filter.userId ? 'Clear the user filter to filter by role' : undefined}
            onChange={(v) => setFilter({ role: v === 'all' ? null : (v as OverviewFilter['role']), userId: null })}
          />
          <UserPicker
            label="Filter by user"
            value={filter.userId}
            disabled={filter.role !== null}
            description={filter.role ? 'Clear the role filter to pick one user' : undefined}
            onChange={(id) => setFilter({ role: null, userId: id })}
          />
        </SimpleGrid>
        {active && (
          <Group mt="md" justify="space-between" wrap="wrap" gap="xs" role="status" aria-label="Active filters">
            <Group gap="xs">
              <Text size="sm" fw={600}>
                Active filters:
              </Text>
              {filter.role && <Badge variant="light">Role: {roleLabel}</Badge>}
              {data?.filter_info.filtered_user && (
                <Badge variant="light" tt="none">
                  User: {data.filter_info.filtered_user.name} ({data.filter_info.filtered_user.email})
                </Badge>
              )}
            </Group>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconFilterOff size={16} aria-hidden />}
              onClick={() => setFilter({ role: null, userId: null })}
            >
              Clear Filters
            </Button>
          </Group>
        )}
      </Paper>

      {overview.isPending ? (
        <Loader aria-label="Loading statistics" />
      ) : overview.isError || !data ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {ADMIN_MSG.loadAnalyticsFailed}
        </Alert>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <StatCard
              title="User Statistics"
              icon={<IconUsers size={18} aria-hidden />}
              items={[
                { label: 'Total users', value: data.users.total },
                { label: 'Active (last 30 days)', value: data.users.active_30d },
                { label: 'Parents', value: data.users.parents },
                { label: 'Teachers', value: data.users.teachers },
              ]}
            />
            <StatCard
              title="Task Statistics"
              icon={<IconChecklist size={18} aria-hidden />}
              items={[
                { label: 'Total tasks', value: data.tasks.total },
                { label: 'Completed', value: data.tasks.completed },
                { label: 'Pending', value: data.tasks.pending },
                { label: 'Completion rate', value: `${data.tasks.completion_rate}%` },
                {
                  label: 'Olympiad (completed / total)',
                  value: `${data.tasks.olympiad.completed} / ${data.tasks.olympiad.total}`,
                },
                {
                  label: 'Regular (completed / total)',
                  value: `${data.tasks.regular.completed} / ${data.tasks.regular.total}`,
                },
              ]}
            />
            <StatCard
              title="Content Statistics"
              icon={<IconBook size={18} aria-hidden />}
              items={[
                { label: 'Worksheets', value: data.content.worksheets },
                { label: 'Notes', value: data.content.notes },
                { label: 'Total evaluations', value: data.content.evaluations },
                { label: 'Olympiad evaluations', value: data.content.olympiad_evaluations },
                { label: 'Regular evaluations', value: data.content.regular_evaluations },
              ]}
            />
            <StatCard
              title="Recent Activity (last 7 days)"
              icon={<IconActivity size={18} aria-hidden />}
              items={[
                { label: 'New tasks', value: data.recent_activity.tasks_7d },
                { label: 'New evaluations', value: data.recent_activity.evaluations_7d },
              ]}
            />
          </SimpleGrid>
          <Suspense fallback={<Loader aria-label="Loading charts" />}>
            <OverviewCharts data={data} />
          </Suspense>
        </>
      )}
    </Stack>
  );
}
