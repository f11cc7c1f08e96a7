import type { MeResponse } from '@app/shared/schemas/auth';
import { Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconChartPie, IconDatabase, IconRobot, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import tabs from '../../components/scroll-tabs.module.css';
import { AiConfigTab } from '../../features/admin-ai/components/ai-config-tab';
import { DatabaseTab } from '../../features/admin/components/database-tab';
import { OverviewTab } from '../../features/admin/components/overview-tab';
import { UsersTab } from '../../features/admin/components/users-tab';
import { ProtectedRoute } from '../protected-route';
import { AdminHeader } from '../shell/admin-header';

const TABS = [
  { value: 'overview', label: 'Overview', icon: IconChartPie },
  { value: 'users', label: 'User Management', icon: IconUsers },
  { value: 'database', label: 'Database', icon: IconDatabase },
  { value: 'ai', label: 'AI Config', icon: IconRobot },
];

function AdminDashboard({ user }: { user: MeResponse }) {
  const [tab, setTab] = useState<string | null>('overview');
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
          {/* Panels mount when shown: each tab loads its data (and the overview its charts) on first view. */}
          <Tabs value={tab} onChange={setTab} keepMounted={false}>
            <Tabs.List className={tabs.list}>
              {TABS.map(({ value, label, icon: Icon }) => (
                <Tabs.Tab key={value} value={value} className={tabs.tab} leftSection={<Icon size={16} aria-hidden />}>
                  {label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="overview" pt="lg">
              <OverviewTab />
            </Tabs.Panel>
            <Tabs.Panel value="users" pt="lg">
              <UsersTab />
            </Tabs.Panel>
            <Tabs.Panel value="database" pt="lg">
              <DatabaseTab />
            </Tabs.Panel>
            <Tabs.Panel value="ai" pt="lg">
              <AiConfigTab />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      </Container>
    </Stack>
  );
}

export function AdminDashboardPage() {
  return <ProtectedRoute area="super_admin">{(user) => <AdminDashboard user={user} />}</ProtectedRoute>;
}
