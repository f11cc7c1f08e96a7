import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ROLES, SELF_REGISTER_ROLES } from '../constants';
import { MSG } from '../messages';
import { ZChildData } from './children';

export const sixDigits = /^\d{6}$/;
export const fourDigits = /^\d{4}$/;

export const ZRole = z.enum(ROLES);

export const NAME_MAX = 100;
export const nameTooLong = `Name must be at most ${NAME_MAX} characters`;
const ZEmail = z.string().trim().toLowerCase().pipe(z.email(MSG.emailInvalid).max(254, MSG.emailInvalid));
const ZMobile = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 ()-]{5,18}[0-9]$/, MSG.mobileInvalid)
  .or(z.literal(''))
  .nullish()
  .transform((v) => (v ? v : null));

/** The public user (spec 01 §3). Hashes and counters never leave the server: they are not in the schema. */
export const ZUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  full_name: z.string(),
  mobile: z.string().nullable(),
  role: ZRole,
  is_active: z.boolean(),
  has_access_code: z.boolean(),
  must_change_password: z.boolean(),
  created_at: z.string(),
});
export type User = z.infer<typeof ZUser>;

export const ZMeResponse = ZUser.extend({
  /** Whether this session has passed its access code (always true for coaching_teacher). */
  access_verified: z.boolean(),
  /** Set while the session is in a child's view (families issue). */
  active_child_id: z.string().nullable(),
});
export type MeResponse = z.infer<typeof ZMeResponse>;

export const ZRegisterBody = z
  .object({
    name: z.string().trim().min(1, MSG.nameRequired).max(NAME_MAX, nameTooLong),
    email: ZEmail,
    mobile: ZMobile,
    password: z.string().min(PASSWORD_MIN_LENGTH, MSG.passwordMin).max(PASSWORD_MAX_LENGTH),
    role: z.enum(SELF_REGISTER_ROLES, MSG.roleInvalid),
    access_code: z.string().trim().nullish(),
  })
  .superRefine((b, ctx) => {
    if (b.role === 'parent' && !sixDigits.test(b.access_code ?? '')) {
      ctx.addIssue({ code: 'custom', path: ['access_code'], message: MSG.parentCodeSix });
    }
  });
export type RegisterBody = z.input<typeof ZRegisterBody>;

export const ZLoginBody = z.object({
  email: z.string().trim().toLowerCase().min(1, MSG.fillRequired).max(254),
  password: z.string().min(1, MSG.fillRequired).max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.input<typeof ZLoginBody>;

export const ZLoginResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  user: ZUser,
  /** False only for coaching_teacher: every other role must pass verify-access-code next. */
  requires_access_code: z.boolean(),
});
export type LoginResponse = z.infer<typeof ZLoginResponse>;

/** One helper variant of the spec names the field `code`; both are accepted. */
export const ZVerifyAccessCodeBody = z
  .object({
    access_code: z.string().trim().max(32).optional(),
    code: z.string().trim().max(32).optional(),
  })
  .transform((b) => ({ access_code: b.access_code || b.code || '' }))
  .refine((b) => b.access_code.length > 0, { message: MSG.enterAccessCode, path: ['access_code'] });
export type VerifyAccessCodeBody = z.input<typeof ZVerifyAccessCodeBody>;

export const ZRedirectTo = z.enum(['/dashboard', '/admin/dashboard', '/admin/question-bank', '/child-dashboard']);
export const ZVerifyAccessCodeResponse = z.object({
  valid: z.boolean(),
  redirect_to: ZRedirectTo,
  user_id: z.string(),
  user_name: z.string(),
  /** Set when a 4-digit child code opened that child's view. */
  child_data: ZChildData.nullable(),
});
export type VerifyAccessCodeResponse = z.infer<typeof ZVerifyAccessCodeResponse>;

export const ZChangePasswordBody = z
  .object({
    current_password: z.string().max(PASSWORD_MAX_LENGTH).optional().default(''),
    new_password: z.string().max(PASSWORD_MAX_LENGTH).optional().default(''),
    /** Optional: the screen checks it too, the server re-checks when sent. */
    confirm_password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  })
  .superRefine((b, ctx) => {
    if (!b.current_password || !b.new_password || b.confirm_password === '') {
      ctx.addIssue({ code: 'custom', path: ['current_password'], message: MSG.fillPasswordFields });
      return;
    }
    if (b.confirm_password !== undefined && b.confirm_password !== b.new_password) {
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: MSG.passwordsDoNotMatch });
      return;
    }
    if (b.new_password.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['new_password'], message: MSG.newPasswordMin });
    }
  });
export type ChangePasswordBody = z.input<typeof ZChangePasswordBody>;

export const ZUpdateProfileBody = z
  .object({
    name: z
      .string()
      .trim()
      .max(NAME_MAX, nameTooLong)
      .nullish()
      .transform((v) => (v ? v : undefined)),
    mobile: ZMobile.transform((v) => v ?? undefined),
    email: z.string().optional(),
  })
  .refine((b) => b.name !== undefined || b.mobile !== undefined, { message: MSG.profileOneField, path: ['name'] });
export type UpdateProfileBody = z.input<typeof ZUpdateProfileBody>;

export const ZUpdateProfileResponse = z.object({ message: z.string(), user: ZUser });

export const ZUpdateParentAccessCodeBody = z.object({
  access_code: z.string().trim().regex(sixDigits, MSG.parentCodeSix),
});

export const ZUpdateAccessCodeBody = z.object({
  new_access_code: z.string().trim().min(1, MSG.enterNewAccessCode).regex(sixDigits, MSG.accessCodeSix),
});

export const ZVerifyPasswordBody = z.object({
  email: z.string().trim().toLowerCase().max(254).optional(),
  password: z.string().min(1, MSG.fillRequired).max(PASSWORD_MAX_LENGTH),
});
export const ZVerifyPasswordResponse = z.object({ valid: z.boolean() });
