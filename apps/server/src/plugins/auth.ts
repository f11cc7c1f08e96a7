import type { Role } from '@app/shared';
import { CHILD_MSG, MSG } from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sha256 } from '../lib/crypto';
import { forbidden, unauthorized } from '../lib/errors';
import type { SessionRow, UserRow } from '../db/schema/index';
import { findActiveSession, touchSession } from './session';

/**
 * Every API route declares how it is guarded in `config.auth`:
 * - 'none': public (health, register, login);
 * - 'any': any live session, even one that has not passed its access code (verify-access-code, me, logout);
 * - 'verified' (the default): a session that passed its access code (two-step sign-in, enforced here).
 * `config.roles` narrows a route to some roles.
 *
 * A session in a child's view (`session.activeChildId`, opened by a 4-digit child code) is narrower still: it may
 * call 'none' and 'any' routes, routes flagged `config.childView`, and routes of other modules registered with
 * `allowInChildView`; everything else answers 403 "Parent access code required" until the parent's code is given.
 */
export type AuthMode = 'none' | 'any' | 'verified';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthMode;
    roles?: readonly Role[];
    /** Allowed while the user must change a one-time password. */
    allowPasswordChangePending?: boolean;
    /** Callable while the session is in a child's view; the service still checks which child (policy). */
    childView?: boolean;
  }
  interface FastifyRequest {
    auth: { user: UserRow; session: SessionRow } | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const h = request.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m ? m[1] : null;
}

/** The signed-in user of a guarded route (the guard has run, so this cannot be null there). */
export function currentAuth(request: FastifyRequest) {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** Decides whether a child-view session may call a route on this request (e.g. only its own child's photo). */
export type ChildViewCheck = (request: FastifyRequest, childId: string) => Promise<boolean>;

const childViewRoutes = new Map<string, ChildViewCheck[] | true>();
const routeKey = (method: string, url: string) => `${method.toUpperCase()} ${url.replace(/(.)\/$/, '$1')}`;

/**
 * Opens a route of another module to child-view sessions, always or when `check` says so (checks are
 * alternatives). Called at import time by the module that decides, as files access rules are.
 */
export function allowInChildView(method: string, url: string, check?: ChildViewCheck): void {
  const key = routeKey(method, url);
  const existing = childViewRoutes.get(key);
  if (existing === true) return;
  if (!check) childViewRoutes.set(key, true);
  else childViewRoutes.set(key, [...(existing ?? []), check]);
}

async function childViewAllows(request: FastifyRequest, childId: string): Promise<boolean> {
  if (request.routeOptions.config?.childView) return true;
  const rule = childViewRoutes.get(routeKey(request.method, request.routeOptions.url ?? ''));
  if (rule === true) return true;
  for (const check of rule ?? []) if (await check(request, childId)) return true;
  return false;
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('auth', null);

    // onRequest: refuse before a body is read or parsed (an upload from a stranger is never buffered).
    app.addHook('onRequest', async (request) => {
      const cfg = request.routeOptions.config;
      const mode: AuthMode = cfg?.auth ?? 'verified';
      // Guard by the matched route's pattern: API routes start with /api; the static files route (/*) and the
      // live channel (its own token check) do not.
      const pattern = request.routeOptions.url ?? '';
      // The API docs UI serves its own assets under /api/docs.
      if (request.is404 || !pattern.startsWith('/api/') || mode === 'none' || pattern.startsWith('/api/docs')) return;

      const token = bearerToken(request);
      if (!token) throw unauthorized(MSG.notAuthenticated);
      const found = await findActiveSession(app.deps.db.db, sha256(token), app.deps.clock());
      if (!found) throw unauthorized(MSG.sessionExpired, 'session_expired');
      request.auth = found;
      await touchSession(app.deps.db.db, found.session, app.deps.clock());

      if (mode === 'verified' && !found.session.accessVerified) {
        throw forbidden(MSG.accessCodeRequired, 'access_code_required');
      }
      if (found.user.mustChangePassword && !cfg?.allowPasswordChangePending) {
        throw forbidden('Please change your one-time password to continue', 'password_change_required');
      }
      if (cfg?.roles && !cfg.roles.includes(found.user.role)) throw forbidden();
      // 'any' routes are open to sessions that passed no code at all, so a child view may use them too.
      const childId = found.session.activeChildId;
      if (mode === 'verified' && childId && !(await childViewAllows(request, childId))) {
        throw forbidden(CHILD_MSG.parentCodeRequired, 'parent_access_code_required');
      }
    });
  },
  { name: 'auth', dependencies: ['deps'] },
);
