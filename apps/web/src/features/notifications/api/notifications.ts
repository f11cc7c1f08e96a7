import type { Notification, NotificationList } from '@app/shared/schemas/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api-client';

/** The dropdown shows the newest 10 (spec 01 §9). */
export const NOTIFICATIONS_SHOWN = 10;

export const notificationsKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationsKeys.all, 'list', { limit: NOTIFICATIONS_SHOWN, offset: 0 }] as const,
};

export function getNotifications(): Promise<NotificationList> {
  return apiRequest<NotificationList>(`/notifications?limit=${NOTIFICATIONS_SHOWN}&offset=0`);
}

export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: notificationsKeys.list(), queryFn: getNotifications, staleTime: 60_000 });

/** The newest notifications with totals. Load failures are only logged (spec 01 §8). */
export function useNotifications(enabled = true) {
  const query = useQuery({ ...notificationsQueryOptions(), enabled });
  useEffect(() => {
    if (query.error) console.error('Failed to load notifications', query.error);
  }, [query.error]);
  return query;
}

/** A live notification goes on top; the unread count rises by one (spec 01 §4). Repeats are ignored. */
export function addNotification(list: NotificationList | undefined, item: Notification): NotificationList | undefined {
  if (!list || list.notifications.some((n) => n.id === item.id)) return list;
  return {
    notifications: [item, ...list.notifications].slice(0, NOTIFICATIONS_SHOWN),
    total: list.total + 1,
    unread_count: list.unread_count + (item.read ? 0 : 1),
  };
}

export function markOneRead(list: NotificationList | undefined, id: string): NotificationList | undefined {
  const target = list?.notifications.find((n) => n.id === id);
  if (!list || !target || target.read) return list;
  return {
    ...list,
    notifications: list.notifications.map((n) => (n.id === id ? { ...n, read: true } : n)),
    unread_count: Math.max(0, list.unread_count - 1),
  };
}

export function markEveryRead(list: NotificationList | undefined): NotificationList | undefined {
  if (!list) return list;
  return { ...list, notifications: list.notifications.map((n) => ({ ...n, read: true })), unread_count: 0 };
}
