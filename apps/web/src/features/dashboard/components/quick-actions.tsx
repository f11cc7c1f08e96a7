import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconBook2, IconChartLine, IconClipboardPlus, IconLifebuoy, IconTrophy, IconUpload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './quick-actions.module.css';

interface ActionTile {
  label: string;
  icon: ReactNode;
  color: string;
  onClick?: () => void;
  /** Why the action is not available yet; shown on the tile. */
  unavailable?: string;
}

function Tile({ label, icon, color, onClick, unavailable }: ActionTile) {
  const body = (
    <Stack gap={6} align="center">
      <ThemeIcon size={44} radius="md" variant="light" color={unavailable ? 'gray' : color} aria-hidden>
        {icon}
      </ThemeIcon>
      <Text fw={600} size="sm" ta="center" c={unavailable ? 'gray.7' : undefined}>
        {label}
      </Text>
      {unavailable && (
        <Text size="xs" c="gray.7" ta="center" lh={1.2}>
          Not available yet
        </Text>
      )}
    </Stack>
  );
  if (unavailable)
    return (
      <div
        className={classes.tile}
        data-unavailable
        title={unavailable}
        aria-label={`${label}: ${unavailable}`}
        role="note"
      >
        {body}
      </div>
    );
  return (
    <UnstyledButton className={classes.tile} onClick={onClick}>
      {body}
    </UnstyledButton>
  );
}

/** Spec 01 "Parent dashboard" 2. Actions whose feature is not built yet say so on the tile. */
export function QuickActions({
  onCreateTask,
  onChildInsights,
  onSubmitWork,
  onOlympiad,
  onViewSyllabus,
  onStudySupport,
}: {
  onCreateTask: () => void;
  onChildInsights: () => void;
  /** Opens the submission wizard in upload mode for the selected child. */
  onSubmitWork: () => void;
  onOlympiad: () => void;
  onViewSyllabus: () => void;
  /** Scrolls to the child's Study Support list. */
  onStudySupport: () => void;
}) {
  const tiles: ActionTile[] = [
    { label: 'Create Task', icon: <IconClipboardPlus size={24} />, color: 'indigo', onClick: onCreateTask },
    { label: 'Child Insights', icon: <IconChartLine size={24} />, color: 'teal', onClick: onChildInsights },
    { label: 'Submit Work', icon: <IconUpload size={24} />, color: 'grape', onClick: onSubmitWork },
    { label: 'View Syllabus', icon: <IconBook2 size={24} />, color: 'cyan', onClick: onViewSyllabus },
    { label: 'Study Support', icon: <IconLifebuoy size={24} />, color: 'orange', onClick: onStudySupport },
    {
      label: 'Olympiad',
      icon: <IconTrophy size={24} />,
      color: 'yellow',
      onClick: onOlympiad,
    },
  ];
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-labelledby="quick-actions-title">
      <Title order={3} fz="lg" id="quick-actions-title" mb="sm">
        Quick Actions
      </Title>
      <SimpleGrid cols={{ base: 2, xs: 3, md: 6 }} spacing="sm">
        {tiles.map((t) => (
          <Tile key={t.label} {...t} />
        ))}
      </SimpleGrid>
    </Card>
  );
}
