import type { Badge as BadgeDto } from '@app/shared/schemas/badges';
import { Badge, Group, Loader, Paper, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useFilteredBadges } from '../api/insights';
import type { InsightsFilters } from '../insights-format';

const CATEGORIES = [
  { key: 'score', label: 'Score' },
  { key: 'difficulty', label: 'Challenge' },
  { key: 'consistency', label: 'Consistency' },
  { key: 'mastery', label: 'Mastery' },
] as const;

function BadgeTile({ badge }: { badge: BadgeDto }) {
  return (
    <Tooltip label={badge.badge_message} multiline w={220}>
      <Paper withBorder radius="md" p="xs" ta="center" data-testid="insights-badge">
        <Text fz={28} lh={1.2} aria-hidden>
          {badge.badge_emoji}
        </Text>
        <Text size="xs" fw={600} lh={1.2}>
          {badge.badge_label}
        </Text>
      </Paper>
    </Tooltip>
  );
}

/** Spec 03 §2.7 badges: the summary by category and a grid per subject. */
export function BadgesSection({ childId, filters }: { childId: string; filters: InsightsFilters }) {
  const q = useFilteredBadges(childId, filters);
  const data = q.data;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="insights-badges-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} fz="md" id="insights-badges-title">
            Badges
          </Title>
          {data && (
            <Badge size="lg" variant="light" color="grape" data-testid="insights-badges-total">
              🏅 {data.badge_counts.total} earned
            </Badge>
          )}
        </Group>
        {!data ? (
          q.isError ? (
            <Text size="sm" c="gray.7">
              Badges could not be loaded.
            </Text>
          ) : (
            <Loader size="sm" aria-label="Loading badges" />
          )
        ) : data.badge_counts.total === 0 ? (
          <Text size="sm" c="gray.7">
            No badges for these filters yet. Badges come with good scores, hard worksheets, streaks and mastered topics.
          </Text>
        ) : (
          <>
            <Group gap="xs">
              {CATEGORIES.map((c) => (
                <Badge key={c.key} variant="outline" color="gray.8">
                  {c.label}: {data.badge_counts[c.key]}
                </Badge>
              ))}
            </Group>
            {Object.entries(data.badges_by_subject).map(([subject, list]) => (
              <div key={subject}>
                <Text size="sm" fw={700} mb={4}>
                  {subject} ({list.length})
                </Text>
                <SimpleGrid cols={{ base: 3, sm: 5, md: 6 }} spacing={6}>
                  {list.map((b) => (
                    <BadgeTile key={b.id} badge={b} />
                  ))}
                </SimpleGrid>
              </div>
            ))}
          </>
        )}
      </Stack>
    </Paper>
  );
}
