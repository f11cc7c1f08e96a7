import { CHILD_CODE_LENGTH } from '@app/shared/constants';
import { type Child, CHILD_MSG, childCodePattern } from '@app/shared/schemas/children';
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useChildren } from '../api/children';
import { useSetChildAccessCode } from '../api/set-child-access-code';
import { ChildAvatar } from './child-avatar';

function ChildCodeRow({ child }: { child: Child }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const setCodeMutation = useSetChildAccessCode();
  const inputId = `child-code-${child.id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!childCodePattern.test(code)) return setError(CHILD_MSG.codeFour);
    setError(null);
    setCodeMutation.mutate(
      { childId: child.id, code },
      {
        onSuccess: () => {
          setCode('');
          notifications.show({ color: 'green', title: "Children's Codes", message: CHILD_MSG.codeSet });
        },
        onError: (err) => {
          const message = errorMessage(err, CHILD_MSG.setCodeFailed);
          setError(message);
          notifications.show({ color: 'red', title: "Children's Codes", message });
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="sm" component="form" onSubmit={submit} noValidate>
      <Group gap="sm" wrap="nowrap" mb="xs">
        <ChildAvatar name={child.name} photoUrl={child.photo_url} size="md" />
        <div style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {child.name}
          </Text>
          <Badge size="sm" variant="light" color={child.has_access_code ? 'green' : 'gray'}>
            {child.has_access_code ? 'Code set' : 'No code yet'}
          </Badge>
        </div>
      </Group>
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <TextInput
          id={inputId}
          style={{ flex: 1 }}
          aria-label={`New access code for ${child.name}`}
          placeholder="4-digit code"
          inputMode="numeric"
          autoComplete="off"
          maxLength={CHILD_CODE_LENGTH}
          value={code}
          onChange={(e) => {
            setCode(e.currentTarget.value.replace(/\D/g, '').slice(0, CHILD_CODE_LENGTH));
            if (error) setError(null);
          }}
          error={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
        />
        <Button type="submit" loading={setCodeMutation.isPending}>
          Set Code
        </Button>
      </Group>
      {error && (
        <Alert
          id={`${inputId}-error`}
          mt="xs"
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          role="alert"
        >
          {error}
        </Alert>
      )}
    </Paper>
  );
}

/** Profile Settings, Children's Codes: one row per child to set a new 4-digit code. */
export function ChildrenCodesTab() {
  const children = useChildren();
  if (children.isPending) return <Loader size="sm" aria-label="Loading children" />;
  if (children.isError) return <Text c="red.8">Could not load your children. Please try again.</Text>;
  return (
    <Stack gap="sm">
      <Text size="sm" c="gray.7">
        Each child opens their own view with a 4-digit code. Codes are stored securely and cannot be shown again, but
        you can set a new one here at any time.
      </Text>
      {children.data.length === 0 ? (
        <Text size="sm">{CHILD_MSG.noChildren}</Text>
      ) : (
        children.data.map((child) => <ChildCodeRow key={child.id} child={child} />)
      )}
    </Stack>
  );
}
