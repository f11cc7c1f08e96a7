import type { Role } from '@app/shared';
import { ADMIN_MSG, type AdminUser } from '@app/shared/schemas/admin';
import { Alert, Badge, Button, Group, Loader, Modal, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconKey, IconLock, IconTrash, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteUser, useToggleStatus, useUsers } from '../api/admin-users';
import { SetPasswordModal } from './set-password-modal';
import { ROLE_LABEL } from './user-picker';

const ROLE_FILTERS = [
  { value: 'all', label: 'All roles' },
  { value: 'parent', label: 'Parent' },
  { value: 'coaching_teacher', label: 'Coaching teacher' },
  { value: 'super_admin', label: 'Super admin' },
];

// Mantine's green.9 and orange.9 fall just short of 4.5:1 for small text; these pass WCAG AA.
const ACTIVE_GREEN = '#166534';
const DARK_ORANGE = '#9a3412';

const countsText = (deleted: Record<string, number>) =>
  Object.entries(deleted)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${n} ${k.replace(/_/g, ' ')}`)
    .join(', ');

/** User Management (spec 01 §2): role filter, table, Set Password, Activate/Deactivate, Delete; super admins Protected. */
export function UsersTab() {
  const [role, setRole] = useState<Role | null>(null);
  const users = useUsers(role);
  const toggle = useToggleStatus();
  const remove = useDeleteUser();
  const [pwUser, setPwUser] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const rows = users.data?.pages.flatMap((p) => p.users) ?? [];
  const total = users.data?.pages[0]?.total ?? 0;

  const onToggle = (u: AdminUser) =>
    toggle.mutate(u.id, {
      onSuccess: (r) => notifications.show({ color: 'green', message: r.message }),
      onError: (err) => notifications.show({ color: 'red', message: errorMessage(err, ADMIN_MSG.toggleFailed) }),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Select
          label="Filter by role"
          data={ROLE_FILTERS}
          value={role ?? 'all'}
          allowDeselect={false}
          onChange={(v) => setRole(v === 'all' ? null : (v as Role))}
          w={220}
        />
        {users.data && (
          <Text size="sm" c="gray.7">
            Showing {rows.length} of {total} users
          </Text>
        )}
      </Group>
      {users.isPending ? (
        <Loader aria-label="Loading users" />
      ) : users.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {ADMIN_MSG.loadUsersFailed}
        </Alert>
      ) : rows.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <Text ta="center" c="gray.7">
            {ADMIN_MSG.noUsers}
          </Text>
        </Paper>
      ) : (
        <Paper withBorder radius="lg">
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Role</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((u) => (
                  <Table.Tr key={u.id}>
                    <Table.Td>{u.name}</Table.Td>
                    <Table.Td>{u.email}</Table.Td>
                    <Table.Td>{ROLE_LABEL[u.role]}</Table.Td>
                    <Table.Td>
                      <Badge color={u.is_active ? ACTIVE_GREEN : 'gray.7'} variant="filled">
                        {u.is_active ? 'Active' : 'Inactive'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {u.protected ? (
                        <Badge color="violet.9" variant="outline" leftSection={<IconLock size={12} aria-hidden />}>
                          Protected
                        </Badge>
                      ) : (
                        <Group gap={6} wrap="nowrap">
                          <Button
                            size="compact-sm"
                            variant="default"
                            leftSection={<IconKey size={14} aria-hidden />}
                            onClick={() => setPwUser(u)}
                            aria-label={`Set password for ${u.email}`}
                          >
                            Set Password
                          </Button>
                          <Button
                            size="compact-sm"
                            variant="outline"
                            color={u.is_active ? DARK_ORANGE : ACTIVE_GREEN}
                            leftSection={
                              u.is_active ? (
                                <IconUserOff size={14} aria-hidden />
                              ) : (
                                <IconUserCheck size={14} aria-hidden />
                              )
                            }
                            loading={toggle.isPending && toggle.variables === u.id}
                            onClick={() => onToggle(u)}
                            aria-label={`${u.is_active ? 'Deactivate' : 'Activate'} ${u.email}`}
                          >
                            {u.is_active ? 'Deactivate' : 'Activate'}
                          </Button>
                          <Button
                            size="compact-sm"
                            variant="outline"
                            color="red.9"
                            leftSection={<IconTrash size={14} aria-hidden />}
                            onClick={() => setDeleting(u)}
                            aria-label={`Delete ${u.email}`}
                          >
                            Delete
                          </Button>
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {users.hasNextPage && (
        <Button variant="default" onClick={() => users.fetchNextPage()} loading={users.isFetchingNextPage}>
          Load more
        </Button>
      )}
      <SetPasswordModal user={pwUser} onClose={() => setPwUser(null)} />
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete user"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="sm">
          <Text size="sm">
            Delete <b>{deleting?.email}</b>? Their related data (children, batches, tasks, worksheets, notes, files and
            so on) is deleted too. This cannot be undone.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button
              color="red.9"
              loading={remove.isPending}
              onClick={() =>
                deleting &&
                remove.mutate(deleting.id, {
                  onSuccess: (r) => {
                    const what = countsText(r.deleted);
                    notifications.show({ color: 'green', message: what ? `${r.message} (${what})` : r.message });
                    setDeleting(null);
                  },
                  onError: (err) =>
                    notifications.show({ color: 'red', message: errorMessage(err, ADMIN_MSG.deleteFailed) }),
                })
              }
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
