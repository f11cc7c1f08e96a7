import type { MeResponse } from '@app/shared/schemas/auth';
import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/logo';
import { useLogout } from '../../features/auth/api/logout';
import { UI } from '../../lib/messages';
import { homePathFor, ProtectedRoute } from '../protected-route';
import { ComingSoonBadge } from '../../components/coming-soon-badge';

function QuestionBank({ user }: { user: MeResponse }) {
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  const allowed = user.role === 'qb_admin';
  return (
    <Stack mih="100dvh" bg="gray.0" gap={0}>
      <Paper component="header" radius={0} withBorder px="md" py="sm">
        <Group justify="space-between" maw={1200} mx="auto" wrap="nowrap">
          <Logo size="sm" />
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" c="gray.7" visibleFrom="sm">
              {user.email}
            </Text>
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
      </Paper>
      <Container size="lg" py="lg" w="100%" component="main">
        {allowed ? (
          <Stack gap="lg">
            <div>
              <Title order={1} fz={{ base: 24, sm: 30 }}>
                Question Bank Management
              </Title>
              <Text c="gray.7">{user.email}</Text>
            </div>
            <Paper withBorder radius="lg" p="xl">
              <Stack gap="xs" align="flex-start">
                <ComingSoonBadge />
                <Text>Browsing, generating, importing and exporting questions arrive in a later update.</Text>
              </Stack>
            </Paper>
          </Stack>
        ) : (
          <Alert color="red" variant="light" icon={<IconLock size={20} />} title={UI.accessDenied} radius="lg">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{UI.onlyQbAdmin}</Text>
              <Button component={Link} to={homePathFor(user.role)} variant="light" size="xs">
                Go to my dashboard
              </Button>
            </Stack>
          </Alert>
        )}
      </Container>
    </Stack>
  );
}

export function QuestionBankPage() {
  return <ProtectedRoute area="qb_admin">{(user) => <QuestionBank user={user} />}</ProtectedRoute>;
}
