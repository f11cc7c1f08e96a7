import type { MeResponse } from '@app/shared/schemas/auth';
import { Alert, Button, Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { UI } from '../../lib/messages';
import { homePathFor, ProtectedRoute } from '../protected-route';
import { AdminHeader } from '../shell/admin-header';
import tabs from '../../components/scroll-tabs.module.css';
import { AutoGenerateTab } from '../../features/question-bank/components/auto-generate-tab';
import { BrowseTab } from '../../features/question-bank/components/browse-tab';
import { DatabaseTab } from '../../features/question-bank/components/database-tab';
import { GenerateTab } from '../../features/question-bank/components/generate-tab';
import { ImportExportTab } from '../../features/question-bank/components/import-export-tab';

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
            {/* Tabs stay mounted: switching keeps each tab's form and results (spec 03 §2.8). */}
            <Tabs defaultValue="generate" keepMounted>
              <Tabs.List mb="md" className={tabs.list}>
                <Tabs.Tab value="generate" className={tabs.tab}>
                  Generate Questions
                </Tabs.Tab>
                <Tabs.Tab value="auto" className={tabs.tab}>
                  Auto-Generate
                </Tabs.Tab>
                <Tabs.Tab value="browse" className={tabs.tab}>
                  Browse Questions
                </Tabs.Tab>
                <Tabs.Tab value="import-export" className={tabs.tab}>
                  Import/Export
                </Tabs.Tab>
                <Tabs.Tab value="database" className={tabs.tab}>
                  Database
                </Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="generate">
                <GenerateTab />
              </Tabs.Panel>
              <Tabs.Panel value="auto">
                <AutoGenerateTab userId={user.id} />
              </Tabs.Panel>
              <Tabs.Panel value="browse">
                <BrowseTab />
              </Tabs.Panel>
              <Tabs.Panel value="import-export">
                <ImportExportTab />
              </Tabs.Panel>
              <Tabs.Panel value="database">
                <DatabaseTab />
              </Tabs.Panel>
            </Tabs>
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
