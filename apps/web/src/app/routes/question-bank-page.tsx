import type { MeResponse } from '@app/shared/schemas/auth';
import { Alert, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { UI } from '../../lib/messages';
import { homePathFor, ProtectedRoute } from '../protected-route';
import { AdminHeader } from '../shell/admin-header';
import { ComingSoonBadge } from '../../components/coming-soon-badge';

function QuestionBank({ user }: { user: MeResponse }) {
  const allowed = user.role === 'qb_admin';
  return (
    <Stack mih="100dvh" bg="gray.0" gap={0}>
      <AdminHeader user={user} />
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
