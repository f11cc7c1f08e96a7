import { RESET_CONFIRM_WORD } from '@app/shared';
import { ADMIN_MSG, type DangerResponse, isResetWord } from '@app/shared/schemas/admin';
import { Alert, Button, Group, Modal, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useClearNotes, useClearTasks, useResetSystem } from '../api/admin-users';

type Action = 'tasks' | 'notes' | 'reset';

const COPY: Record<Action, { title: string; text: string; button: string; failed: string }> = {
  tasks: {
    title: 'Clear all tasks',
    text: 'Every task of every family and batch is deleted, with its submissions, evaluations and uploaded work.',
    button: 'Clear Tasks',
    failed: ADMIN_MSG.clearTasksFailed,
  },
  notes: {
    title: 'Clear all notes',
    text: 'Every generated note is deleted, with its assignments to children.',
    button: 'Clear Notes',
    failed: ADMIN_MSG.clearNotesFailed,
  },
  reset: {
    title: 'System Reset',
    text: 'Every account except super admins is deleted with everything it owns: children, tasks, worksheets, notes and files. The question bank, AI configuration and audit log stay.',
    button: 'Reset System',
    failed: ADMIN_MSG.resetFailed,
  },
};

const countsText = (d: DangerResponse['deleted']) =>
  Object.entries(d)
    .map(([k, n]) => `${k.replace(/_/g, ' ')}: ${n}`)
    .join(', ');

/** Danger Zone (spec 01 §2, §5): each action confirmed; reset needs RESET typed and the admin's password. */
export function DangerZone() {
  const [open, setOpen] = useState<Action | null>(null);
  const [word, setWord] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<DangerResponse | null>(null);
  const clearTasks = useClearTasks();
  const clearNotes = useClearNotes();
  const reset = useResetSystem();
  const pending = clearTasks.isPending || clearNotes.isPending || reset.isPending;
  const close = () => {
    setOpen(null);
    setWord('');
    setPassword('');
    setError(null);
  };
  const run = () => {
    if (!open) return;
    const handlers = {
      onSuccess: (r: DangerResponse) => {
        setResult(r);
        close();
      },
      onError: (err: unknown) => setError(errorMessage(err, COPY[open].failed)),
    };
    if (open === 'tasks') clearTasks.mutate(undefined, handlers);
    else if (open === 'notes') clearNotes.mutate(undefined, handlers);
    else {
      if (!isResetWord(word)) return setError(ADMIN_MSG.typeReset);
      reset.mutate({ confirm_text: word.trim(), confirm_password: password }, handlers);
    }
  };
  const resetReady = isResetWord(word) && password.length > 0;

  return (
    <Paper withBorder radius="lg" p="md" style={{ borderColor: 'var(--mantine-color-red-6)' }} component="section">
      <Stack gap="sm">
        <Title order={3} fz="md" c="red.9" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <IconAlertTriangle size={18} aria-hidden /> Danger Zone
        </Title>
        <Text size="sm" c="gray.7">
          These actions cannot be undone. Each runs as one transaction and is written to the audit log.
        </Text>
        <Group gap="sm">
          {(['tasks', 'notes', 'reset'] as const).map((a) => (
            <Button key={a} color="red.9" variant={a === 'reset' ? 'filled' : 'outline'} onClick={() => setOpen(a)}>
              {COPY[a].button}
            </Button>
          ))}
        </Group>
        {result && (
          <Alert color="green" role="status" withCloseButton closeButtonLabel="Dismiss" onClose={() => setResult(null)}>
            {result.message} Deleted: {countsText(result.deleted)}.
          </Alert>
        )}
      </Stack>
      <Modal
        opened={open !== null}
        onClose={close}
        title={open ? COPY[open].title : ''}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {open && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              run();
            }}
          >
            <Stack gap="sm">
              <Text size="sm">{COPY[open].text}</Text>
              {open === 'reset' && (
                <>
                  <TextInput
                    label={`Type ${RESET_CONFIRM_WORD} to confirm`}
                    value={word}
                    onChange={(e) => setWord(e.currentTarget.value)}
                    error={word && !isResetWord(word) ? ADMIN_MSG.typeReset : undefined}
                    autoComplete="off"
                    data-autofocus
                  />
                  <PasswordInput
                    label="Your password"
                    value={password}
                    onChange={(e) => setPassword(e.currentTarget.value)}
                    autoComplete="current-password"
                  />
                </>
              )}
              {error && (
                <Alert color="red" role="alert">
                  {error}
                </Alert>
              )}
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  Cancel
                </Button>
                <Button type="submit" color="red.9" loading={pending} disabled={open === 'reset' && !resetReady}>
                  {COPY[open].button}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
    </Paper>
  );
}
