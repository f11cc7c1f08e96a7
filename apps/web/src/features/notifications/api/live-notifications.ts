import type { NotificationList } from '@app/shared/schemas/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLiveChannel } from '../../../lib/live-channel';
import { addNotification, notificationsKeys } from './notifications';

// Many notifications can arrive in a burst: one refetch after the burst confirms the cache.
const SETTLE_MS = 400;

/**
 * Keeps the notifications list live: a pushed notification goes into the cache at once (top of the list, unread
 * count up by one), and the list is refetched after each (re)connect and after a burst settles.
 */
export function useLiveNotifications(userId: string | null, token: string | null): void {
  const queryClient = useQueryClient();
  const settleTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (settleTimer.current) clearTimeout(settleTimer.current);
    },
    [],
  );

  useLiveChannel(userId, token, (event) => {
    if (event.type === 'ready') {
      void queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
      return;
    }
    if (event.type !== 'notification') return;
    const { type: _type, ...notification } = event;
    // A fetch that started before this notification existed must not overwrite it when it lands.
    void queryClient.cancelQueries({ queryKey: notificationsKeys.list() }).then(() => {
      queryClient.setQueryData<NotificationList>(notificationsKeys.list(), (old) => addNotification(old, notification));
    });
    if (settleTimer.current) clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(() => {
      settleTimer.current = null;
      void queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
    }, SETTLE_MS);
  });
}
