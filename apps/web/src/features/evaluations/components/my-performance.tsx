import { Badge, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { usePerformance } from '../api/performance';
import { scoreColour } from './results-ui';

/** Spec 03 §2.1 "My Performance": overall score, tasks done, strong and focus areas (5 each), achievements. */
export function MyPerformance({ childId, badges }: { childId: string; badges: number }) {
  const perf = usePerformance(childId);
  const p = perf.data;
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-labelledby="my-performance-title">
      <Title order={2} fz="xl" id="my-performance-title" mb="sm">
        My Performance
      </Title>
      {!p ? (
        perf.isError ? (
          <Text c="gray.7">Your performance could not be loaded.</Text>
        ) : (
          <Loader size="sm" aria-label="Loading performance" />
        )
      ) : (
        <Stack gap="sm">
          <SimpleGrid cols={2} spacing="xs">
            <div>
              <Text size="sm" c="gray.7">
                Overall score
              </Text>
              <Text fw={900} fz={28} c={p.average_score === null ? 'gray.7' : `${scoreColour(p.average_score)}.8`}>
                {p.average_score === null ? '—' : `${Math.round(p.average_score)}%`}
              </Text>
            </div>
            <div>
              <Text size="sm" c="gray.7">
                Tasks completed
              </Text>
              <Text fw={900} fz={28}>
                {p.completed_tasks}
              </Text>
            </div>
          </SimpleGrid>
          {p.strong_subjects.length > 0 && (
            <Group gap={6}>
              <Text size="sm" fw={700}>
                Strong areas:
              </Text>
              {p.strong_subjects.slice(0, 5).map((s) => (
                <Badge key={s} color="green" variant="light">
                  {s}
                </Badge>
              ))}
            </Group>
          )}
          {p.weak_subjects.length > 0 && (
            <Group gap={6}>
              <Text size="sm" fw={700}>
                Focus areas:
              </Text>
              {p.weak_subjects.slice(0, 5).map((s) => (
                <Badge key={s} color="orange" variant="light">
                  {s}
                </Badge>
              ))}
            </Group>
          )}
          <Group gap="xs">
            <Badge size="lg" variant="light" color="grape">
              🏅 {badges} badge{badges === 1 ? '' : 's'}
            </Badge>
            <Badge size="lg" variant="light" color="orange">
              🔥 {p.streak} day streak
            </Badge>
            {p.improvement_percentage !== null && (
              <Badge size="lg" variant="light" color={p.improvement_percentage >= 0 ? 'green' : 'gray'}>
                {p.improvement_percentage >= 0 ? '📈 +' : '📉 '}
                {Math.round(p.improvement_percentage)}% lately
              </Badge>
            )}
          </Group>
        </Stack>
      )}
    </Card>
  );
}
