import { QB_MSG, type QbStats, qbResetMessage } from '@app/shared/schemas/question-bank';
import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  PasswordInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useResetDatabase, useStats } from '../api/qb-api';
import { CascadeSelects, EMPTY_SELECTION, type Selection } from './cascade-selects';
import { difficultyLabel, typeCode } from './labels';

const GROUPS: { key: keyof Omit<QbStats, 'total_questions'>; title: string; label?: (k: string) => string }[] = [
  { key: 'by_board', title: 'By board' },
  { key: 'by_grade', title: 'By grade', label: (k) => `Grade ${k}` },
  { key: 'by_subject', title: 'By subject' },
  { key: 'by_chapter', title: 'By chapter' },
  { key: 'by_difficulty', title: 'By difficulty', label: difficultyLabel },
  { key: 'by_question_type', title: 'By question type', label: typeCode },
  { key: 'by_question_mode', title: 'By mode', label: difficultyLabel },
];

function StatsTable({
  title,
  counts,
  label,
}: {
  title: string;
  counts: Record<string, number>;
  label?: (k: string) => string;
}) {
  const rows = Object.entries(counts).sort((a, b) => b[1] - a[1]);
  return (
    <Paper withBorder radius="md" p="sm">
      <Text fw={600} size="sm" mb={4}>
        {title}
      </Text>
      <Table.ScrollContainer minWidth={200} mah={260}>
        <Table striped withRowBorders={false} verticalSpacing={2}>
          <Table.Tbody>
            {rows.map(([k, n]) => (
              <Table.Tr key={k}>
                <Table.Td>{label ? label(k) : k}</Table.Td>
                <Table.Td ta="right">{n}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

export function DatabaseTab() {
  const [mode, setMode] = useState<'regular' | 'olympiad'>('regular');
  const [sel, setSel] = useState<Selection>(EMPTY_SELECTION);
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [resetError, setResetError] = useState<string | null>(null);
  const stats = useStats({
    question_mode: mode,
    board: sel.board || undefined,
    grade: sel.grade ? Number(sel.grade) : undefined,
    subject: mode === 'regular' ? sel.subject || undefined : undefined,
    chapter: sel.chapter || undefined,
  });
  const reset = useResetDatabase();

  const doReset = () => {
    setResetError(null);
    if (!password) return setResetError(QB_MSG.enterPassword);
    reset.mutate(
      { password },
      {
        onSuccess: (r) => {
          setConfirming(false);
          setPassword('');
          notifications.show({ color: 'green', message: qbResetMessage(r.deleted_count) });
        },
        onError: (e) => setResetError(errorMessage(e, QB_MSG.resetFailed)),
      },
    );
  };

  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="md">
        <Stack gap="md">
          <SegmentedControl
            value={mode}
            onChange={(m) => {
              setMode(m as 'regular' | 'olympiad');
              setSel(EMPTY_SELECTION);
            }}
            data={[
              { value: 'regular', label: 'Regular' },
              { value: 'olympiad', label: 'Olympiad' },
            ]}
            w="fit-content"
            aria-label="Statistics mode"
          />
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            <CascadeSelects mode={mode} value={sel} onChange={setSel} depth={4} filter />
          </SimpleGrid>
          <Group>
            <Button variant="default" onClick={() => setSel(EMPTY_SELECTION)}>
              Clear Filters
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="md">
        <Stack gap="sm">
          <Group gap="xs">
            <Title order={2} fz="lg">
              Statistics
            </Title>
            {stats.isFetching && <Loader size="xs" />}
          </Group>
          {stats.isError && (
            <Alert color="red" variant="light">
              {errorMessage(stats.error, QB_MSG.statsFailed)}
            </Alert>
          )}
          {stats.data && (
            <>
              <Text size="lg" fw={700}>
                Total questions: {stats.data.total_questions}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                {GROUPS.map((g) => (
                  <StatsTable key={g.key} title={g.title} counts={stats.data[g.key]} label={g.label} />
                ))}
              </SimpleGrid>
            </>
          )}
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="md" style={{ borderColor: 'var(--mantine-color-red-4)' }}>
        <Stack gap="xs" align="flex-start">
          <Title order={2} fz="lg" c="red.8">
            Danger Zone
          </Title>
          <Text size="sm">
            Deletes every question in the bank. The built-in seed questions are loaded again at the next server start.
          </Text>
          <Button
            color="red"
            leftSection={<IconAlertTriangle size={16} />}
            onClick={() => {
              if (window.confirm('Are you sure you want to delete ALL questions from the database?'))
                setConfirming(true);
            }}
          >
            Reset Database
          </Button>
        </Stack>
      </Paper>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Confirm database reset">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            doReset();
          }}
        >
          <Stack gap="sm">
            <Text size="sm">This cannot be undone. Enter your password to confirm.</Text>
            <PasswordInput
              label="Password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={resetError}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
              <Button color="red" type="submit" loading={reset.isPending}>
                Delete all questions
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
