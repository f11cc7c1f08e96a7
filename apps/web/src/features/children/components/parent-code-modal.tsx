import { PARENT_CODE_LENGTH } from '@app/shared/constants';
import { MSG } from '@app/shared/messages';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { enterParentView } from '../../../lib/active-child';
import { useSwitchView } from '../api/switch-view';

interface ParentCodeModalProps {
  opened: boolean;
  onClose: () => void;
}

const sixDigits = new RegExp(`^\\d{${PARENT_CODE_LENGTH}}$`);

/** Leaving the child view needs the parent's code (spec 01 §2, §4); on success the page reloads in parent view. */
export function ParentCodeModal({ opened, onClose }: ParentCodeModalProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const verify = useSwitchView();
  const ready = sixDigits.test(code);

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
        if (!result.valid || result.redirect_to !== '/dashboard') {
          setError(MSG.invalidParentAccessCode);
          setCode('');
          return;
        }
        enterParentView(result.user_id, result.user_name);
        window.location.assign('/dashboard');
      },
      onError: () => {
        setError(MSG.invalidParentAccessCode);
        setCode('');
      },
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Enter Parent Access Code"
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">Please enter your 6-digit parent access code to switch to Parent View</Text>
          <PasswordInput
            label="Parent access code"
            placeholder="Enter 6-digit access code"
            inputMode="numeric"
            autoComplete="off"
            maxLength={PARENT_CODE_LENGTH}
            value={code}
            onChange={(e) => {
              setCode(e.currentTarget.value.replace(/\D/g, '').slice(0, PARENT_CODE_LENGTH));
              if (error) setError(null);
            }}
            error={error ? true : undefined}
            aria-describedby={error ? 'parent-code-error' : undefined}
            data-autofocus
          />
          {error && (
            <Alert id="parent-code-error" color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" type="button" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={!ready || verify.isPending}>
              {verify.isPending ? 'Verifying...' : 'Verify'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
