import type { MeResponse } from '@app/shared/schemas/auth';
import { Container, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconChartPie, IconDatabase, IconRobot, IconUsers } from '@tabler/icons-react';
import { ProtectedRoute } from '../protected-route';
import { AdminHeader } from '../shell/admin-header';
import { ComingSoonBadge } from '../../components/coming-soon-badge';
import { AiConfigTab } from '../../features/admin-ai/components/ai-config-tab';
import { useState } from 'react';

const TABS = [
  { value: 'overview', label: 'Overview', icon: IconChartPie, ready: false },
  { value: 'users', label: 'User Management', icon: IconUsers, ready: false },
  { value: 'database', label: 'Database', icon: IconDatabase, ready: false },
  { value: 'ai', label: 'AI Config', icon: IconRobot, ready: true },
];

function AdminDashboard({ user }: { user: MeResponse }) {
  const [tab, setTab] = useState<string | null>('ai');
  return (
    <Stack mih="100dvh" bg="gray.0" gap={0}>
      <AdminHeader user={user} />
      <Container size="lg" py="lg" w="100%" component="main">
        <Stack gap="lg">
          <div>
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              Super Admin Dashboard
            </Title>
            <Text c="gray.7">Signed in as {user.email}</Text>
          </div>
          <Tabs value={tab} onChange={setTab}>
            <Tabs.List>
              {TABS.map(({ value, label, icon: Icon, ready }) => (
                <Tabs.Tab key={value} value={value} disabled={!ready} leftSection={<Icon size={16} aria-hidden />}>
                  {label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="ai" pt="lg">
              <AiConfigTab />
            </Tabs.Panel>
          </Tabs>
          <Paper withBorder radius="lg" p="xl">
            <Stack gap="xs" align="flex-start">
              <ComingSoonBadge />
              <Text>
                Statistics, user management and database tools arrive in a later update. Those tabs are shown for
                orientation and are not available yet.
              </Text>
            </Stack>
          </Paper>
        </Stack>
      </Container>
    </Stack>
  );
}

export function AdminDashboardPage() {
  return <ProtectedRoute area="super_admin">{(user) => <AdminDashboard user={user} />}</ProtectedRoute>;
}
