import type { Role } from '@app/shared';
import { MSG } from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sha256 } from '../lib/crypto';
import { forbidden, unauthorized } from '../lib/errors';
import type { SessionRow, UserRow } from '../db/schema/index';
import { findActiveSession, touchSession } from '../modules/auth/auth.repository';

/**
 * Every API route declares how it is guarded in `config.auth`:
 * - 'none': public (health, register, login);
 * - 'any': any live session, even one that has not passed its access code (verify-access-code, me, logout);
 * - 'verified' (the default): a session that passed its access code (two-step sign-in, enforced here).
 * `config.roles` narrows a route to some roles.
 */
export type AuthMode = 'none' | 'any' | 'verified';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthMode;
    roles?: readonly Role[];
    /** Allowed while the user must change a one-time password. */
    allowPasswordChangePending?: boolean;
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

export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('auth', null);

    app.addHook('preHandler', async (request) => {
      const cfg = request.routeOptions.config;
      const mode: AuthMode = cfg?.auth ?? 'verified';
      // The API docs UI serves its own assets under /api/docs.
      if (request.is404 || !request.url.startsWith('/api/') || mode === 'none' || request.url.startsWith('/api/docs'))
        return;

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
    });
  },
  { name: 'auth', dependencies: ['deps'] },
);
