import { z } from 'zod';

/** Spec 01 §3: id, title, message, read, created_at, data with child_id or target_child_id. */
export const ZNotification = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  read: z.boolean(),
  created_at: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type Notification = z.infer<typeof ZNotification>;

export const ZNotificationListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const ZNotificationList = z.object({
  notifications: z.array(ZNotification),
  /** All of the user's notifications, for "Showing 10 of N notifications". */
  total: z.number().int(),
  unread_count: z.number().int(),
});
export type NotificationList = z.infer<typeof ZNotificationList>;

export const ZMarkAllReadResponse = z.object({ updated: z.number().int() });

/** Live channel messages: a notification object (type 'notification') or a job progress event. */
export const ZLiveNotification = ZNotification.extend({ type: z.literal('notification') });
export const ZJobProgress = z.object({
  type: z.literal('job.progress'),
  job: z.string(),
  ref: z.string(),
  progress: z.number().min(0).max(100),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  message: z.string().optional(),
  /** Job-specific details (e.g. auto-generation counters and the newest log line). */
  data: z.record(z.string(), z.unknown()).optional(),
});
export type LiveMessage = z.infer<typeof ZLiveNotification> | z.infer<typeof ZJobProgress>;
