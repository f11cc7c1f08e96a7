import {
  MSG,
  ZChangePasswordBody,
  ZError,
  ZLoginBody,
  ZLoginResponse,
  ZMeResponse,
  ZMessage,
  ZRegisterBody,
  ZSetChildAccessCodeBody,
  ZUpdateAccessCodeBody,
  ZUpdateParentAccessCodeBody,
  ZUpdateProfileBody,
  ZUpdateProfileResponse,
  ZVerifyAccessCodeBody,
  ZVerifyAccessCodeResponse,
  ZVerifyPasswordBody,
  ZVerifyPasswordResponse,
} from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth } from '../../plugins/auth';
import { actorOf } from '../../policy/policy';
import { setChildAccessCode } from '../children/children.service';
import * as service from './auth.service';

const errors = { 400: ZError, 401: ZError, 403: ZError, 409: ZError, 429: ZError };

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = (req: FastifyRequest): service.AuthCtx => ({
    db: app.deps.db.db,
    now: app.deps.clock(),
    ip: req.ip,
    userAgent: req.headers['user-agent'],
  });
  const limit = app.deps.limits;
  const tags = ['auth'];

  app.post('/register', {
    schema: {
      tags,
      summary: 'Create a parent or coaching teacher account',
      body: ZRegisterBody,
      response: { 201: ZLoginResponse, ...errors },
    },
    config: { auth: 'none', rateLimit: { max: limit.registerPerMinute, timeWindow: '1 minute' } },
    handler: async (req, reply) => reply.status(201).send(await service.register(ctx(req), req.body)),
  });

  app.post('/login', {
    schema: { tags, summary: 'Sign in (step one)', body: ZLoginBody, response: { 200: ZLoginResponse, ...errors } },
    config: { auth: 'none', rateLimit: { max: limit.loginPerMinute, timeWindow: '1 minute' } },
    handler: async (req) => service.login(ctx(req), req.body.email, req.body.password),
  });

  app.post('/verify-access-code', {
    schema: {
      tags,
      summary: 'Pass the access code (step two)',
      description:
        'Accepts `access_code` or `code`. Five wrong codes end the session and lock the code for 15 minutes.',
      body: ZVerifyAccessCodeBody,
      response: { 200: ZVerifyAccessCodeResponse, ...errors },
    },
    config: {
      auth: 'any',
      allowPasswordChangePending: true,
      rateLimit: { max: limit.codePerMinute, timeWindow: '1 minute' },
    },
    handler: async (req) => {
      const auth = currentAuth(req);
      const res = await service.verifyAccessCode(ctx(req), auth, req.body.access_code);
      // This session's live sockets follow its view (a child's view hears only about that child).
      const childId = res.child_data ? res.user_id : null;
      if (childId !== auth.session.activeChildId) {
        await app.bus.publish({
          type: 'session.view',
          user_id: auth.user.id,
          session_id: auth.session.id,
          child_id: childId,
        });
      }
      return res;
    },
  });

  app.get('/me', {
    schema: { tags, summary: 'The signed-in user', response: { 200: ZMeResponse, 401: ZError } },
    config: { auth: 'any', allowPasswordChangePending: true },
    handler: async (req) => service.me(currentAuth(req)),
  });

  app.post('/logout', {
    schema: { tags, summary: 'End this session', response: { 200: ZMessage, 401: ZError } },
    config: { auth: 'any', allowPasswordChangePending: true },
    handler: async (req) => {
      const { session, user } = currentAuth(req);
      await service.logout(ctx(req), session);
      await app.bus.publish({ type: 'sessions.revoked', user_id: user.id, session_ids: [session.id] });
      return { message: 'Logged out' };
    },
  });

  app.post('/change-password', {
    schema: {
      tags,
      summary: 'Change own password (revokes other sessions)',
      body: ZChangePasswordBody,
      response: { 200: ZMessage, ...errors },
    },
    config: { allowPasswordChangePending: true, rateLimit: { max: limit.codePerMinute, timeWindow: '1 minute' } },
    handler: async (req) => {
      const auth = currentAuth(req);
      const res = await service.changePassword(ctx(req), auth, req.body);
      await app.bus.publish({
        type: 'sessions.revoked',
        user_id: auth.user.id,
        session_ids: 'all',
        except: auth.session.id,
      });
      return res;
    },
  });

  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/update-profile',
      schema: {
        tags,
        summary: 'Update own name and mobile',
        body: ZUpdateProfileBody,
        response: { 200: ZUpdateProfileResponse, ...errors },
      },
      handler: async (req) => service.updateProfile(ctx(req), currentAuth(req).user, req.body),
    });
  }

  app.put('/update-parent-access-code', {
    schema: {
      tags,
      summary: "Set the parent's own 6-digit code",
      body: ZUpdateParentAccessCodeBody,
      response: { 200: ZMessage, ...errors },
    },
    config: { roles: ['parent'] },
    handler: async (req) =>
      service.setOwnAccessCode(ctx(req), currentAuth(req), req.body.access_code, MSG.parentCodeUpdated),
  });

  app.post('/update-access-code', {
    schema: {
      tags,
      summary: 'Set own 6-digit access code',
      body: ZUpdateAccessCodeBody,
      response: { 200: ZMessage, ...errors },
    },
    handler: async (req) =>
      service.setOwnAccessCode(ctx(req), currentAuth(req), req.body.new_access_code, MSG.accessCodeUpdated),
  });

  app.post('/set-child-access-code', {
    schema: {
      tags,
      summary: "Set a child's 4-digit access code",
      description: "`user_id` is the child's id. The code must be unique within the family.",
      body: ZSetChildAccessCodeBody,
      response: { 200: ZMessage, ...errors, 404: ZError },
    },
    config: { roles: ['parent'] },
    handler: async (req) =>
      setChildAccessCode(
        { ...ctx(req), storage: app.storage, log: req.log },
        actorOf(currentAuth(req)),
        req.body.user_id,
        req.body.access_code,
      ),
  });

  app.post('/verify-password', {
    schema: {
      tags,
      summary: "Check the caller's own password before a destructive action",
      body: ZVerifyPasswordBody,
      response: { 200: ZVerifyPasswordResponse, ...errors },
    },
    config: { rateLimit: { max: limit.codePerMinute, timeWindow: '1 minute' } },
    handler: async (req) => service.verifyPassword(ctx(req), currentAuth(req).user, req.body.email, req.body.password),
  });
}
