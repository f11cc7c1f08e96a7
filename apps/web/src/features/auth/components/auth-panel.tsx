import { charCount } from '../../../components/limits';
import { PARENT_CODE_LENGTH, PASSWORD_MIN_LENGTH, type Role } from '@app/shared/constants';
import { MSG } from '@app/shared/messages';
import { type LoginResponse, NAME_MAX, nameTooLong, type VerifyAccessCodeResponse } from '@app/shared/schemas/auth';
import {
  Alert,
  Anchor,
  Button,
  NativeSelect,
  Paper,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { UI } from '../../../lib/messages';
import { markAccessVerified, startSession } from '../../../lib/session-storage';
import { useLogin } from '../api/login';
import { useRegister } from '../api/register';
import { AccessCodeModal } from './access-code-modal';

type Mode = 'signin' | 'signup';

interface AuthPanelProps {
  /** Where to go once the sign-in (and its access code, if any) is complete. */
  onSignedIn: (path: VerifyAccessCodeResponse['redirect_to']) => void;
}

interface AuthValues {
  name: string;
  role: 'parent' | 'coaching_teacher';
  mobile: string;
  email: string;
  password: string;
  access_code: string;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function AuthPanel({ onSignedIn }: AuthPanelProps) {
  const [mode, setMode] = useState<Mode>('signin');
  // The form's rules are created once: they read the current mode through a ref.
  const modeRef = useRef<Mode>('signin');
  modeRef.current = mode;
  const [error, setError] = useState<string | null>(null);
  const [codeRole, setCodeRole] = useState<Role | null>(null);
  const login = useLogin();
  const register = useRegister();
  const busy = login.isPending || register.isPending;

  // Client checks are a convenience; the server validates everything again.
  const form = useForm<AuthValues>({
    initialValues: { name: '', role: 'parent', mobile: '', email: '', password: '', access_code: '' },
    validate: {
      name: (value) => {
        if (modeRef.current !== 'signup') return null;
        if (!value.trim()) return MSG.nameRequired;
        return value.trim().length > NAME_MAX ? nameTooLong : null;
      },
      email: (value) => {
        if (!value.trim()) return MSG.fillRequired;
        return modeRef.current === 'signup' && !EMAIL_SHAPE.test(value.trim()) ? MSG.emailInvalid : null;
      },
      password: (value) => {
        if (!value) return MSG.fillRequired;
        return modeRef.current === 'signup' && value.length < PASSWORD_MIN_LENGTH ? MSG.passwordMin : null;
      },
      access_code: (value, values) =>
        modeRef.current === 'signup' && values.role === 'parent' && !/^\d{6}$/.test(value) ? MSG.parentCodeSix : null,
    },
  });

  const switchMode = (next: string) => {
    setMode(next as Mode);
    setError(null);
    form.clearErrors();
  };

  const afterLogin = (result: LoginResponse) => {
    startSession(result.access_token);
    if (!result.requires_access_code) {
      markAccessVerified();
      onSignedIn('/dashboard');
      return;
    }
    setCodeRole(result.user.role);
  };

  const submit = form.onSubmit((values) => {
    setError(null);
    if (mode === 'signin') {
      login.mutate(
        { email: values.email.trim(), password: values.password },
        { onSuccess: afterLogin, onError: (err) => setError(errorMessage(err, MSG.loginFailed)) },
      );
      return;
    }
    register.mutate(
      {
        name: values.name.trim(),
        email: values.email.trim(),
        mobile: values.mobile.trim() || null,
        password: values.password,
        role: values.role,
        access_code: values.role === 'parent' ? values.access_code : null,
      },
      {
        onSuccess: (result) => {
          startSession(result.access_token);
          markAccessVerified();
          onSignedIn('/dashboard');
        },
        onError: (err) => setError(errorMessage(err, MSG.registrationFailed)),
      },
    );
  });

  const signup = mode === 'signup';

  return (
    <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="md" withBorder w="100%" maw={460}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {signup ? 'Create your account' : 'Welcome back'}
          </Title>
          <Text c="gray.7" size="sm" mt={4}>
            {signup
              ? 'Join parents and coaching teachers using Smart Support.'
              : 'Sign in to continue to your dashboard.'}
          </Text>
        </div>

        <SegmentedControl
          value={mode}
          onChange={switchMode}
          fullWidth
          radius="md"
          aria-label="Choose sign in or create account"
          data={[
            { value: 'signin', label: 'Sign in' },
            { value: 'signup', label: 'Create account' },
          ]}
        />

        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            {signup && (
              <>
                <TextInput
                  label="Full Name"
                  placeholder="e.g. Priya Sharma"
                  autoComplete="name"
                  required
                  description={charCount(form.values.name, NAME_MAX)}
                  {...form.getInputProps('name')}
                />
                <NativeSelect
                  label="Role"
                  required
                  data={[
                    { value: 'parent', label: 'Parent' },
                    { value: 'coaching_teacher', label: 'Coaching Teacher' },
                  ]}
                  {...form.getInputProps('role')}
                />
                <TextInput
                  label="Mobile Number (optional)"
                  placeholder="+91 98765 43210"
                  type="tel"
                  autoComplete="tel"
                  {...form.getInputProps('mobile')}
                />
              </>
            )}
            <TextInput
              label="Email Address"
              placeholder="you@example.com"
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('email')}
            />
            <PasswordInput
              label="Password"
              placeholder={signup ? `At least ${PASSWORD_MIN_LENGTH} characters` : 'Your password'}
              autoComplete={signup ? 'new-password' : 'current-password'}
              required
              {...form.getInputProps('password')}
            />
            {signup && form.values.role === 'parent' && (
              <PasswordInput
                label="Parent Access Code"
                placeholder="6-digit code"
                description={UI.parentCodeHint}
                inputMode="numeric"
                autoComplete="off"
                maxLength={PARENT_CODE_LENGTH}
                required
                {...form.getInputProps('access_code')}
                onChange={(event) =>
                  form.setFieldValue(
                    'access_code',
                    event.currentTarget.value.replace(/\D/g, '').slice(0, PARENT_CODE_LENGTH),
                  )
                }
              />
            )}

            {error && (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                {error}
              </Alert>
            )}

            <Button type="submit" size="md" radius="md" mt="xs" fullWidth disabled={busy}>
              {busy ? 'Processing...' : signup ? 'Create account' : 'Sign in'}
            </Button>
          </Stack>
        </form>

        <Text size="sm" ta="center" c="gray.7">
          {signup ? 'Already have an account? ' : 'New to Smart Support? '}
          <Anchor component="button" type="button" fw={600} onClick={() => switchMode(signup ? 'signin' : 'signup')}>
            {signup ? 'Sign in' : 'Create account'}
          </Anchor>
        </Text>
      </Stack>

      <AccessCodeModal
        opened={codeRole !== null}
        role={codeRole}
        onCancel={() => setCodeRole(null)}
        onVerified={(path) => {
          setCodeRole(null);
          onSignedIn(path);
        }}
        onSessionEnded={(message) => {
          setCodeRole(null);
          setError(message);
        }}
      />
    </Paper>
  );
}
