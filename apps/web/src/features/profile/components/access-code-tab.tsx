import { PARENT_CODE_LENGTH } from '@app/shared/constants';
import { MSG } from '@app/shared/messages';
import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { UI } from '../../../lib/messages';
import { useUpdateParentAccessCode } from '../api/update-parent-access-code';

export function AccessCodeTab() {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateParentAccessCode();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code) return setError(MSG.enterNewAccessCode);
    if (!/^\d{6}$/.test(code)) return setError(MSG.parentCodeSix);
    setError(null);
    update.mutate(code, {
      onSuccess: () => {
        setCode('');
        notifications.show({ color: 'green', title: 'Access code', message: MSG.parentCodeUpdated });
      },
      onError: (err) => {
        const message = errorMessage(err, UI.failedUpdateAccessCode);
        setError(message);
        notifications.show({ color: 'red', title: 'Access code', message });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="gray.7">
          Your parent access code protects the parent dashboard. You enter it after signing in and when switching back
          from a child's view.
        </Text>
        <PasswordInput
          label="New parent access code"
          placeholder="6-digit code"
          inputMode="numeric"
          autoComplete="off"
          maxLength={PARENT_CODE_LENGTH}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, '').slice(0, PARENT_CODE_LENGTH))}
        />
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" disabled={update.isPending} mt="xs">
          {update.isPending ? 'Saving...' : 'Update access code'}
        </Button>
      </Stack>
    </form>
  );
}
