import type { Child } from '@app/shared/schemas/children';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowsExchange, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { ChildAvatar } from './child-avatar';
import { ChildCodeModal } from './child-code-modal';

/**
 * The parent view with a child selected. Learning space, quick actions, performance and task lists arrive with
 * their features; until then this says so plainly.
 */
export function ChildSelected({ child, onClose }: { child: Child; onClose: () => void }) {
  const [switching, setSwitching] = useState(false);
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" aria-labelledby="selected-child-title">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ChildAvatar name={child.name} photoUrl={child.photo_url} size={48} />
          <div>
            <Title order={2} fz="lg" id="selected-child-title">
              {child.name}'s space
            </Title>
            <Text size="sm" c="gray.7">
              Grade {child.grade} · {child.board}
            </Text>
          </div>
        </Group>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconArrowsExchange size={16} aria-hidden />}
            onClick={() => setSwitching(true)}
          >
            Switch to Child View
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="gray.7"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={onClose}
          >
            All children
          </Button>
        </Group>
      </Group>
      <Stack gap={4} mt="md">
        <Text size="sm">
          Tasks, learning space, performance and study support for {child.name} will appear here as those parts of the
          app arrive.
        </Text>
      </Stack>
      <ChildCodeModal childName={switching ? child.name : null} onClose={() => setSwitching(false)} />
    </Card>
  );
}
