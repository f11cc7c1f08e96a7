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
          <Button
            variant="subtle"
            color="red.8"
            leftSection={<IconLogout size={18} aria-hidden />}
            loading={busy}
            onClick={() => {
              setBusy(true);
              void logout();
            }}
          >
            Logout
          </Button>
        </Group>
      </Group>
      <ProfileSettingsModal opened={settingsOpen} onClose={() => setSettingsOpen(false)} user={user} />
    </Paper>
  );
}
