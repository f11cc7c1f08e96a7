import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import {
  IconMapPin,
  IconPencil,
  IconPlus,
  IconRefresh,
  IconTrash,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useBatches } from '../api/batches';
import type { Batch } from '../api/coaching-types';
import { BatchFormModal } from './batch-form-modal';
import classes from './coaching.module.css';
import { DeleteBatchModal } from './delete-batch-modal';

interface MyBatchesProps {
  activeBatchId: string | null;
  onSelect: (batch: Batch | null) => void;
  onStudents: (batch: Batch) => void;
}

/** "My Batches" (spec 02 §2.8): cards with name, subject, grade, location and student count; Refresh and Add Batch. */
export function MyBatches({ activeBatchId, onSelect, onStudents }: MyBatchesProps) {
  const batches = useBatches();
  const [form, setForm] = useState<{ batch: Batch | null } | null>(null);
  const [deleting, setDeleting] = useState<Batch | null>(null);
  const list = batches.data ?? [];

  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-labelledby="my-batches-title">
      <Group justify="space-between" mb="md" gap="xs">
        <Title order={2} fz="xl" id="my-batches-title">
          My Batches
        </Title>
        <Group gap="xs">
          <Tooltip label="Refresh">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Refresh batches"
              onClick={() => void batches.refetch()}
              loading={batches.isFetching}
            >
              <IconRefresh size={18} />
            </ActionIcon>
          </Tooltip>
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setForm({ batch: null })}>
            Add Batch
          </Button>
        </Group>
      </Group>
      {batches.isPending ? (
        <Loader aria-label="Loading batches" />
      ) : batches.isError ? (
        <Text c="red.8" size="sm" role="alert">
          Batches could not be loaded. Use Refresh to try again.
        </Text>
      ) : list.length === 0 ? (
        <Stack align="center" gap="xs" py="lg">
          <ThemeIcon size={72} radius="xl" variant="light" color="teal" aria-hidden>
            <IconUsersGroup size={40} />
          </ThemeIcon>
          <Text fw={700} fz="lg">
            No batches yet
          </Text>
          <Text c="gray.7" size="sm" ta="center" maw={420}>
            Batches group your students by grade and subject so you can assign worksheets to all of them at once.
          </Text>
          <Button mt="sm" leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setForm({ batch: null })}>
            Create Batch
          </Button>
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {list.map((b) => {
            const active = b.id === activeBatchId;
            return (
              <Card
                key={b.id}
                withBorder
                radius="md"
                padding="md"
                className={classes.batchCard}
                data-active={active || undefined}
                data-testid="batch-card"
              >
                <UnstyledButton
                  className={classes.selectArea}
                  aria-pressed={active}
                  aria-label={`Select batch ${b.name}`}
                  onClick={() => onSelect(active ? null : b)}
                >
                  <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                    <Text fw={700} fz="lg" lh={1.25} className={classes.ellipsis}>
                      {b.name}
                    </Text>
                    {active && (
                      <Badge size="sm" variant="filled" color="indigo" style={{ flexShrink: 0 }}>
                        Active
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="gray.7" mt={4}>
                    {b.subject} · Grade {b.grade}
                  </Text>
                  <Group gap={12} mt={6}>
                    <Group gap={4} wrap="nowrap">
                      <IconUsers size={14} aria-hidden />
                      <Text size="sm">
                        {b.student_count} {b.student_count === 1 ? 'student' : 'students'}
                      </Text>
                    </Group>
                    {b.location && (
                      <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
                        <IconMapPin size={14} aria-hidden />
                        <Text size="sm" className={classes.ellipsis}>
                          {b.location}
                        </Text>
                      </Group>
                    )}
                  </Group>
                </UnstyledButton>
                <Group gap={4} mt="sm" justify="flex-end" wrap="wrap">
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    leftSection={<IconPencil size={15} aria-hidden />}
                    aria-label={`Edit ${b.name}`}
                    onClick={() => setForm({ batch: b })}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    leftSection={<IconUsers size={15} aria-hidden />}
                    aria-label={`Students of ${b.name}`}
                    onClick={() => onStudents(b)}
                  >
                    Students
                  </Button>
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    leftSection={<IconTrash size={15} aria-hidden />}
                    aria-label={`Delete ${b.name}`}
                    onClick={() => setDeleting(b)}
                  >
                    Delete
                  </Button>
                </Group>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
      <BatchFormModal
        opened={form !== null}
        batch={form?.batch ?? null}
        onClose={() => setForm(null)}
        onSaved={(b) => {
          if (!activeBatchId || b.id === activeBatchId) onSelect(b);
        }}
      />
      <DeleteBatchModal
        batch={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(b) => {
          if (b.id === activeBatchId) onSelect(null);
        }}
      />
    </Card>
  );
}
