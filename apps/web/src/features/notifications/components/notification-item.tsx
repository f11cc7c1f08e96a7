import type { Notification } from '@app/shared/schemas/notifications';
import { Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { useRef } from 'react';
import { formatFullTime, formatRelativeTime } from '../format-relative-time';
import classes from './notifications.module.css';

interface NotificationItemProps {
  notification: Notification;
  now: number;
  onMarkRead: (id: string) => void;
}

export function NotificationItem({ notification: n, now, onMarkRead }: NotificationItemProps) {
  const itemRef = useRef<HTMLLIElement>(null);
  return (
    // Focusable from script only: the "Mark as read" button disappears once used, and focus moves here.
    <li
      ref={itemRef}
      tabIndex={-1}
      className={classes.item}
      data-unread={!n.read || undefined}
      data-testid="notification-item"
    >
      <span className={classes.dot} aria-hidden />
      <div className={classes.body}>
        <Text size="sm" fw={n.read ? 500 : 700} c="gray.9" lh={1.35}>
          {!n.read && <VisuallyHidden>Unread: </VisuallyHidden>}
          {n.title}
        </Text>
        <Text size="sm" c="gray.7" lh={1.4} mt={2}>
          {n.message}
        </Text>
        <Group justify="space-between" gap="xs" mt={4} wrap="nowrap">
          <Text component="time" size="xs" c="gray.7" dateTime={n.created_at} title={formatFullTime(n.created_at)}>
            {formatRelativeTime(n.created_at, now)}
          </Text>
          {!n.read && (
            <Button
              variant="subtle"
              size="compact-xs"
              aria-label={`Mark as read: ${n.title}`}
              onClick={() => {
                itemRef.current?.focus();
                onMarkRead(n.id);
              }}
            >
              Mark as read
            </Button>
          )}
        </Group>
      </div>
    </li>
  );
}
