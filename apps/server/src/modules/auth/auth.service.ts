import {
  type ChangePasswordBody,
  type LoginResponse,
  MSG,
  type MeResponse,
  type Role,
  SESSION_TTL_DAYS,
  type VerifyAccessCodeResponse,
  type ZRegisterBody,
  type ZUpdateProfileBody,
  fourDigits,
} from '@app/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { type SessionRow, sessions, type UserRow } from '../../db/schema/index';
import { getDummyHash, hashSecret, newSessionToken, verifySecret } from '../../lib/crypto';
import { AppError, badRequest, conflict, forbidden, tooMany, unauthorized } from '../../lib/errors';
import { audit } from '../audit/audit.service';
import { findChildByCode, toChildData } from '../children/children.service';
import { toPublicUser } from '../users/users.mapper';
import * as repo from './auth.repository';
import * as lockout from './lockout';

export interface AuthCtx {
  db: Db;
  now: Date;
  ip?: string;
  userAgent?: string;
}

export function redirectFor(role: Role): VerifyAccessCodeResponse['redirect_to'] {
  if (role === 'super_admin') return '/admin/dashboard';
  if (role === 'qb_admin') return '/admin/question-bank';
  return '/dashboard';
}

async function openSession(ctx: AuthCtx, user: UserRow, accessVerified: boolean) {
  const { token, tokenHash } = newSessionToken();
  await repo.insertSession(ctx.db, {
    tokenHash,
    userId: user.id,
    accessVerified,
    expiresAt: new Date(ctx.now.getTime() + SESSION_TTL_DAYS * 86_400_000),
    ip: ctx.ip,
    userAgent: ctx.userAgent?.slice(0, 300),
  });
  return token;
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export async function register(ctx: AuthCtx, body: z.output<typeof ZRegisterBody>): Promise<LoginResponse> {
  const existing = await repo.findUserByEmail(ctx.db, body.email);
  // An unclaimed invitation does not keep the e-mail's owner out: registering claims it (see claimInvitation).
  if (existing && !existing.oneTimeExpiresAt) throw conflict(MSG.emailTaken, 'email');
  const values = {
    name: body.name,
    mobile: body.mobile,
    role: body.role,
    passwordHash: await hashSecret(body.password),
    accessCodeHash: body.role === 'parent' ? await hashSecret(body.access_code!) : null,
  };
  let user: UserRow | undefined;
  try {
    user = existing
      ? await repo.claimInvitation(ctx.db, existing.id, values, ctx.now)
      : await repo.insertUser(ctx.db, { email: body.email, ...values });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MSG.emailTaken, 'email');
    throw err;
  }
  if (!user) throw conflict(MSG.emailTaken, 'email');
  await audit(ctx.db, {
    actorId: user.id,
    action: existing ? 'auth.register_claimed_invitation' : 'auth.register',
    targetType: 'user',
    targetId: user.id,
    ip: ctx.ip,
  });
  // A new account has just chosen its code: the spec lands it on the dashboard without asking again.
  const token = await openSession(ctx, user, true);
  return { access_token: token, token_type: 'bearer', user: toPublicUser(user), requires_access_code: false };
}

export async function login(ctx: AuthCtx, email: string, password: string): Promise<LoginResponse> {
  // Known and unknown e-mails take the same steps (one lookup, the same throttle keys, one hash), so neither the
  // answers nor their timing tell whether an account exists.
  const keys = lockout.loginKeys(email, ctx.ip);
  const user = await repo.findUserByEmail(ctx.db, email);
  await lockout.checkLoginAllowed(ctx.db, ctx.now, keys, user, ctx.ip);

  const ok = await verifySecret(user?.passwordHash ?? (await getDummyHash()), password);
  if (!ok || !user) {
    const locked = await lockout.recordLoginFailure(ctx.db, ctx.now, keys);
    await audit(ctx.db, {
      actorId: user?.id,
      action: locked ? 'auth.login_locked' : 'auth.login_failed',
      targetType: user ? 'user' : undefined,
      targetId: user?.id,
      ip: ctx.ip,
      details: user ? undefined : { reason: 'unknown_email' },
    });
    if (locked) throw tooMany(MSG.loginLocked, 'login_locked');
    throw unauthorized(MSG.invalidCredentials, 'invalid_credentials');
  }
  // Only after the password is right do we say the account is inactive, so guessing learns nothing.
  if (!user.isActive) throw forbidden(MSG.accountInactive, 'account_inactive');
  // An invitation's one-time password lapses (the account stays claimable by registering with the e-mail).
  if (user.oneTimeExpiresAt && ctx.now >= user.oneTimeExpiresAt)
    throw forbidden(MSG.oneTimeExpired, 'one_time_expired');
  await lockout.clearLoginFailures(ctx.db, keys);
  const verified = user.role === 'coaching_teacher';
  const token = await openSession(ctx, user, verified);
  // Sign-ins appear in the super admin's audit log view.
  await audit(ctx.db, { actorId: user.id, action: 'auth.login', targetType: 'user', targetId: user.id, ip: ctx.ip });
  return { access_token: token, token_type: 'bearer', user: toPublicUser(user), requires_access_code: !verified };
}

export async function verifyAccessCode(
  ctx: AuthCtx,
  auth: { user: UserRow; session: SessionRow },
  code: string,
): Promise<VerifyAccessCodeResponse> {
  const { user, session } = auth;
  const ok = (): VerifyAccessCodeResponse => ({
    valid: true,
    redirect_to: redirectFor(user.role),
    user_id: user.id,
    user_name: user.name,
    child_data: null,
  });
  // Coaching teachers have no code: their session is verified at login.
  if (user.role === 'coaching_teacher') return ok();

  const kind = lockout.codeKindFor(user, session, code);
  if (await lockout.isCodeLocked(ctx.db, ctx.now, kind, user.id)) {
    await repo.revokeSession(ctx.db, session.id, ctx.now);
    throw new AppError(429, MSG.codeLocked, 'code_locked');
  }
  // A parent's session may open a child's view with that child's 4-digit code (a profile switch inside the
  // parent's signed-in session, never a sign-in of its own). From a child's view only the parent's code is taken.
  const child = kind === 'child' ? await findChildByCode(ctx.db, user.id, code) : undefined;
  if (child) {
    await repo.updateSession(ctx.db, session.id, { accessVerified: true, activeChildId: child.id });
    await audit(ctx.db, {
      actorId: user.id,
      action: 'child_view.entered',
      targetType: 'child',
      targetId: child.id,
      ip: ctx.ip,
      details: { session_id: session.id },
    });
    return {
      valid: true,
      redirect_to: '/child-dashboard',
      user_id: child.id,
      user_name: child.name,
      child_data: toChildData(child),
    };
  }
  if (kind !== 'child' && !fourDigits.test(code) && (await verifySecret(user.accessCodeHash, code))) {
    await lockout.clearCodeFailures(ctx.db, kind, user.id);
    await repo.updateSession(ctx.db, session.id, { accessVerified: true, activeChildId: null });
    if (session.activeChildId) {
      await audit(ctx.db, {
        actorId: user.id,
        action: 'child_view.left',
        targetType: 'child',
        targetId: session.activeChildId,
        ip: ctx.ip,
        details: { session_id: session.id },
      });
    }
    return ok();
  }
  const { failures, locked } = await lockout.recordCodeFailure(ctx.db, ctx.now, kind, user.id);
  await audit(ctx.db, {
    actorId: user.id,
    action: 'auth.access_code_failed',
    targetType: 'user',
    targetId: user.id,
    ip: ctx.ip,
    details: { failures, kind },
  });
  if (locked) {
    await repo.revokeSession(ctx.db, session.id, ctx.now);
    await audit(ctx.db, {
      actorId: user.id,
      action: 'auth.access_code_locked',
      targetType: 'user',
      targetId: user.id,
      ip: ctx.ip,
      details: { kind },
    });
    throw new AppError(429, MSG.codeLocked, 'code_locked');
  }
  throw badRequest(MSG.invalidAccessCode, 'access_code', 'invalid_access_code');
}

/**
 * Sessions in a child's view when that child is deleted: they go back to needing the parent's code (never
 * straight to the parent view, which would skip it). Part of the child deletion transaction.
 */
export async function leaveChildViewSessions(tx: Db, childId: string): Promise<void> {
  await tx
    .update(sessions)
    .set({ activeChildId: null, accessVerified: false })
    .where(eq(sessions.activeChildId, childId));
}

export function me(auth: { user: UserRow; session: SessionRow }): MeResponse {
  return {
    ...toPublicUser(auth.user),
    access_verified: auth.session.accessVerified,
    active_child_id: auth.session.activeChildId,
  };
}

export async function logout(ctx: AuthCtx, session: SessionRow) {
  await repo.revokeSession(ctx.db, session.id, ctx.now);
}

export async function changePassword(
  ctx: AuthCtx,
  auth: { user: UserRow; session: SessionRow },
  body: ChangePasswordBody,
) {
  const { user, session } = auth;
  if (!(await verifySecret(user.passwordHash, body.current_password!))) {
    await audit(ctx.db, {
      actorId: user.id,
      action: 'auth.password_change_failed',
      targetType: 'user',
      targetId: user.id,
      ip: ctx.ip,
    });
    throw badRequest(MSG.currentPasswordWrong, 'current_password', 'wrong_password');
  }
  if (body.current_password === body.new_password) throw badRequest(MSG.newPasswordSame, 'new_password');
  await repo.updateUser(ctx.db, user.id, {
    passwordHash: await hashSecret(body.new_password!),
    mustChangePassword: false,
    // The invitation is claimed: no longer lapses, no longer claimable by registering.
    oneTimeExpiresAt: null,
  });
  await repo.revokeUserSessions(ctx.db, user.id, ctx.now, session.id);
  await audit(ctx.db, {
    actorId: user.id,
    action: 'auth.password_changed',
    targetType: 'user',
    targetId: user.id,
    ip: ctx.ip,
  });
  return { message: MSG.passwordChanged };
}

export async function updateProfile(ctx: AuthCtx, user: UserRow, body: z.output<typeof ZUpdateProfileBody>) {
  if (body.email !== undefined && body.email.trim().toLowerCase() !== user.email.toLowerCase()) {
    throw badRequest(MSG.emailNotChangeable, 'email');
  }
  const updated = await repo.updateUser(ctx.db, user.id, {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.mobile !== undefined ? { mobile: body.mobile } : {}),
  });
  return { message: MSG.profileUpdated, user: toPublicUser(updated) };
}

const CODE_ROLES: Role[] = ['parent', 'super_admin', 'qb_admin'];

/** Sets the caller's own 6-digit code; the other sessions must pass the new code again. */
export async function setOwnAccessCode(
  ctx: AuthCtx,
  auth: { user: UserRow; session: SessionRow },
  code: string,
  message: string,
) {
  if (!CODE_ROLES.includes(auth.user.role)) throw forbidden('Coaching teachers do not use an access code');
  await repo.updateUser(ctx.db, auth.user.id, { accessCodeHash: await hashSecret(code) });
  // Earlier guesses were at the old code.
  await lockout.clearCodeFailures(ctx.db, 'account', auth.user.id);
  await lockout.clearCodeFailures(ctx.db, 'exit', auth.user.id);
  await repo.revokeUserSessions(ctx.db, auth.user.id, ctx.now, auth.session.id);
  await audit(ctx.db, {
    actorId: auth.user.id,
    action: 'auth.access_code_changed',
    targetType: 'user',
    targetId: auth.user.id,
    ip: ctx.ip,
  });
  return { message };
}

export async function verifyPassword(ctx: AuthCtx, user: UserRow, email: string | undefined, password: string) {
  if (email && email !== user.email.toLowerCase()) return { valid: false };
  const valid = await verifySecret(user.passwordHash, password);
  if (!valid)
    await audit(ctx.db, {
      actorId: user.id,
      action: 'auth.verify_password_failed',
      targetType: 'user',
      targetId: user.id,
      ip: ctx.ip,
    });
  return { valid };
}
