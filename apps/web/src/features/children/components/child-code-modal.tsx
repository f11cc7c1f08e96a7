import { CHILD_CODE_LENGTH } from '@app/shared/constants';
import { MSG } from '@app/shared/messages';
import { childCodePattern } from '@app/shared/schemas/children';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { leaveSession } from '../../../lib/session-storage';
import { enterChildView } from '../../../lib/active-child';
import { useSwitchView } from '../api/switch-view';

interface ChildCodeModalProps {
  childName: string | null;
  onClose: () => void;
}

/** From the parent view into a child's view: the child's own 4-digit code, checked by the server. */
export function ChildCodeModal({ childName, onClose }: ChildCodeModalProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const verify = useSwitchView();
  const ready = childCodePattern.test(code);

  const close = () => {
    setCode('');
    setError(null);
    verify.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || verify.isPending) return;
    setError(null);
    verify.mutate(code, {
      onSuccess: (result) => {
        if (result.redirect_to !== '/child-dashboard' || !result.child_data) {
          setError(MSG.invalidAccessCode);
          return;
        }
        enterChildView(result.child_data);
        window.location.assign('/child-dashboard');
      },
      onError: (err) => {
        // Too many wrong codes end the whole session, as for the parent's code.
        if (err instanceof ApiError && (err.status === 401 || err.code === 'code_locked')) return leaveSession();
        setError(err instanceof ApiError && err.detail ? err.detail : MSG.invalidAccessCode);
        setCode('');
      },
    });
  };

  return (
    <Modal
      opened={childName !== null}
      onClose={close}
      title="Switch to Child View"
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">Enter {childName}'s 4-digit access code to open the child view.</Text>
          <PasswordInput
            label="Child access code"
            placeholder="Enter 4-digit access code"
            inputMode="numeric"
            autoComplete="off"
            maxLength={CHILD_CODE_LENGTH}
            value={code}
            onChange={(e) => {
              setCode(e.currentTarget.value.replace(/\D/g, '').slice(0, CHILD_CODE_LENGTH));
              if (error) setError(null);
            }}
            error={error ? true : undefined}
            aria-describedby={error ? 'child-code-error' : undefined}
            data-autofocus
          />
          {error && (
            <Alert id="child-code-error" color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" type="button" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={!ready || verify.isPending}>
              {verify.isPending ? 'Verifying...' : 'Open Child View'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
