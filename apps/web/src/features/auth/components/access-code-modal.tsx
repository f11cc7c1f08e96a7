import { MSG } from '@app/shared/messages';
import type { Role } from '@app/shared/constants';
import type { VerifyAccessCodeResponse } from '@app/shared/schemas/auth';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconShieldLock } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { enterChildView } from '../../../lib/active-child';
import { ApiError } from '../../../lib/api-client';
import { UI } from '../../../lib/messages';
import { clearSession, getToken, markAccessVerified } from '../../../lib/session-storage';
import { useVerifyAccessCode } from '../api/verify-access-code';

/** Too many wrong codes lock the code and revoke this half-signed-in session; an expired session ends it too. */
function endsSession(error: ApiError): boolean {
  return error.status === 401 || error.status === 423 || error.code === 'code_locked';
}

interface AccessCodeModalProps {
  opened: boolean;
  role: Role | null;
  /** Cancel: the half-signed-in session is dropped. */
  onCancel: () => void;
  onVerified: (redirectTo: VerifyAccessCodeResponse['redirect_to']) => void;
  /** The server ended the session (locked code or expired token): show why on the sign-in screen. */
  onSessionEnded: (message: string) => void;
}

export function AccessCodeModal({ opened, role, onCancel, onVerified, onSessionEnded }: AccessCodeModalProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const verify = useVerifyAccessCode();

  const reset = () => {
    setCode('');
    setError(null);
    verify.reset();
  };

  const cancel = () => {
    clearSession();
    reset();
    onCancel();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (verify.isPending) return;
    if (!code.trim()) {
      setError(MSG.enterAccessCode);
      return;
    }
    if (!getToken()) {
      setError(MSG.sessionExpired);
      return;
    }
    setError(null);
    verify.mutate(code.trim(), {
      onSuccess: (result) => {
        if (!result.valid) {
          setError(MSG.invalidAccessCode);
          setCode('');
          return;
        }
        markAccessVerified();
        // A parent's session opened with a child's 4-digit code goes to that child's dashboard.
        if (result.redirect_to === '/child-dashboard' && result.child_data) enterChildView(result.child_data);
        reset();
        onVerified(result.redirect_to);
      },
      onError: (err) => {
        if (err instanceof ApiError && endsSession(err)) {
          clearSession();
          reset();
          onSessionEnded(err.detail ?? MSG.sessionExpired);
          return;
        }
        setError(err instanceof ApiError && err.detail ? err.detail : MSG.invalidAccessCode);
        setCode('');
      },
    });
  };

  const prompt = role === 'super_admin' ? UI.superAdminCodePrompt : UI.accessCodePrompt;

  return (
    <Modal
      opened={opened}
      onClose={cancel}
      title={UI.enterAccessCodeTitle}
      centered
      radius="lg"
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
      overlayProps={{ backgroundOpacity: 0.45, blur: 2 }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconShieldLock size={28} color="var(--mantine-color-indigo-7)" aria-hidden />
            <Text size="sm">{prompt}</Text>
          </Group>
          <PasswordInput
            label="Access code"
            placeholder="Enter access code"
            value={code}
            onChange={(event) => {
              setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, 6));
              if (error) setError(null);
            }}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            data-autofocus
            error={error ? true : undefined}
            aria-describedby={error ? 'access-code-error' : undefined}
          />
          {error && (
            <Alert id="access-code-error" color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={cancel} type="button">
              Cancel
            </Button>
            <Button type="submit" disabled={verify.isPending}>
              {verify.isPending ? 'Verifying...' : 'Continue'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
