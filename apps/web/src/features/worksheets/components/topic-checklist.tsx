import type { SyllabusResponse } from '@app/shared/schemas/content';
import { Accordion, Badge, Checkbox, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';

interface TopicChecklistProps {
  syllabus: Pick<SyllabusResponse, 'chapters' | 'message'> | undefined;
  loading: boolean;
  selected: string[];
  onChange: (topics: string[]) => void;
  /** What a group is called in "All topics in this …" (an olympiad groups topics by section). */
  groupLabel?: string;
}

/** The syllabus topics of the chosen book, grouped by chapter; a chapter's box ticks all of its topics. */
export function TopicChecklist({ syllabus, loading, selected, onChange, groupLabel = 'chapter' }: TopicChecklistProps) {
  if (loading && !syllabus) return <Loader size="sm" aria-label="Loading topics" />;
  if (!syllabus || syllabus.chapters.length === 0)
    return (
      <Text size="sm" c="gray.7">
        {syllabus?.message ??
          'No syllabus topics for this subject and grade. Type topics below or add reference material.'}
      </Text>
    );

  const set = new Set(selected);
  const toggle = (topics: string[], on: boolean) => {
    const next = new Set(set);
    for (const t of topics) on ? next.add(t) : next.delete(t);
    onChange([...next]);
  };

  return (
    <ScrollArea.Autosize mah={280} type="auto" offsetScrollbars>
      <Accordion multiple variant="separated" radius="md" chevronPosition="left">
        {syllabus.chapters.map((c) => {
          const chosen = c.topics.filter((t) => set.has(t)).length;
          return (
            <Accordion.Item key={c.chapter} value={c.chapter}>
              <Accordion.Control>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" fw={600} lineClamp={2}>
                    {c.chapter}
                  </Text>
                  {chosen > 0 && (
                    <Badge size="sm" variant="light">
                      {chosen}
                    </Badge>
                  )}
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap={6}>
                  <Checkbox
                    size="sm"
                    label={`All topics in this ${groupLabel}`}
                    checked={chosen === c.topics.length && chosen > 0}
                    indeterminate={chosen > 0 && chosen < c.topics.length}
                    onChange={(e) => toggle(c.topics, e.currentTarget.checked)}
                  />
                  {c.topics.map((t) => (
                    <Checkbox
                      key={t}
                      size="sm"
                      ml="md"
                      label={t}
                      checked={set.has(t)}
                      onChange={(e) => toggle([t], e.currentTarget.checked)}
                    />
                  ))}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </ScrollArea.Autosize>
  );
}
