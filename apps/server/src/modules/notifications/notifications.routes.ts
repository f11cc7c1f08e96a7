import { ZError, ZMarkAllReadResponse, ZNotification, ZNotificationList, ZNotificationListQuery } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth } from '../../plugins/auth';
import * as service from './notifications.service';

export default async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  const db = () => app.deps.db.db;

  app.get('/', {
    schema: {
      tags,
      summary: "The caller's notifications, newest first, with totals",
      querystring: ZNotificationListQuery,
      response: { 200: ZNotificationList, 401: ZError, 403: ZError },
    },
    handler: async (req) =>
      service.listNotifications(db(), service.scopeOf(currentAuth(req)), req.query.limit, req.query.offset),
  });

  app.patch('/mark-all-read', {
    schema: { tags, summary: 'Mark all own notifications read', response: { 200: ZMarkAllReadResponse, 401: ZError } },
    handler: async (req) => service.markAllNotificationsRead(db(), service.scopeOf(currentAuth(req))),
  });

  app.patch('/:id/read', {
    schema: {
      tags,
      summary: 'Mark one own notification read',
      params: z.object({ id: z.string().max(64) }),
      response: { 200: ZNotification, 401: ZError, 404: ZError },
    },
    handler: async (req) => service.markNotificationRead(db(), service.scopeOf(currentAuth(req)), req.params.id),
  });
}
