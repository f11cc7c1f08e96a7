import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Logo } from '../../components/logo';
import { ProtectedRoute } from '../protected-route';

export function ChildDashboardPage() {
  return (
    <ProtectedRoute area="main">
      {() => (
        <Center mih="100dvh" p="md" bg="gray.0">
          <Paper withBorder radius="lg" p="xl" maw={480} w="100%">
            <Stack align="center" gap="sm">
              <Logo />
              <Title order={1} fz={24}>
                Child Dashboard
              </Title>
              <Text c="gray.7" ta="center">
                The child dashboard is coming soon, together with children and their tasks.
              </Text>
              <Button component={Link} to="/dashboard" mt="sm">
                Go to dashboard
              </Button>
            </Stack>
          </Paper>
        </Center>
      )}
    </ProtectedRoute>
  );
}
