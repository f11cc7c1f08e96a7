import {
  COACHING_MESSAGE_MAX,
  COACHING_MSG,
  PARENT_EMAIL_CHECK_DEBOUNCE_MS,
  PARENT_EMAIL_CHECK_MIN_CHARS,
} from '@app/shared/schemas/coaching';
import { Alert, Button, Code, Group, Loader, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import type { Batch, CoachingRequestResponse } from '../api/coaching-types';
import { useCheckParentEmail, useSendRequest } from '../api/coaching';
import { COACH_UI, GRADES } from './coaching-ui';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface AddStudentModalProps {
  opened: boolean;
  batches: Batch[];
  activeBatch: Batch | null;
  onClose: () => void;
}

/** Add New Student (spec 02 §2.15, §5): a coaching request to an existing parent, or a new parent account. */
export function AddStudentModal({ opened, batches, activeBatch, onClose }: AddStudentModalProps) {
  const send = useSendRequest();
  const [email, setEmail] = useState('');
  const [childName, setChildName] = useState('');
  const [batchId, setBatchId] = useState<string | null>(activeBatch?.id ?? null);
  const [grade, setGrade] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<CoachingRequestResponse | null>(null);
  const [typed] = useDebouncedValue(email.trim().toLowerCase(), PARENT_EMAIL_CHECK_DEBOUNCE_MS);
  // Checked only after the pause and from 5 characters on (spec 02 §5); a malformed address is not looked up.
  const lookup = typed.length >= PARENT_EMAIL_CHECK_MIN_CHARS && EMAIL_RE.test(typed) ? typed : null;
  const check = useCheckParentEmail(lookup);
  const batch = batches.find((b) => b.id === batchId) ?? null;

  useEffect(() => {
    if (!opened) return;
    setEmail('');
    setChildName('');
    setBatchId(activeBatch?.id ?? null);
    setGrade(activeBatch ? String(activeBatch.grade) : null);
    setMessage('');
    setError(null);
    setSent(null);
  }, [opened, activeBatch]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parentEmail = email.trim();
    if (!parentEmail) return setError(COACHING_MSG.parentEmailRequired);
    if (!EMAIL_RE.test(parentEmail)) return setError(COACHING_MSG.emailInvalid);
    if (!childName.trim()) return setError(COACHING_MSG.childNameRequired);
    if (!batch) return setError(COACHING_MSG.batchRequired);
    setError(null);
    send.mutate(
      {
        parent_email: parentEmail,
        child_name: childName.trim(),
        child_grade: grade ? Number(grade) : null,
        subject: batch.subject,
        message: message.trim() || null,
        batch_id: batch.id,
      },
      { onSuccess: setSent, onError: (err) => setError(errorMessage(err, COACH_UI.sendError)) },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={sent ? 'Request Sent' : 'Add New Student'}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {sent ? (
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} role="status">
            {sent.message}
          </Alert>
          {sent.new_parent_created && sent.parent_credentials && (
            <Stack gap={6} data-testid="new-parent-credentials">
              <Text size="sm">
                These one-time login details are shown only now and were emailed to {sent.parent_email}. The parent must
                choose a new password at first sign-in.
              </Text>
              <Group gap="xs">
                <Text size="sm" w={110}>
                  Email
                </Text>
                <Code>{sent.parent_email}</Code>
              </Group>
              <Group gap="xs">
                <Text size="sm" w={110}>
                  Password
                </Text>
                <Code data-testid="new-parent-password">{sent.parent_credentials.password}</Code>
              </Group>
              <Group gap="xs">
                <Text size="sm" w={110}>
                  Access code
                </Text>
                <Code data-testid="new-parent-code">{sent.parent_credentials.access_code}</Code>
              </Group>
            </Stack>
          )}
          <Group justify="flex-end">
            <Button onClick={onClose}>Close</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label="Parent email"
              type="email"
              required
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              rightSection={check.isFetching ? <Loader size="xs" aria-label="Checking email" /> : null}
              data-autofocus
            />
            {lookup && check.data && lookup === email.trim().toLowerCase() && (
              <Text
                size="sm"
                c={check.data.exists ? 'green.8' : 'orange.8'}
                role="status"
                data-testid="parent-email-check"
              >
                {check.data.exists ? (
                  <>
                    <IconCircleCheck size={14} style={{ verticalAlign: -2 }} aria-hidden /> Parent found:{' '}
                    {check.data.parent_name}. They will see your request in Coaching Requests.
                  </>
                ) : (
                  <>
                    <IconAlertTriangle size={14} style={{ verticalAlign: -2 }} aria-hidden /> No parent account with
                    this email. One will be created and the login details emailed to the parent.
                  </>
                )}
              </Text>
            )}
            <TextInput
              label="Child name"
              required
              maxLength={100}
              value={childName}
              onChange={(e) => setChildName(e.currentTarget.value)}
            />
            <Select
              label="Batch"
              required
              data={batches.map((b) => ({ value: b.id, label: b.name }))}
              value={batchId}
              onChange={setBatchId}
              allowDeselect={false}
            />
            <TextInput label="Subject" readOnly value={batch?.subject ?? ''} description="From the batch" />
            <Select
              label="Grade"
              description="Optional"
              clearable
              data={GRADES.map((g) => ({ value: g, label: `Grade ${g}` }))}
              value={grade}
              onChange={setGrade}
            />
            <Textarea
              label="Message"
              description="Optional"
              autosize
              minRows={2}
              maxRows={4}
              maxLength={COACHING_MESSAGE_MAX}
              value={message}
              onChange={(e) => setMessage(e.currentTarget.value)}
            />
            {error && (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                {error}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} disabled={send.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={send.isPending}>
                Send Request
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
