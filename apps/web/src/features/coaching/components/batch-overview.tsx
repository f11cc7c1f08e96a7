import { Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClipboardCheck, IconClipboardList, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Batch, TaskStatusGroup } from '../api/coaching-types';

function Tile({ label, value, icon, color }: { label: string; value: ReactNode; icon: ReactNode; color: string }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={40} radius="md" variant="light" color={color} aria-hidden visibleFrom="xs">
          {icon}
        </ThemeIcon>
        <div>
          <Text fz={22} fw={800} lh={1.1}>
            {value}
          </Text>
          <Text size="sm" c="gray.7" lh={1.2}>
            {label}
          </Text>
        </div>
      </Group>
    </Card>
  );
}

/** Batch Overview (spec 02 §2.8): three tiles for the active batch, from its batch and its task groups. */
export function BatchOverview({ batch, groups }: { batch: Batch | null; groups: TaskStatusGroup[] | undefined }) {
  const pending = groups?.filter((g) => g.pending_count > 0).length;
  const completed = groups?.filter((g) => g.total_assigned > 0 && g.pending_count === 0).length;
  const show = (n: number | undefined) => (batch && n !== undefined ? n : '–');
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-labelledby="batch-overview-title">
      <Title order={2} fz="xl" id="batch-overview-title" mb="sm">
        Batch Overview{batch ? `: ${batch.name}` : ''}
      </Title>
      <SimpleGrid cols={3} spacing="sm">
        <Tile
          label="Students"
          value={batch ? batch.student_count : '–'}
          icon={<IconUsers size={22} />}
          color="indigo"
        />
        <Tile label="Pending Tasks" value={show(pending)} icon={<IconClipboardList size={22} />} color="orange" />
        <Tile label="Completed Tasks" value={show(completed)} icon={<IconClipboardCheck size={22} />} color="green" />
      </SimpleGrid>
    </Card>
  );
}
