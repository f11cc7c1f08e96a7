import { PASSWORD_MIN_LENGTH } from '@app/shared/constants';
import { MSG } from '@app/shared/messages';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { UI } from '../../../lib/messages';
import { useChangePassword } from '../api/change-password';

const EMPTY = { current: '', next: '', confirm: '' };

interface SecurityTabProps {
  /** Label of the submit button (the required first change reads differently). */
  submitLabel?: string;
}

export function SecurityTab({ submitLabel = 'Change password' }: SecurityTabProps) {
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const change = useChangePassword();

  const field = (key: keyof typeof EMPTY) => ({
    value: values[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues({ ...values, [key]: e.currentTarget.value }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.current || !values.next || !values.confirm) return setError(MSG.fillPasswordFields);
    if (values.next !== values.confirm) return setError(MSG.passwordsDoNotMatch);
    if (values.next.length < PASSWORD_MIN_LENGTH) return setError(MSG.newPasswordMin);
    setError(null);
    change.mutate(
      { current_password: values.current, new_password: values.next, confirm_password: values.confirm },
      {
        onSuccess: () => {
          setValues(EMPTY);
          notifications.show({ color: 'green', title: 'Security', message: MSG.passwordChanged });
        },
        onError: (err) => {
          const message = errorMessage(err, UI.failedChangePassword);
          setError(message);
          notifications.show({ color: 'red', title: 'Security', message });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <PasswordInput label="Current password" autoComplete="current-password" {...field('current')} />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters`}
          {...field('next')}
        />
        <PasswordInput label="Confirm password" autoComplete="new-password" {...field('confirm')} />
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" disabled={change.isPending} mt="xs">
          {change.isPending ? 'Saving...' : submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
