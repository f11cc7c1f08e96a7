import type { MeResponse } from '@app/shared/schemas/auth';
import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Logo } from '../../components/logo';
import { useLogout } from '../../features/auth/api/logout';
import { SecurityTab } from '../../features/profile/components/security-tab';

/**
 * Accounts created for someone else (a teacher adding a parent) start with a one-time password. The server
 * refuses everything but this change until it is done, so the app shows only this screen.
 */
export function RequiredPasswordChange({ user }: { user: MeResponse }) {
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  return (
    <Center mih="100dvh" p="md" bg="gray.0" component="main">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="md" w="100%" maw={460}>
        <Stack gap="md">
          <Logo />
          <div>
            <Title order={1} fz={24}>
              Choose your own password
            </Title>
            <Text c="gray.7" size="sm" mt={4}>
              Welcome, {user.name}. Your account was set up with a one-time password. Enter it as the current password
              and choose a new one to continue.
            </Text>
          </div>
          <SecurityTab submitLabel="Save new password" />
          <Button
            variant="subtle"
            color="gray.7"
            loading={busy}
            onClick={() => {
              setBusy(true);
              void logout();
            }}
          >
            Log out
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
