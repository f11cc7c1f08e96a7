import { Loader, Paper, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { InsightsView } from '../../features/insights/components/insights-view';

interface ChildRef {
  id: string;
  name: string;
}

/**
 * The shell's Insights page: the insights of the active child, or of the child picked here (spec 03 §2.7 shown as
 * a page). Children come from the parent's list; an adult without children is told so.
 */
export function InsightsPage({
  kids,
  loading,
  activeChildId,
  ownerId,
  emptyText,
}: {
  kids: ChildRef[];
  loading: boolean;
  activeChildId: string | null;
  ownerId?: string | null;
  emptyText: string;
}) {
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = kids.find((k) => k.id === picked) ?? kids.find((k) => k.id === activeChildId) ?? kids[0] ?? null;
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>Insights</Title>
        <Text c="gray.7" size="sm">
          {chosen ? `${chosen.name}'s progress, scores, rank, well-being and badges.` : 'Progress over weeks.'}
        </Text>
      </div>
      {loading ? (
        <Loader size="sm" aria-label="Loading children" />
      ) : !chosen ? (
        <Paper withBorder radius="lg" p="xl">
          <Text ta="center" c="gray.8">
            {emptyText}
          </Text>
        </Paper>
      ) : (
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
          <Stack gap="md">
            {kids.length > 1 &&
              (kids.length <= 4 ? (
                <SegmentedControl
                  aria-label="Child"
                  value={chosen.id}
                  onChange={setPicked}
                  data={kids.map((k) => ({ value: k.id, label: k.name }))}
                />
              ) : (
                <Select
                  label="Child"
                  value={chosen.id}
                  onChange={(v) => v && setPicked(v)}
                  data={kids.map((k) => ({ value: k.id, label: k.name }))}
                  allowDeselect={false}
                />
              ))}
            {/* A fresh view per child: its filters start over. */}
            <InsightsView key={chosen.id} childId={chosen.id} ownerId={ownerId} />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
