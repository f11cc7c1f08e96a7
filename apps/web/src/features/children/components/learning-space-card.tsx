import type { Child } from '@app/shared/schemas/children';
import { Card, Chip, Group, Loader, Tabs, Text, Title } from '@mantine/core';
import { useChildSubjects } from '../api/subjects';

interface LearningSpaceCardProps {
  child: Child;
  subject: string | null;
  onSubjectChange: (subject: string | null) => void;
}

/**
 * Spec 01 "Parent dashboard" 1: the Parent Space tab and the subject pills. Teacher tabs and coaching requests
 * arrive with coaching; until a coach can be linked, no child has one.
 */
export function LearningSpaceCard({ child, subject, onSubjectChange }: LearningSpaceCardProps) {
  const subjects = useChildSubjects(child.id);
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-labelledby="learning-space-title">
      <Title order={3} fz="lg" id="learning-space-title" mb="xs">
        Learning Space
      </Title>
      <Tabs value="parent" variant="pills" radius="xl" mb="sm">
        <Tabs.List>
          <Tabs.Tab value="parent">Parent Space</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Text size="sm" c="gray.7" mb="sm">
        No teacher linked for {child.name}
      </Text>
      {subjects.isPending ? (
        <Loader size="xs" aria-label="Loading subjects" />
      ) : subjects.isError ? (
        <Text size="sm" c="gray.7">
          Subjects could not be loaded.
        </Text>
      ) : (
        <Group gap={6} role="group" aria-label="Subjects">
          {subjects.data.subjects.map((s) => (
            <Chip
              key={s}
              size="sm"
              variant="light"
              checked={s === subject}
              onChange={(on) => onSubjectChange(on ? s : null)}
            >
              {s}
            </Chip>
          ))}
        </Group>
      )}
    </Card>
  );
}
