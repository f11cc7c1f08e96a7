import type { MeResponse } from '@app/shared/schemas/auth';
import { Button, Center, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { UI } from '../lib/messages';
import { useSession } from '../lib/session';
import { RequiredPasswordChange } from './shell/required-password-change';

/** Where each role lands; `/dashboard` and `/child-dashboard` are for parents and teachers. */
export function homePathFor(role: MeResponse['role']): string {
  if (role === 'super_admin') return '/admin/dashboard';
  if (role === 'qb_admin') return '/admin/question-bank';
  return '/dashboard';
}

interface ProtectedRouteProps {
  /** Normal pages send admins to their own area; admin pages decide access themselves. */
  area: 'main' | 'super_admin' | 'qb_admin';
  children: (user: MeResponse) => ReactNode;
}

export function ProtectedRoute({ area, children }: ProtectedRouteProps) {
  const session = useSession();
  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'anonymous') return <Navigate to="/auth" replace />;
  if (session.status === 'error') {
    return (
      <Center h="100dvh" p="md">
        <Stack align="center" gap="sm">
          <Text role="alert">{UI.genericError}</Text>
          <Button onClick={session.retry}>Try again</Button>
        </Stack>
      </Center>
    );
  }
  const { user } = session;
  if (user.must_change_password) return <RequiredPasswordChange user={user} />;
  if (area === 'main' && (user.role === 'super_admin' || user.role === 'qb_admin')) {
    return <Navigate to={homePathFor(user.role)} replace />;
  }
  if (area === 'super_admin' && user.role !== 'super_admin') {
    return <Navigate to={homePathFor(user.role)} replace />;
  }
  return <>{children(user)}</>;
}
