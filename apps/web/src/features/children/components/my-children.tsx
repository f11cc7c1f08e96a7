import type { Child } from '@app/shared/schemas/children';
import { CHILD_MSG } from '@app/shared/schemas/children';
import { Button, Card, Group, Loader, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMoodKid, IconPlus } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { selectChild, useActiveChild } from '../../../lib/active-child';
import { useChildren } from '../api/children';
import { ChildCard } from './child-card';
import { ChildFormModal } from './child-form-modal';
import { ChildSelected } from './child-selected';
import { DeleteChildModal } from './delete-child-modal';

/** Parent home: My Children cards, add/edit/delete, and the selected child (spec 01 §2 "Parent dashboard"). */
export function MyChildren({ renderSelected }: { renderSelected?: (child: Child) => ReactNode }) {
  const children = useChildren();
  const active = useActiveChild();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Child | null>(null);
  const [deleting, setDeleting] = useState<Child | null>(null);

  const list = children.data ?? [];
  const selected = active ? (list.find((c) => c.id === active.id) ?? null) : null;

  // A stored choice for a child that is gone (deleted elsewhere) is forgotten.
  useEffect(() => {
    if (children.isSuccess && active && !list.some((c) => c.id === active.id)) selectChild(null);
  }, [children.isSuccess, active, list]);

  const openAdd = () => {
    setEditing(null);
    setFormOpen(true);
  };
  const openEdit = (child: Child) => {
    setEditing(child);
    setFormOpen(true);
  };

  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="lg" shadow="xs">
        <Group justify="space-between" mb="md" wrap="nowrap">
          <Title order={2} fz="xl">
            My Children
          </Title>
          {list.length > 0 && (
            <Button size="xs" variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={openAdd}>
              Add Child
            </Button>
          )}
        </Group>
        {children.isPending ? (
          <Group justify="center" py="xl">
            <Loader size="sm" aria-label="Loading children" />
          </Group>
        ) : children.isError ? (
          <Stack align="center" py="lg" gap="xs">
            <Text c="red.8">Could not load your children.</Text>
            <Button size="xs" variant="default" onClick={() => void children.refetch()}>
              Try again
            </Button>
          </Stack>
        ) : list.length === 0 ? (
          <Stack align="center" gap="xs" py="xl">
            <ThemeIcon size={72} radius="xl" variant="light" color="orange" aria-hidden>
              <IconMoodKid size={40} />
            </ThemeIcon>
            <Text fw={700} fz="lg">
              {CHILD_MSG.noChildren}
            </Text>
            <Text c="gray.7" size="sm" ta="center" maw={380}>
              Add your child to assign practice sheets, follow their progress and see evaluations.
            </Text>
            <Button mt="sm" radius="md" leftSection={<IconPlus size={18} aria-hidden />} onClick={openAdd}>
              {CHILD_MSG.addFirst}
            </Button>
          </Stack>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {list.map((child) => (
              <ChildCard
                key={child.id}
                child={child}
                selected={selected?.id === child.id}
                onSelect={() => selectChild(selected?.id === child.id ? null : { id: child.id, name: child.name })}
                onEdit={() => openEdit(child)}
                onDelete={() => setDeleting(child)}
              />
            ))}
          </SimpleGrid>
        )}
      </Card>
      {selected && (
        <ChildSelected child={selected} onClose={() => selectChild(null)}>
          {renderSelected?.(selected)}
        </ChildSelected>
      )}
      <ChildFormModal opened={formOpen} onClose={() => setFormOpen(false)} child={editing} />
      <DeleteChildModal
        child={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(child) => {
          if (active?.id === child.id) selectChild(null);
        }}
      />
    </Stack>
  );
}
