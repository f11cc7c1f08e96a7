import type { Child } from '@app/shared/schemas/children';
import { Badge, Button, Card, Chip, Group, Loader, Tabs, Text, Title } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import scroll from '../../../components/scroll-tabs.module.css';
import { useChildSubjects } from '../api/subjects';

/** A coach linked to the child: their tab shows only the subjects they teach the child. */
export interface SpaceCoach {
  id: string;
  name: string;
  subjects: string[];
}

export const PARENT_SPACE = 'parent';

interface LearningSpaceCardProps {
  child: Child;
  subject: string | null;
  onSubjectChange: (subject: string | null) => void;
  coaches: SpaceCoach[];
  /** `parent` or a coach's id. */
  space: string;
  onSpaceChange: (space: string) => void;
  pendingRequests: number;
  onOpenRequests: () => void;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** Spec 01 "Parent dashboard" 1: Parent Space and one Teacher tab per coach, pending requests, subject pills. */
export function LearningSpaceCard({
  child,
  subject,
  onSubjectChange,
  coaches,
  space,
  onSpaceChange,
  pendingRequests,
  onOpenRequests,
}: LearningSpaceCardProps) {
  const subjects = useChildSubjects(child.id);
  const coach = coaches.find((c) => c.id === space) ?? null;
  const pills = coach ? coach.subjects : (subjects.data?.subjects ?? []);
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-labelledby="learning-space-title">
      <Group justify="space-between" gap="xs" mb="xs">
        <Title order={3} fz="lg" id="learning-space-title">
          Learning Space
        </Title>
        {pendingRequests > 0 && (
          <Button
            size="compact-sm"
            variant="light"
            color="orange"
            leftSection={<IconInbox size={15} aria-hidden />}
            rightSection={
              <Badge size="sm" color="orange" variant="filled" circle>
                {pendingRequests}
              </Badge>
            }
            onClick={onOpenRequests}
          >
            Coaching Requests
          </Button>
        )}
      </Group>
      <Tabs
        value={coach ? coach.id : PARENT_SPACE}
        onChange={(v) => {
          onSpaceChange(v ?? PARENT_SPACE);
          onSubjectChange(null);
        }}
        variant="pills"
        radius="xl"
        mb="sm"
      >
        <Tabs.List className={scroll.list}>
          <Tabs.Tab value={PARENT_SPACE} className={scroll.tab}>
            Parent Space
          </Tabs.Tab>
          {coaches.map((c) => (
            <Tabs.Tab key={c.id} value={c.id} className={scroll.tab}>
              Teacher {firstName(c.name)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Text size="sm" c="gray.7" mb="sm">
        {coaches.length > 0 ? `Teacher linked for ${child.name}` : `No teacher linked for ${child.name}`}
      </Text>
      {!coach && subjects.isPending ? (
        <Loader size="xs" aria-label="Loading subjects" />
      ) : !coach && subjects.isError ? (
        <Text size="sm" c="gray.7">
          Subjects could not be loaded.
        </Text>
      ) : (
        <Group gap={6} role="group" aria-label="Subjects">
          {pills.map((s) => (
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
