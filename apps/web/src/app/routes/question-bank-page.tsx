import type { MeResponse } from '@app/shared/schemas/auth';
import { Alert, Button, Container, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { UI } from '../../lib/messages';
import { homePathFor, ProtectedRoute } from '../protected-route';
import { AdminHeader } from '../shell/admin-header';
import { ComingSoonBadge } from '../../components/coming-soon-badge';
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
              <Tabs.List mb="md">
                <Tabs.Tab value="generate">Generate Questions</Tabs.Tab>
                <Tabs.Tab value="auto">Auto-Generate</Tabs.Tab>
                <Tabs.Tab value="browse">Browse Questions</Tabs.Tab>
                <Tabs.Tab value="import-export">Import/Export</Tabs.Tab>
                <Tabs.Tab value="database">Database</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="generate">
                <GenerateTab />
              </Tabs.Panel>
              <Tabs.Panel value="auto">
                <Paper withBorder radius="lg" p="xl">
                  <Stack gap="xs" align="flex-start">
                    <ComingSoonBadge />
                    <Text>
                      Auto-generation (every topic of a chapter, all difficulties and types) arrives in a later update.
                      Use Generate Questions meanwhile; it is regular mode only, so olympiad questions are generated in
                      the Generate Questions tab.
                    </Text>
                  </Stack>
                </Paper>
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
