import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import {
  IconBook2,
  IconChartBar,
  IconFileCertificate,
  IconNotebook,
  IconShare,
  IconTrophy,
  IconUsers,
  IconWriting,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './coaching.module.css';

export interface ToolTile {
  label: string;
  icon: ReactNode;
  color: string;
  onClick?: () => void;
  /** Why the tool is not available yet; the tile says so instead of pretending. */
  unavailable?: string;
}

function Tile({ label, icon, color, onClick, unavailable }: ToolTile) {
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

interface TeachingToolsProps {
  onCreateWorksheet: () => void;
  onManageStudents: () => void;
  onBatchAnalysis: () => void;
  onReportCard: () => void;
  onShareNotes: () => void;
  onCreateNotes: () => void;
}

/** Teaching Tools grid (spec 02 §2.8). Tools whose screens are not built yet say so on the tile. */
export function TeachingTools({
  onCreateWorksheet,
  onManageStudents,
  onBatchAnalysis,
  onReportCard,
  onShareNotes,
  onCreateNotes,
}: TeachingToolsProps) {
  const tiles: ToolTile[] = [
    { label: 'Create Worksheet', icon: <IconWriting size={24} />, color: 'indigo', onClick: onCreateWorksheet },
    {
      label: 'Create Notes',
      icon: <IconNotebook size={24} />,
      color: 'teal',
      onClick: onCreateNotes,
    },
    {
      label: 'Share Notes',
      icon: <IconShare size={24} />,
      color: 'cyan',
      onClick: onShareNotes,
    },
    { label: 'Manage Students', icon: <IconUsers size={24} />, color: 'grape', onClick: onManageStudents },
    { label: 'Batch Analysis', icon: <IconChartBar size={24} />, color: 'orange', onClick: onBatchAnalysis },
    { label: 'Report Card', icon: <IconFileCertificate size={24} />, color: 'green', onClick: onReportCard },
    {
      label: 'View Syllabus',
      icon: <IconBook2 size={24} />,
      color: 'blue',
      unavailable: 'The syllabus view arrives in a later update; its topics already appear in the worksheet generator.',
    },
    {
      label: 'Olympiad',
      icon: <IconTrophy size={24} />,
      color: 'yellow',
      unavailable: 'Olympiad preparation arrives in a later update.',
    },
  ];
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-labelledby="teaching-tools-title">
      <Title order={2} fz="xl" id="teaching-tools-title" mb="sm">
        Teaching Tools
      </Title>
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm">
        {tiles.map((t) => (
          <Tile key={t.label} {...t} />
        ))}
      </SimpleGrid>
    </Card>
  );
}
