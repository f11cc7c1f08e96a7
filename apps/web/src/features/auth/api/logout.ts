import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session-storage';

export function logout(): Promise<unknown> {
  return apiRequest('/auth/logout', { method: 'POST', skipUnauthorizedRedirect: true });
}

/** Ends the session on the server, then forgets it locally whatever the answer (spec 01 §4). */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await logout();
    } catch {
      // The local session is cleared regardless: a dead server must not keep the user signed in here.
    }
    clearSession();
    queryClient.clear();
    navigate('/', { replace: true });
  };
}
