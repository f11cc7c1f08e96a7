import { STORAGE_KEYS } from '@app/shared/constants';

// The token and the access-code flag live in localStorage (spec 01 §4). Components read them
// through useStoredSession so a sign-in or sign-out re-renders whoever depends on them.

type Listener = () => void;
const listeners = new Set<Listener>();

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode quotas); the session then lasts for this page only.
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return read(STORAGE_KEYS.token);
}

/** Starts a new sign-in: the token is stored, not yet verified, with nothing left from an earlier session. */
export function startSession(token: string): void {
  for (const key of Object.values(STORAGE_KEYS)) write(key, null);
  write(STORAGE_KEYS.token, token);
  emit();
}

export function isAccessVerified(): boolean {
  return read(STORAGE_KEYS.accessVerified) === 'true';
}

export function markAccessVerified(): void {
  write(STORAGE_KEYS.accessVerified, 'true');
  emit();
}

/** Clears everything the session left behind: token, verification flag, dashboard type, active user and child. */
export function clearSession(): void {
  for (const key of Object.values(STORAGE_KEYS)) write(key, null);
  emit();
}

/**
 * Ends the session and starts the app afresh at `/` (logout, or a 401 from the server). A full page load
 * drops every cached query and in-memory state, and no protected page gets to redirect to /auth on the way.
 */
export function leaveSession(): void {
  for (const key of Object.values(STORAGE_KEYS)) write(key, null);
  window.location.replace('/');
}

/** A snapshot string that changes whenever the stored session does (for useSyncExternalStore). */
export function getSessionSnapshot(): string {
  return `${getToken() ?? ''}|${isAccessVerified() ? '1' : '0'}`;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (Object.values(STORAGE_KEYS) as string[]).includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * On page load a token without the local verification flag belongs to a sign-in that never passed
 * its access code: discard it (spec 01 §4).
 */
export function discardUnverifiedToken(): void {
  if (getToken() && !isAccessVerified()) clearSession();
}
