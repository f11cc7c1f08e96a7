import type { Child } from '@app/shared/schemas/children';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowsExchange, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { ChildAvatar } from './child-avatar';
import { ChildCodeModal } from './child-code-modal';

/** The parent view with a child selected: the child's header, then the panels the dashboard composes below it. */
export function ChildSelected({
  child,
  onClose,
  children,
}: {
  child: Child;
  onClose: () => void;
  children?: ReactNode;
}) {
  const [switching, setSwitching] = useState(false);
  return (
    <Stack gap="lg">
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
        <ChildCodeModal childName={switching ? child.name : null} onClose={() => setSwitching(false)} />
      </Card>
      {children}
    </Stack>
  );
}
