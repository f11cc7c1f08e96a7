import type { Child } from '@app/shared/schemas/children';
import { ActionIcon, Badge, Card, Group, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconKey, IconPencil, IconTrash } from '@tabler/icons-react';
import { ChildAvatar } from './child-avatar';
import classes from './children.module.css';

interface ChildCardProps {
  child: Child;
  selected: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function ChildCard({ child, selected, onSelect, onEdit, onDelete }: ChildCardProps) {
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      className={classes.card}
      data-selected={selected || undefined}
      data-testid="child-card"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <UnstyledButton
          onClick={onSelect}
          className={classes.select}
          aria-pressed={selected}
          aria-label={`Select ${child.name}`}
        >
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ChildAvatar name={child.name} photoUrl={child.photo_url} size={56} />
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap={6} wrap="wrap">
                <Text fw={700} fz="lg" lh={1.2} className={classes.name}>
                  {child.name}
                </Text>
                {child.has_access_code && (
                  <Badge size="sm" variant="light" color="teal" leftSection={<IconKey size={12} aria-hidden />}>
                    Code set
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="gray.7">
                Grade {child.grade} · Age {child.age}
              </Text>
              <Text size="sm" c="gray.7" className={classes.school}>
                {child.school_name} · {child.board}
              </Text>
            </Stack>
          </Group>
        </UnstyledButton>
        <Group gap={2} wrap="nowrap" ml="auto">
          <Tooltip label="Edit">
            <ActionIcon variant="subtle" size="lg" aria-label={`Edit ${child.name}`} onClick={onEdit}>
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon variant="subtle" color="red.8" size="lg" aria-label={`Delete ${child.name}`} onClick={onDelete}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Card>
  );
}
