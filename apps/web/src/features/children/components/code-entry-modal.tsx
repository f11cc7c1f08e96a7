import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';

interface CodeEntryModalProps {
  opened: boolean;
  title: string;
  text: string;
  label: string;
  /** Exact number of digits; the submit button stays disabled until then. */
  length: number;
  submitLabel: string;
  /** Distinguishes the error element's id when two modals exist on one page. */
  idPrefix: string;
  /** Checks the code; resolves to a message to show, or undefined when the modal has done its job. */
  verify: (code: string) => Promise<string | undefined>;
  onClose: () => void;
}

/** A digits-only, password-style code prompt shared by the child-view and parent-view switches. */
export function CodeEntryModal(props: CodeEntryModalProps) {
  const { opened, title, text, label, length, submitLabel, idPrefix, verify, onClose } = props;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ready = code.length === length;
  const errorId = `${idPrefix}-code-error`;

  const close = () => {
    setCode('');
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    setError(null);
    setBusy(true);
    try {
      const message = await verify(code);
      if (message) {
        setError(message);
        setCode('');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{text}</Text>
          <PasswordInput
            label={label}
            placeholder={`Enter ${length}-digit access code`}
            inputMode="numeric"
            autoComplete="off"
            maxLength={length}
            value={code}
            onChange={(e) => {
              setCode(e.currentTarget.value.replace(/\D/g, '').slice(0, length));
              if (error) setError(null);
            }}
            error={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            data-autofocus
          />
          {error && (
            <Alert id={errorId} color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" type="button" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={!ready || busy}>
              {busy ? 'Verifying...' : submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
