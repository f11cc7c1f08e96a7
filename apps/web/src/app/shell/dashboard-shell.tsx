import type { MeResponse } from '@app/shared/schemas/auth';
import { ActionIcon, AppShell, Container, Group, Text, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconLogout, IconSettings } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Logo } from '../../components/logo';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { BottomNav, type DashboardPageId } from './bottom-nav';
import classes from './dashboard-shell.module.css';

const ROLE_LABELS: Record<MeResponse['role'], string> = {
  parent: 'Parent',
  coaching_teacher: 'Coaching Teacher',
  super_admin: 'Super Admin',
  qb_admin: 'Question Bank Admin',
};

interface DashboardShellProps {
  user: MeResponse;
  page: DashboardPageId;
  onPageChange: (page: DashboardPageId) => void;
  onOpenSettings: () => void;
  onLogout: () => void;
  loggingOut: boolean;
  children: ReactNode;
}

export function DashboardShell({
  user,
  page,
  onPageChange,
  onOpenSettings,
  onLogout,
  loggingOut,
  children,
}: DashboardShellProps) {
  // Parents reach settings from home or while no child is active (spec 01 §2); other roles always.
  const showSettings = user.role !== 'parent' || page === 'home' || !user.active_child_id;
  return (
    <AppShell header={{ height: 64 }} footer={{ height: 68 }} padding={0}>
      <AppShell.Header>
        <Container size="lg" h="100%" px="md">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              {page !== 'home' && (
                <Tooltip label="Back to home">
                  <ActionIcon variant="subtle" size="lg" aria-label="Back to home" onClick={() => onPageChange('home')}>
                    <IconArrowLeft size={22} />
                  </ActionIcon>
                </Tooltip>
              )}
              <Logo size="sm" />
            </Group>
            <Group gap={6} wrap="nowrap">
              <Text size="sm" fw={600} c="gray.8" visibleFrom="sm" mr="xs">
                {user.name}
                <Text component="span" size="sm" c="gray.7" fw={400}>
                  {' · '}
                  {ROLE_LABELS[user.role]}
                </Text>
              </Text>
              <NotificationBell userId={user.id} />
              {showSettings && (
                <Tooltip label="Profile Settings">
                  <ActionIcon
                    variant="subtle"
                    size="lg"
                    color="gray.7"
                    aria-label="Profile Settings"
                    onClick={onOpenSettings}
                  >
                    <IconSettings size={22} />
                  </ActionIcon>
                </Tooltip>
              )}
              <Tooltip label="Log out">
                <ActionIcon
                  variant="subtle"
                  size="lg"
                  color="red.8"
                  aria-label="Log out"
                  onClick={onLogout}
                  loading={loggingOut}
                >
                  <IconLogout size={22} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main className={classes.main}>
        <Container size="lg" py="lg" px="md">
          {children}
        </Container>
      </AppShell.Main>
      <AppShell.Footer>
        <BottomNav page={page} onChange={onPageChange} />
      </AppShell.Footer>
    </AppShell>
  );
}
