import {
  ZAdminDeleteResponse,
  ZAdminSetPasswordBody,
  ZAdminSetUserPasswordBody,
  ZAdminToggleResponse,
  ZAdminUserIdParams,
  ZAdminUsersQuery,
  ZAdminUsersResponse,
  ZAuditQuery,
  ZAuditResponse,
  ZConfirmQuery,
  ZDangerResponse,
  ZDbStatsQuery,
  ZDbStatsResponse,
  ZError,
  ZMessage,
  ZOverview,
  ZOverviewQuery,
  ZResetSystemBody,
} from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth } from '../../plugins/auth';
import { listAudit } from './admin.audit.service';
import * as danger from './admin.danger.service';
import * as stats from './admin.stats.service';
import * as users from './admin.users.service';

const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError };
const config = { roles: ['super_admin'] as const };
const tags = ['admin'];

/** The super admin's dashboard (spec 01 §7 Admin): users, database, analytics, danger zone, audit log. */
export default async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = (req: FastifyRequest): users.AdminCtx => ({
    db: app.deps.db.db,
    bus: app.bus,
    storage: app.storage,
    log: req.log,
    now: app.deps.clock(),
    ip: req.ip,
  });
  const dangerCtx = (req: FastifyRequest): danger.DangerCtx => ({
    ...ctx(req),
    allowed: app.deps.allowDangerZone ?? true,
  });
  const actor = (req: FastifyRequest) => currentAuth(req).user;
  const dangerLimit = { max: app.deps.limits.codePerMinute, timeWindow: '1 minute' };

  app.get('/users', {
    config,
    schema: {
      tags,
      summary: 'Users, newest first (optional role, name/email search; keyset-paged)',
      querystring: ZAdminUsersQuery,
      response: { 200: ZAdminUsersResponse, ...errors },
    },
    handler: async (req) => users.listUsers(app.deps.db.db, req.query),
  });

  app.delete('/users/:id', {
    config,
    schema: {
      tags,
      summary: 'Delete a user and everything they owned (super admins are protected)',
      params: ZAdminUserIdParams,
      response: { 200: ZAdminDeleteResponse, ...errors },
    },
    handler: async (req) => users.deleteUser(ctx(req), actor(req), req.params.id),
  });

  app.post('/users/:id/toggle-status', {
    config,
    schema: {
      tags,
      summary: 'Activate or deactivate a user; deactivation ends their sessions and live sockets at once',
      params: ZAdminUserIdParams,
      response: { 200: ZAdminToggleResponse, ...errors },
    },
    handler: async (req) => users.toggleStatus(ctx(req), actor(req), req.params.id),
  });

  app.post('/users/:id/set-password', {
    config,
    schema: {
      tags,
      summary: "Set a user's password (one-time: they choose their own at next sign-in)",
      params: ZAdminUserIdParams,
      body: ZAdminSetPasswordBody,
      response: { 200: ZMessage, ...errors },
    },
    handler: async (req) => users.setPassword(ctx(req), actor(req), req.params.id, req.body.new_password),
  });

  app.post('/set-user-password', {
    config,
    schema: {
      tags,
      summary: "Set a user's password (body shape: user_id, new_password)",
      body: ZAdminSetUserPasswordBody,
      response: { 200: ZMessage, ...errors },
    },
    handler: async (req) => users.setPassword(ctx(req), actor(req), req.body.user_id, req.body.new_password),
  });

  app.get('/database/stats', {
    config,
    schema: {
      tags,
      summary: "System-wide counts, or one role's, or one user's (user_id)",
      querystring: ZDbStatsQuery,
      response: { 200: ZDbStatsResponse, ...errors },
    },
    handler: async (req) => stats.databaseStats(app.deps.db.db, req.query),
  });

  app.get('/database/stats/user/:id', {
    config,
    schema: {
      tags,
      summary: "One user's counts with who they are",
      params: ZAdminUserIdParams,
      response: { 200: ZDbStatsResponse, ...errors },
    },
    handler: async (req) => stats.databaseStats(app.deps.db.db, { user_id: req.params.id }),
  });

  app.get('/analytics/overview', {
    config,
    schema: {
      tags,
      summary: 'Overview statistics for everyone, one role (parent, coaching_teacher) or one user',
      querystring: ZOverviewQuery,
      response: { 200: ZOverview, ...errors },
    },
    handler: async (req) => stats.overview(app.deps.db.db, app.deps.clock(), req.query),
  });

  app.post('/database/clear-tasks', {
    config: { ...config, rateLimit: dangerLimit },
    schema: {
      tags,
      summary: 'Delete every task with its submissions and evaluations (confirm=true)',
      querystring: ZConfirmQuery,
      response: { 200: ZDangerResponse, ...errors },
    },
    handler: async (req) => danger.clearTasks(dangerCtx(req), actor(req), req.query.confirm),
  });

  app.post('/database/clear-notes', {
    config: { ...config, rateLimit: dangerLimit },
    schema: {
      tags,
      summary: 'Delete every note (confirm=true)',
      querystring: ZConfirmQuery,
      response: { 200: ZDangerResponse, ...errors },
    },
    handler: async (req) => danger.clearNotes(dangerCtx(req), actor(req), req.query.confirm),
  });

  app.post('/database/reset-system', {
    config: { ...config, rateLimit: dangerLimit },
    schema: {
      tags,
      summary: 'Delete every account but super admins, with their data (password and RESET or confirm=true)',
      querystring: ZConfirmQuery,
      body: ZResetSystemBody.nullish(),
      response: { 200: ZDangerResponse, ...errors },
    },
    handler: async (req) =>
      danger.resetSystem(dangerCtx(req), actor(req), {
        confirmed: req.query.confirm,
        password: req.body?.confirm_password,
        text: req.body?.confirm_text,
      }),
  });

  app.get('/audit-log', {
    config,
    schema: {
      tags,
      summary: 'Who did what and when: newest first, filter by category or actor, keyset-paged (before)',
      querystring: ZAuditQuery,
      response: { 200: ZAuditResponse, ...errors },
    },
    handler: async (req) => listAudit(app.deps.db.db, req.query),
  });
}
