import { ADMIN_MSG } from '@app/shared/schemas/admin';
import { Alert, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconDatabase } from '@tabler/icons-react';
import { useState } from 'react';
import { useDbStats } from '../api/admin-stats';
import { AuditLogView } from './audit-log-view';
import { DangerZone } from './danger-zone';
import { StatCard } from './stat-card';
import { ROLE_LABEL, UserPicker } from './user-picker';

const LABELS: Record<string, string> = {
  users: 'Users',
  parents: 'Parents',
  children: 'Children',
  batches: 'Batches',
  tasks: 'Tasks',
  evaluations: 'Evaluations',
  notes: 'Notes',
  coaching_relationships: 'Coaching relationships',
  worksheets: 'Worksheets',
  files: 'Files',
};

/** Database (spec 01 §2): system-wide counts or one user's, the Danger Zone, and the audit log. */
export function DatabaseTab() {
  const [userId, setUserId] = useState<string | null>(null);
  const stats = useDbStats(userId);
  const info = stats.data?.user_info;
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="md">
        <UserPicker
          label="Statistics for one user (optional)"
          value={userId}
          onChange={setUserId}
          description="Leave empty for system-wide counts"
        />
      </Paper>
      {stats.isPending ? (
        <Loader aria-label="Loading database statistics" />
      ) : stats.isError || !stats.data ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {userId ? ADMIN_MSG.loadUserStatsFailed : ADMIN_MSG.loadStatsFailed}
        </Alert>
      ) : (
        <Stack gap="xs">
          {info && (
            <Text size="sm">
              <b>{info.name}</b> · {info.email} · {ROLE_LABEL[info.role]}
            </Text>
          )}
          <StatCard
            title={info ? `Counts for ${info.name}` : 'System-wide counts'}
            icon={<IconDatabase size={18} aria-hidden />}
            items={Object.entries(stats.data.stats).map(([k, v]) => ({ label: LABELS[k] ?? k, value: v }))}
          />
        </Stack>
      )}
      <DangerZone />
      <AuditLogView />
    </Stack>
  );
}
