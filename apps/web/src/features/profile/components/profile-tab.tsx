import { MSG } from '@app/shared/messages';
import { NAME_MAX, nameTooLong, type User } from '@app/shared/schemas/auth';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { charCount, overLimit } from '../../../components/limits';
import { ApiError } from '../../../lib/api-client';
import { UI } from '../../../lib/messages';
import { useUpdateProfile } from '../api/update-profile';

export function ProfileTab({ user }: { user: User }) {
  const [name, setName] = useState(user.name);
  const [mobile, setMobile] = useState(user.mobile ?? '');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateProfile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { name: name.trim(), mobile: mobile.trim() };
    if (!body.name && !body.mobile) {
      setError(MSG.profileOneField);
      return;
    }
    if (overLimit(body.name, NAME_MAX)) {
      setError(nameTooLong);
      return;
    }
    setError(null);
    update.mutate(
      { name: body.name || undefined, mobile: body.mobile || undefined },
      {
        onSuccess: (result) => {
          if (result?.user) {
            setName(result.user.name);
            setMobile(result.user.mobile ?? '');
            notifications.show({ color: 'green', title: 'Profile', message: MSG.profileUpdated });
          } else {
            notifications.show({ color: 'green', title: 'Profile', message: UI.profileUpdatedRefresh });
          }
        },
        onError: (err) => {
          let message: string = UI.failedUpdateProfileRetry;
          if (err instanceof ApiError && err.isNetworkError) message = UI.profileNetworkError;
          else if (err instanceof ApiError && err.detail) message = err.detail;
          setError(message);
          notifications.show({ color: 'red', title: 'Profile', message });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Full name"
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          description={charCount(name, NAME_MAX)}
          error={overLimit(name, NAME_MAX) ? nameTooLong : undefined}
        />
        <TextInput
          label="Mobile"
          type="tel"
          autoComplete="tel"
          placeholder="+91 98765 43210"
          value={mobile}
          onChange={(e) => setMobile(e.currentTarget.value)}
        />
        {/* Read-only and looks it: filled grey, a lock, no focus ring promising an edit. */}
        <TextInput
          label="Email"
          value={user.email}
          readOnly
          variant="filled"
          description="Email cannot be changed"
          rightSection={<IconLock size={16} aria-hidden />}
          styles={{ input: { cursor: 'default', color: 'var(--mantine-color-gray-8)' } }}
        />
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" disabled={update.isPending} mt="xs">
          {update.isPending ? 'Saving...' : 'Save changes'}
        </Button>
      </Stack>
    </form>
  );
}
