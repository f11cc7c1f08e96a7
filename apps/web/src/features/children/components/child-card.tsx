import type { Child } from '@app/shared/schemas/children';
import { Badge, Button, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
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
      <Group gap={4} justify="flex-end" mt="xs">
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPencil size={16} aria-hidden />}
          aria-label={`Edit ${child.name}`}
          onClick={onEdit}
        >
          Edit
        </Button>
        <Button
          variant="subtle"
          color="red.8"
          size="compact-sm"
          leftSection={<IconTrash size={16} aria-hidden />}
          aria-label={`Delete ${child.name}`}
          onClick={onDelete}
        >
          Delete
        </Button>
      </Group>
    </Card>
  );
}
