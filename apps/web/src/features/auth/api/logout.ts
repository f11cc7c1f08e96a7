import { apiRequest } from '../../../lib/api-client';
import { leaveSession } from '../../../lib/session-storage';

export function logout(): Promise<unknown> {
  return apiRequest('/auth/logout', { method: 'POST', skipUnauthorizedRedirect: true });
}

/** Ends the session on the server, then forgets it locally whatever the answer, and goes to `/` (spec 01 §4). */
export function useLogout(): () => Promise<void> {
  return async () => {
    try {
      await logout();
    } catch {
      // The local session is cleared regardless: a dead server must not keep the user signed in here.
    }
    leaveSession();
  };
}
