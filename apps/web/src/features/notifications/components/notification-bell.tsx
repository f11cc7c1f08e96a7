import { badgeText } from '@app/shared/rules/grading';
import {
  ActionIcon,
  Badge,
  Button,
  Center,
  CloseButton,
  Group,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useStoredSession } from '../../../lib/session';
import { useLiveNotifications } from '../api/live-notifications';
import { useMarkAllRead } from '../api/mark-all-read';
import { useMarkRead } from '../api/mark-read';
import { useNotifications } from '../api/notifications';
import { NotificationItem } from './notification-item';
import classes from './notifications.module.css';

/** Header bell (spec 01 §2): unread badge (99+ above 99) and a dropdown of the newest 10, kept live. */
export function NotificationBell({ userId }: { userId: string }) {
  const { token } = useStoredSession();
  useLiveNotifications(userId, token);
  const [opened, setOpened] = useState(false);
  const query = useNotifications();
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const now = useNow(opened);

  const unread = query.data?.unread_count ?? 0;
  const total = query.data?.total ?? 0;
  const items = query.data?.notifications ?? [];
  const badge = badgeText(unread);

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width="min(380px, calc(100vw - 16px))"
      shadow="lg"
      radius="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          size="lg"
          color="gray.7"
          className={classes.bell}
          aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
          onClick={() => setOpened((o) => !o)}
        >
          <IconBell size={22} />
          {badge && (
            <Badge
              size="sm"
              color="red"
              variant="filled"
              className={classes.badge}
              aria-hidden
              data-testid="notification-badge"
            >
              {badge}
            </Badge>
          )}
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={0} aria-label="Notifications">
        <Group justify="space-between" gap="xs" px="md" py="xs" wrap="nowrap" className={classes.header}>
          <Text component="h2" fw={700} size="md" m={0}>
            Notifications
          </Text>
          <Group gap={4} wrap="nowrap">
            {/* Looks disabled at 0 unread but keeps focus, so a keyboard user is not dropped out of the dropdown. */}
            <Button
              variant="subtle"
              size="compact-sm"
              data-disabled={unread === 0 || undefined}
              aria-disabled={unread === 0}
              onClick={() => {
                if (unread > 0) markAllRead.mutate();
              }}
            >
              Mark all as read
            </Button>
            <CloseButton aria-label="Close notifications" onClick={() => setOpened(false)} />
          </Group>
        </Group>
        {query.isPending ? (
          <Center py="xl">
            <Loader size="sm" aria-label="Loading notifications" />
          </Center>
        ) : items.length === 0 ? (
          <Stack align="center" gap={6} py="xl" px="md">
            <IconBellOff size={28} color="var(--mantine-color-gray-6)" aria-hidden />
            <Text size="sm" c="gray.7">
              No notifications yet
            </Text>
          </Stack>
        ) : (
          <ScrollArea.Autosize mah="min(420px, 60dvh)" type="auto">
            <ul className={classes.list} aria-label="Newest notifications">
              {items.map((n) => (
                <NotificationItem key={n.id} notification={n} now={now} onMarkRead={markRead.mutate} />
              ))}
            </ul>
          </ScrollArea.Autosize>
        )}
        {total > items.length && items.length > 0 && (
          <Text size="xs" c="gray.7" ta="center" py={8} className={classes.footer}>
            Showing {items.length} of {total} notifications
          </Text>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}

/** The current time, refreshed every 30 s while the dropdown is open so "just now" moves on. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}
