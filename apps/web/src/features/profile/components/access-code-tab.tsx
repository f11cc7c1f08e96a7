import { PARENT_CODE_LENGTH } from '@app/shared/constants';
import { MSG } from '@app/shared/messages';
import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { UI } from '../../../lib/messages';
import { useUpdateAccessCode } from '../api/update-access-code';
import { useUpdateParentAccessCode } from '../api/update-parent-access-code';

interface AccessCodeTabProps {
  /** Parents set the parent access code; administrators their own sign-in code. */
  kind: 'parent' | 'admin';
}

export function AccessCodeTab({ kind }: AccessCodeTabProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const updateParent = useUpdateParentAccessCode();
  const updateAdmin = useUpdateAccessCode();
  const update = kind === 'parent' ? updateParent : updateAdmin;
  const parent = kind === 'parent';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code) return setError(MSG.enterNewAccessCode);
    if (!/^\d{6}$/.test(code)) return setError(parent ? MSG.parentCodeSix : MSG.accessCodeSix);
    setError(null);
    update.mutate(code, {
      onSuccess: () => {
        setCode('');
        notifications.show({
          color: 'green',
          title: 'Access code',
          message: parent ? MSG.parentCodeUpdated : MSG.accessCodeUpdated,
        });
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
          {parent
            ? "Your parent access code protects the parent dashboard. You enter it after signing in and when switching back from a child's view."
            : 'Your access code is the second step of every sign-in to the admin area.'}
        </Text>
        <PasswordInput
          label={parent ? 'New parent access code' : 'New access code'}
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
