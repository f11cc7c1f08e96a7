import { STORAGE_KEYS } from '@app/shared/constants';
import type { ChildData } from '@app/shared/schemas/children';
import { useMemo, useSyncExternalStore } from 'react';

// The active child and view live in localStorage under the spec's keys (spec 01 §4); logout and a 401 clear
// them with the rest of the session (lib/session-storage).

export type ActiveChild = Pick<ChildData, 'id' | 'name'> & Partial<ChildData>;

const listeners = new Set<() => void>();

function write(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Unavailable storage: the choice lasts for this page only.
  }
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.activeChild);
  } catch {
    return null;
  }
}

function parse(raw: string | null): ActiveChild | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as ActiveChild;
    return value && typeof value.id === 'string' && typeof value.name === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function readActiveChild(): ActiveChild | null {
  return parse(readRaw());
}

function emit() {
  for (const l of listeners) l();
}

/** A parent picked a child card: the parent view now shows that child. */
export function selectChild(child: ActiveChild | null): void {
  write(STORAGE_KEYS.activeChild, child ? JSON.stringify(child) : null);
  emit();
}

/** A child code opened the child view: remember the child and that this is the child dashboard. */
export function enterChildView(child: ChildData): void {
  write(STORAGE_KEYS.activeChild, JSON.stringify(child));
  write(STORAGE_KEYS.dashboardType, 'child');
  write(STORAGE_KEYS.activeUserId, child.id);
  write(STORAGE_KEYS.activeUserName, child.name);
  emit();
}

/** The parent code returned to the parent view (spec 01 §4): parent type, the parent as active user, no child. */
export function enterParentView(userId: string, userName: string): void {
  write(STORAGE_KEYS.dashboardType, 'parent');
  write(STORAGE_KEYS.activeUserId, userId);
  write(STORAGE_KEYS.activeUserName, userName);
  write(STORAGE_KEYS.activeChild, null);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === STORAGE_KEYS.activeChild) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored active child, re-rendering when it changes. */
export function useActiveChild(): ActiveChild | null {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  return useMemo(() => parse(raw), [raw]);
}
