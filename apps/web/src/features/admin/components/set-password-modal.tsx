import { MSG, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@app/shared';
import { ADMIN_MSG, type AdminUser } from '@app/shared/schemas/admin';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useSetPassword } from '../api/admin-users';

/** Set Password (spec 01 §2, §5): at least 8 characters, the button stays disabled until then. */
export function SetPasswordModal({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const setPw = useSetPassword();
  const short = password.length > 0 && password.length < PASSWORD_MIN_LENGTH;
  const close = () => {
    setPassword('');
    setError(null);
    onClose();
  };
  return (
    <Modal opened={user !== null} onClose={close} title="Set Password" closeButtonProps={{ 'aria-label': 'Close' }}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!user) return;
          if (password.length < PASSWORD_MIN_LENGTH) return setError(MSG.passwordMin);
          setError(null);
          setPw.mutate(
            { id: user.id, new_password: password },
            {
              onSuccess: (r) => {
                notifications.show({ color: 'green', message: r.message });
                close();
              },
              onError: (err) => setError(errorMessage(err, ADMIN_MSG.setPasswordFailed)),
            },
          );
        }}
      >
        <Stack gap="sm">
          <Text size="sm">
            New password for <b>{user?.email}</b>. They will be asked to choose their own at their next sign-in, and
            their current sessions end now.
          </Text>
          <PasswordInput
            label={`New password (${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} characters)`}
            description={`${password.length} / ${PASSWORD_MAX_LENGTH} characters`}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={short ? MSG.passwordMin : undefined}
            autoComplete="new-password"
            data-autofocus
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              type="submit"
              loading={setPw.isPending}
              disabled={password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH}
            >
              Set Password
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
