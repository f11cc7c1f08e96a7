import type { Performance } from '@app/shared/schemas/review';
import {
  Button,
  Card,
  Group,
  Loader,
  Paper,
  RingProgress,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useChildPerformance } from '../api/insights';
import { defaultInsightsFilters, formatPercent, proficiencyOf, rankText, wellbeingTile } from '../insights-format';

function Tile({ label, value, note, testId }: { label: string; value: ReactNode; note?: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      <Text size="xs" c="gray.7" fw={600}>
        {label}
      </Text>
      <Text fw={800} fz="lg" lh={1.3} data-testid={`${testId}-value`}>
        {value}
      </Text>
      {note && (
        <Text size="xs" c="gray.7" lh={1.3}>
          {note}
        </Text>
      )}
    </Paper>
  );
}

function Figures({ p }: { p: Performance }) {
  const rank = rankText(p);
  const proficiency = proficiencyOf(p);
  const wb = wellbeingTile(p.wellbeing_score);
  const progress = p.progress_percentage;
  return (
    <Group gap="md" align="center" wrap="wrap">
      <RingProgress
        size={112}
        thickness={11}
        roundCaps
        sections={[{ value: progress, color: 'teal.6' }]}
        aria-label={`Progress ${formatPercent(progress)}`}
        label={
          <Stack gap={0} align="center">
            <Text fw={800} data-testid="performance-progress">
              {formatPercent(progress)}
            </Text>
            <Text size="xs" c="gray.7">
              Progress
            </Text>
          </Stack>
        }
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" style={{ flex: 1, minWidth: 200 }}>
        <Tile label="Class rank" value={rank.value} note={rank.note ?? undefined} testId="performance-rank" />
        <Tile
          label="Proficiency"
          value={formatPercent(proficiency)}
          note={proficiency === null ? 'No evaluated work yet' : 'Latest month’s average'}
          testId="performance-proficiency"
        />
        <Tile
          label="Emotional well-being"
          value={
            wb.outOfFive === null ? (
              '—'
            ) : (
              <>
                <span aria-hidden>{wb.emoji} </span>
                {wb.label}
              </>
            )
          }
          note={wb.outOfFive === null ? wb.label : `${wb.outOfFive} of 5 in check-ins after tasks`}
          testId="performance-wellbeing"
        />
      </SimpleGrid>
    </Group>
  );
}

/** Spec 01 "Parent dashboard" 3: progress ring, class rank, proficiency, well-being, and the way to the graphs. */
export function PerformanceCard({
  childId,
  ownerId,
  onOpenInsights,
}: {
  childId: string;
  ownerId?: string | null;
  onOpenInsights: () => void;
}) {
  const perf = useChildPerformance(childId, defaultInsightsFilters(ownerId));
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-labelledby="performance-title">
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon variant="light" color="teal" radius="md" aria-hidden>
            <IconChartLine size={18} />
          </ThemeIcon>
          <Title order={3} fz="lg" id="performance-title">
            Performance
          </Title>
        </Group>
        {perf.data ? (
          <Figures p={perf.data} />
        ) : perf.isError ? (
          <Text size="sm" c="gray.7">
            Performance could not be loaded.
          </Text>
        ) : (
          <Loader size="sm" aria-label="Loading performance" />
        )}
        <Button
          color="teal.9"
          leftSection={<IconChartLine size={16} aria-hidden />}
          onClick={onOpenInsights}
          fullWidth
          h="auto"
          py={8}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
        >
          View Detailed Insights & Graphs
        </Button>
      </Stack>
    </Card>
  );
}
