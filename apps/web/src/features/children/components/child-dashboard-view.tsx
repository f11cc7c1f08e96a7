import type { MeResponse } from '@app/shared/schemas/auth';
import { ActionIcon, Box, Button, Card, Container, Group, Loader, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconLogout, IconUserShield } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/logo';
import { apiRequest } from '../../../lib/api-client';
import { leaveSession } from '../../../lib/session-storage';
import { useActiveChild } from '../../../lib/active-child';
import { useChild } from '../api/children';
import { ChildAvatar } from './child-avatar';
import { ParentCodeModal } from './parent-code-modal';

async function logout() {
  try {
    await apiRequest('/auth/logout', { method: 'POST', skipUnauthorizedRedirect: true });
  } finally {
    leaveSession();
  }
}

/** /child-dashboard: the child's own space inside the parent's session (opened with the child's code). */
export function ChildDashboardView({
  user,
  renderTasks,
}: {
  user: MeResponse;
  /** The child's task panels, composed by the page. */
  renderTasks: (childId: string) => ReactNode;
}) {
  const stored = useActiveChild();
  const childId = user.active_child_id;
  const child = useChild(childId);
  const [parentCodeOpen, setParentCodeOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const phone = useMediaQuery('(max-width: 36em)');
  const tasksSlot = childId ? renderTasks(childId) : null;
  const name = child.data?.name ?? (stored?.id === childId ? stored?.name : undefined);

  if (!childId) {
    return (
      <Container size="xs" py={64}>
        <Card withBorder radius="lg" p="xl">
          <Stack align="center" gap="sm">
            <Logo />
            <Title order={1} fz={22} ta="center">
              Child Dashboard
            </Title>
            <Text c="gray.7" ta="center">
              No child view is open. Add your child on the dashboard, then open their view with their access code.
            </Text>
            <Button component={Link} to="/dashboard">
              Go to dashboard
            </Button>
          </Stack>
        </Card>
      </Container>
    );
  }

  return (
    <Box mih="100dvh" bg="gray.0">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg" h={64} px="md">
          <Group h="100%" justify="space-between" wrap="nowrap">
            {/* The product's name stays visible on a phone too (the child should know where they are). */}
            <Logo size="sm" />
            <Group gap="xs" wrap="nowrap">
              <Button
                variant="light"
                size={phone ? 'xs' : 'sm'}
                px={phone ? 8 : undefined}
                leftSection={<IconUserShield size={phone ? 16 : 18} aria-hidden />}
                onClick={() => setParentCodeOpen(true)}
              >
                Parent View
              </Button>
              <Tooltip label="Log out">
                <ActionIcon
                  variant="subtle"
                  size="lg"
                  color="red.8"
                  aria-label="Log out"
                  loading={leaving}
                  onClick={() => {
                    setLeaving(true);
                    void logout();
                  }}
                >
                  <IconLogout size={22} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Group>
        </Container>
      </Box>
      <Container size="lg" py="lg" px="md" component="main">
        {name === undefined && child.isPending ? (
          <Group justify="center" py="xl">
            <Loader aria-label="Loading" />
          </Group>
        ) : (
          <Stack gap="lg">
            <Group gap="md" wrap="nowrap">
              <ChildAvatar name={name ?? '?'} photoUrl={child.data?.photo_url} size={72} />
              <div>
                <Title order={1} fz={{ base: 24, sm: 30 }}>
                  Hi, {name}!
                </Title>
                {child.data && (
                  <Text c="gray.7">
                    Grade {child.data.grade} · {child.data.board} · {child.data.school_name}
                  </Text>
                )}
              </div>
            </Group>
            {tasksSlot}
          </Stack>
        )}
      </Container>
      <ParentCodeModal opened={parentCodeOpen} onClose={() => setParentCodeOpen(false)} />
    </Box>
  );
}
