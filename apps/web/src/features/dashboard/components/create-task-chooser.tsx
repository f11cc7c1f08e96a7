import { Button, Group, Modal, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconFileText, IconPencil } from '@tabler/icons-react';
import classes from './quick-actions.module.css';

interface CreateTaskChooserProps {
  opened: boolean;
  subject: string | null;
  onClose: () => void;
  onPracticeSheet: () => void;
  onCreateNote: () => void;
}

/** Spec 01 "Create Task chooser": Practice Sheet or Create Note, showing the selected subject, with Cancel. */
export function CreateTaskChooser({ opened, subject, onClose, onPracticeSheet, onCreateNote }: CreateTaskChooserProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Create Task"
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm">
          Subject: <strong>{subject ?? 'choose it in the next step'}</strong>
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <UnstyledButton className={classes.tile} onClick={onPracticeSheet}>
            <Stack gap={6} align="center">
              <ThemeIcon size={44} radius="md" variant="light" color="indigo" aria-hidden>
                <IconFileText size={24} />
              </ThemeIcon>
              <Text fw={700}>Practice Sheet</Text>
              <Text size="xs" c="gray.7" ta="center">
                AI-generated worksheets and practice tests
              </Text>
            </Stack>
          </UnstyledButton>
          <UnstyledButton className={classes.tile} onClick={onCreateNote}>
            <Stack gap={6} align="center">
              <ThemeIcon size={44} radius="md" variant="light" color="teal" aria-hidden>
                <IconPencil size={24} />
              </ThemeIcon>
              <Text fw={700}>Create Note</Text>
              <Text size="xs" c="gray.7" ta="center">
                Study notes, summaries, memory maps
              </Text>
            </Stack>
          </UnstyledButton>
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
