import type { MeResponse } from '@app/shared/schemas/auth';
import { ActionIcon, Button, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { Logo } from '../../components/logo';
import { useLogout } from '../../features/auth/api/logout';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { ProfileSettingsModal } from '../../features/profile/components/profile-settings-modal';

/** Header of the admin areas (super admin dashboard, question bank): who is signed in, settings, logout. */
export function AdminHeader({ user }: { user: MeResponse }) {
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const onLogout = () => {
    setBusy(true);
    void logout();
  };
  return (
    <Paper component="header" radius={0} withBorder px="md" py="sm">
      <Group justify="space-between" maw={1140} mx="auto" wrap="nowrap">
        <Logo size="sm" />
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" c="gray.7" visibleFrom="sm" mr="xs">
            {user.email}
          </Text>
          <NotificationBell userId={user.id} />
          <Tooltip label="Profile Settings">
            <ActionIcon
              variant="subtle"
              size="lg"
              color="gray.7"
              aria-label="Profile Settings"
              onClick={() => setSettingsOpen(true)}
            >
              <IconSettings size={22} />
            </ActionIcon>
          </Tooltip>
          {/* A phone gets the icon alone, so the header stays one row at 375 px. */}
          <Button
            visibleFrom="sm"
            variant="default"
            leftSection={<IconLogout size={18} aria-hidden color="var(--mantine-color-red-9)" />}
            loading={busy}
            onClick={onLogout}
          >
            Logout
          </Button>
          <Tooltip label="Logout">
            <ActionIcon
              hiddenFrom="sm"
              variant="subtle"
              size="lg"
              color="red.9"
              aria-label="Logout"
              loading={busy}
              onClick={onLogout}
            >
              <IconLogout size={22} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <ProfileSettingsModal opened={settingsOpen} onClose={() => setSettingsOpen(false)} user={user} />
    </Paper>
  );
}
