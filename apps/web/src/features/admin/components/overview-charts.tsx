import '@mantine/charts/styles.css';
import type { Overview } from '@app/shared/schemas/admin';
import { BarChart, DonutChart, LineChart } from '@mantine/charts';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';

const short = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, { weekday: 'short', day: 'numeric', timeZone: 'UTC' });

/** Trend and share charts of the Overview tab; this module (and recharts) loads only when the tab shows them. */
export default function OverviewCharts({ data }: { data: Overview }) {
  const daily = data.recent_activity.daily.map((d) => ({ ...d, day: short(d.date) }));
  const { tasks } = data;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper withBorder radius="lg" p="md" style={{ gridColumn: '1 / -1' }}>
        <Stack gap="xs">
          <Title order={3} fz="md">
            Last 7 days
          </Title>
          <LineChart
            h={240}
            data={daily}
            dataKey="day"
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            curveType="monotone"
            series={[
              { name: 'tasks', label: 'New tasks', color: 'blue.7' },
              { name: 'evaluations', label: 'Evaluations', color: 'teal.7' },
              { name: 'worksheets', label: 'Worksheets', color: 'grape.7' },
              { name: 'notes', label: 'Notes', color: 'orange.7' },
              { name: 'new_users', label: 'New users', color: 'gray.7' },
            ]}
            yAxisProps={{ allowDecimals: false }}
          />
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="md">
        <Stack gap="xs" align="center">
          <Title order={3} fz="md" style={{ alignSelf: 'flex-start' }}>
            Task completion
          </Title>
          {tasks.total === 0 ? (
            <Text c="gray.7" size="sm">
              No tasks yet.
            </Text>
          ) : (
            <DonutChart
              size={160}
              thickness={26}
              withLabelsLine={false}
              chartLabel={`${tasks.completion_rate}%`}
              data={[
                { name: 'Completed', value: tasks.completed, color: 'teal.7' },
                { name: 'Pending', value: tasks.pending, color: 'yellow.6' },
              ]}
            />
          )}
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="md">
        <Stack gap="xs">
          <Title order={3} fz="md">
            Olympiad and regular tasks
          </Title>
          {tasks.total === 0 ? (
            <Text c="gray.7" size="sm">
              No tasks yet.
            </Text>
          ) : (
            <BarChart
              h={180}
              data={[
                { kind: 'Olympiad', total: tasks.olympiad.total, completed: tasks.olympiad.completed },
                { kind: 'Regular', total: tasks.regular.total, completed: tasks.regular.completed },
              ]}
              dataKey="kind"
              withLegend
              legendProps={{ verticalAlign: 'bottom' }}
              series={[
                { name: 'total', label: 'Total', color: 'blue.7' },
                { name: 'completed', label: 'Completed', color: 'teal.7' },
              ]}
              yAxisProps={{ allowDecimals: false }}
            />
          )}
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
