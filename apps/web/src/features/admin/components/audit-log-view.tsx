import { AUDIT_CATEGORIES, ADMIN_MSG } from '@app/shared/schemas/admin';
import { Alert, Button, Group, Loader, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useAuditLog } from '../api/admin-stats';

const CATEGORY_LABEL: Record<(typeof AUDIT_CATEGORIES)[number], string> = {
  auth: 'Sign-ins and codes',
  admin: 'Admin actions',
  child: 'Children',
  child_view: 'Child view',
  qb: 'Question bank',
  ai_config: 'AI configuration',
  cli: 'Command line',
};

const detailText = (d: Record<string, unknown> | null) => {
  if (!d) return '';
  const text = JSON.stringify(d);
  return text.length > 140 ? `${text.slice(0, 140)}…` : text;
};

/** Who did what and when: newest first, by category, 25 at a time (keyset pages). */
export function AuditLogView() {
  const [category, setCategory] = useState<string | null>(null);
  const log = useAuditLog(category);
  const rows = log.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label="Audit log">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={3} fz="md" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <IconHistory size={18} aria-hidden /> Audit log
          </Title>
          <Select
            label="Category"
            data={[
              { value: 'all', label: 'All actions' },
              ...AUDIT_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABEL[c] })),
            ]}
            value={category ?? 'all'}
            allowDeselect={false}
            onChange={(v) => setCategory(v === 'all' ? null : v)}
            w={220}
          />
        </Group>
        {log.isPending ? (
          <Loader aria-label="Loading the audit log" />
        ) : log.isError ? (
          <Alert color="red" role="alert">
            {ADMIN_MSG.loadAuditFailed}
          </Alert>
        ) : rows.length === 0 ? (
          <Text c="gray.7" size="sm">
            No entries.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={680}>
            <Table verticalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Who</Table.Th>
                  <Table.Th>Action</Table.Th>
                  <Table.Th>Details</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{new Date(e.created_at).toLocaleString()}</Table.Td>
                    <Table.Td>{e.actor_email ?? (e.actor_id ? 'deleted user' : 'unknown')}</Table.Td>
                    <Table.Td>
                      <code>{e.action}</code>
                    </Table.Td>
                    <Table.Td style={{ wordBreak: 'break-word' }}>
                      {e.ip ? `${e.ip} ` : ''}
                      {detailText(e.details)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {log.hasNextPage && (
          <Button variant="default" onClick={() => log.fetchNextPage()} loading={log.isFetchingNextPage}>
            Older entries
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
