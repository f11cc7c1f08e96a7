import type { Notification, NotificationList } from '@app/shared';
import type { Db } from '../../db/client';
import type { NotificationRow } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { EventBus } from '../../realtime/event-bus';
import * as repo from './notifications.repository';
import type { Scope } from './notifications.repository';

/** The caller's notifications: all of them, or in a child's view those concerning that child. */
export const scopeOf = (auth: { user: { id: string }; session: { activeChildId: string | null } }): Scope => ({
  userId: auth.user.id,
  childId: auth.session.activeChildId,
});

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    read: row.read,
    created_at: row.createdAt.toISOString(),
    data: row.data ?? {},
  };
}

export interface NotifyInput {
  title: string;
  message: string;
  data?: Record<string, unknown>;
  /** The child it concerns: that child's view sees it too (a child view sees nothing else). */
  childId?: string | null;
}

/** The one way every feature tells a user something: stored first, then pushed live to every instance. */
export function createNotifier(db: Db, bus: EventBus) {
  return async function notify(userId: string, input: NotifyInput): Promise<Notification> {
    const row = await repo.insertNotification(db, {
      userId,
      title: input.title.slice(0, 200),
      message: input.message.slice(0, 2000),
      data: input.data ?? {},
      childId: input.childId ?? null,
    });
    await bus.publish({ type: 'notification', user_id: userId, id: row.id });
    return toNotification(row);
  };
}
export type Notify = ReturnType<typeof createNotifier>;

export async function listNotifications(
  db: Db,
  scope: Scope,
  limit: number,
  offset: number,
): Promise<NotificationList> {
  const [rows, counts] = await Promise.all([repo.listForUser(db, scope, limit, offset), repo.countsForUser(db, scope)]);
  return { notifications: rows.map(toNotification), total: counts.total, unread_count: counts.unread };
}

export async function markNotificationRead(db: Db, scope: Scope, id: string): Promise<Notification> {
  const row = isUuid(id) ? await repo.markRead(db, scope, id) : undefined;
  if (!row) throw notFound('Notification not found');
  return toNotification(row);
}

export async function markAllNotificationsRead(db: Db, scope: Scope) {
  return { updated: await repo.markAllRead(db, scope) };
}
