import type { Badge } from '@app/shared/schemas/badges';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { childBadgesQueryOptions, useChildBadges } from '../api/badges';

// Badge toasts (spec 03 §4): at most 3 per check, 800 ms apart, 5 s each; more than 3: the rest count as shown
// and a summary follows after 3 s for 4 s. Shown badges are remembered per child for the session (code, task,
// award time). Checks are throttled to one per 5 s unless forced. A soft sound plays.

const MAX_TOASTS = 3;
const GAP_MS = 800;
const SHOW_MS = 5000;
const SUMMARY_AFTER_MS = 3000;
const SUMMARY_SHOW_MS = 4000;
const THROTTLE_MS = 5000;

const badgeKey = (b: Badge) => `${b.badge_code}|${b.context.task_id ?? ''}|${b.awarded_at}`;
const storeKey = (childId: string) => `ss_badges_shown_${childId}`;

function readShown(childId: string): Set<string> | null {
  try {
    const raw = window.sessionStorage.getItem(storeKey(childId));
    return raw ? new Set(JSON.parse(raw) as string[]) : null;
  } catch {
    return null;
  }
}

function writeShown(childId: string, keys: Set<string>) {
  try {
    window.sessionStorage.setItem(storeKey(childId), JSON.stringify([...keys]));
  } catch {
    // Session storage unavailable: toasts may repeat after a reload.
  }
}

function chime() {
  try {
    const ctx = new AudioContext();
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = 880;
    gain.gain.value = 0.04; // low volume
    osc.connect(gain).connect(ctx.destination);
    osc.start();
    osc.stop(ctx.currentTime + 0.18);
    osc.onended = () => void ctx.close();
  } catch {
    // No audio: the toast is enough.
  }
}

/** Watches the child's badges and toasts the new ones; returns `check(force)` for after an evaluation. */
export function useBadgeToasts(childId: string) {
  const badges = useChildBadges(childId);
  const queryClient = useQueryClient();
  const lastCheck = useRef(0);

  useEffect(() => {
    const list = badges.data?.badges;
    if (!list) return;
    const seen = readShown(childId);
    if (!seen) {
      // First look this session: what the child already has is not news.
      writeShown(childId, new Set(list.map(badgeKey)));
      return;
    }
    const fresh = list.filter((b) => !seen.has(badgeKey(b)));
    if (!fresh.length) return;
    writeShown(childId, new Set([...seen, ...fresh.map(badgeKey)]));
    chime();
    fresh.slice(0, MAX_TOASTS).forEach((b, i) => {
      setTimeout(() => {
        notifications.show({
          color: 'yellow',
          autoClose: SHOW_MS,
          title: `${b.badge_emoji} New badge: ${b.badge_label}`,
          message: <Text size="sm">{b.badge_message}</Text>,
        });
      }, i * GAP_MS);
    });
    if (fresh.length > MAX_TOASTS)
      setTimeout(() => {
        notifications.show({
          color: 'grape',
          autoClose: SUMMARY_SHOW_MS,
          message: `Amazing! You earned ${fresh.length} badges total!`,
        });
      }, SUMMARY_AFTER_MS);
  }, [badges.data, childId]);

  return useCallback(
    (force = false) => {
      const now = Date.now();
      if (!force && now - lastCheck.current < THROTTLE_MS) return;
      lastCheck.current = now;
      void queryClient.invalidateQueries({ queryKey: childBadgesQueryOptions(childId).queryKey });
    },
    [childId, queryClient],
  );
}
