import { describe, expect, it } from 'vitest';
import { MSG } from '../src/messages';
import { ZChangePasswordBody, ZRegisterBody, ZUpdateProfileBody, ZVerifyAccessCodeBody } from '../src/schemas/auth';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error!.issues[0].message;

describe('register schema', () => {
  const base = {
    name: ' Asha ',
    email: ' Asha@Example.COM ',
    password: 'longenough',
    role: 'parent',
    access_code: '123456',
  };
  it('trims and lowercases', () => {
    const r = ZRegisterBody.parse(base);
    expect(r.name).toBe('Asha');
    expect(r.email).toBe('asha@example.com');
    expect(r.mobile).toBeNull();
  });
  it('requires a 6-digit code for parents only', () => {
    expect(firstMessage(ZRegisterBody.safeParse({ ...base, access_code: '12345' }))).toBe(MSG.parentCodeSix);
    expect(firstMessage(ZRegisterBody.safeParse({ ...base, access_code: '12a456' }))).toBe(MSG.parentCodeSix);
    expect(ZRegisterBody.safeParse({ ...base, role: 'coaching_teacher', access_code: undefined }).success).toBe(true);
  });
  it('refuses admin roles and short passwords', () => {
    expect(firstMessage(ZRegisterBody.safeParse({ ...base, role: 'super_admin' }))).toBe(MSG.roleInvalid);
    expect(firstMessage(ZRegisterBody.safeParse({ ...base, password: 'short' }))).toBe(MSG.passwordMin);
  });
});

describe('change password schema', () => {
  it('applies the spec order of checks', () => {
    expect(firstMessage(ZChangePasswordBody.safeParse({ current_password: '', new_password: 'abcdefgh' }))).toBe(
      MSG.fillPasswordFields,
    );
    expect(
      firstMessage(
        ZChangePasswordBody.safeParse({ current_password: 'x', new_password: 'abc', confirm_password: 'abd' }),
      ),
    ).toBe(MSG.passwordsDoNotMatch);
    expect(firstMessage(ZChangePasswordBody.safeParse({ current_password: 'x', new_password: 'abc' }))).toBe(
      MSG.newPasswordMin,
    );
  });
});

describe('profile and code schemas', () => {
  it('needs at least one field after trimming', () => {
    expect(firstMessage(ZUpdateProfileBody.safeParse({ name: '   ', mobile: '' }))).toBe(MSG.profileOneField);
    expect(ZUpdateProfileBody.parse({ name: ' Ravi ' }).name).toBe('Ravi');
  });
  it('accepts access_code or code', () => {
    expect(ZVerifyAccessCodeBody.parse({ code: '123456' }).access_code).toBe('123456');
    expect(firstMessage(ZVerifyAccessCodeBody.safeParse({}))).toBe(MSG.enterAccessCode);
  });
});
