import { describe, expect, it } from 'vitest';
import { makePie } from '../pie/schema.ts';
import { sessionIdParams, twoFactorCodeBody, twoFactorOffBody } from './account-security.ts';
import { passwordChangeBody, signInBody, signUpBody } from './auth.ts';
import { syncConflictAnswerSchema, syncPiesBodySchema } from './pies.ts';

// What the server refuses before any handler runs, declared once for it and the app.
describe('the auth calls', () => {
  it('sign in with a password or an invite passcode, never with neither', () => {
    expect(signInBody.safeParse({ email: 'ann@example.com', password: 'secret' }).success).toBe(
      true,
    );
    expect(signInBody.safeParse({ email: 'ann@example.com', passcode: 'a1b2' }).success).toBe(true);
    const neither = signInBody.safeParse({ email: 'ann@example.com' });
    expect(neither.success).toBe(false);
    expect(neither.error?.issues[0]?.path).toEqual(['password']);
  });

  it('refuse a field they do not know, so a typo is never silently dropped', () => {
    expect(
      signUpBody.safeParse({ email: 'ann@example.com', password: 'long enough', admin: true })
        .success,
    ).toBe(false);
    expect(
      passwordChangeBody.safeParse({
        password: 'a new password',
        password_confirmation: 'a new password',
        current_password: 'old',
        role: 'operator',
      }).success,
    ).toBe(false);
  });

  it('sign up with a password of at least the minimum length, said by its key', () => {
    const short = signUpBody.safeParse({ email: 'ann@example.com', password: 'abc' });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe('app:validation.passwordTooShort');
  });

  it('turn two-step codes off only with a code or a passkey', () => {
    expect(twoFactorOffBody.safeParse({ code: '123456' }).success).toBe(true);
    const passkey = { id: 'abc', rawId: 'abc', type: 'public-key', response: {} };
    expect(twoFactorOffBody.safeParse({ passkey }).success).toBe(true);
    const neither = twoFactorOffBody.safeParse({});
    expect(neither.error?.issues[0]?.message).toBe('app:security.codeRequired');
    expect(twoFactorCodeBody.safeParse({ code: '  123456  ' }).data).toEqual({ code: '123456' });
    expect(twoFactorCodeBody.safeParse({ code: '12' }).success).toBe(false);
  });

  it('name a device by a positive id that fits the database', () => {
    expect(sessionIdParams.parse({ id: '12' })).toEqual({ id: 12 });
    for (const id of ['0', '-3', '1.5', '2147483648', 'x']) {
      expect(sessionIdParams.safeParse({ id }).success, id).toBe(false);
    }
  });
});

describe('the blocks sync', () => {
  const link = makePie({ id: -1, main_type: 'LINK-INPUT', title: 'Site' });

  it('takes a bare list (no stale-copy check) or the list with the stamp it started from', () => {
    expect(syncPiesBodySchema.parse([link])).toEqual({ pies: [link] });
    const stamped = syncPiesBodySchema.parse({
      pies: [link],
      base_pies_updated_at: '2026-11-27T10:00:00.000Z',
    });
    expect(stamped.base_pies_updated_at).toBe('2026-11-27T10:00:00.000Z');
    expect(syncPiesBodySchema.safeParse({ pies: [link], base: 'x' }).success).toBe(false);
  });

  it('answers a conflict with the error and the stored copy to load instead', () => {
    const answer = syncConflictAnswerSchema.parse({
      code: 'conflict',
      errors: ['The page changed elsewhere'],
      pies: [link],
      pies_updated_at: '2026-11-27T10:00:00.000Z',
    });
    expect(answer.pies).toHaveLength(1);
    expect(syncConflictAnswerSchema.safeParse({ code: 'conflict', errors: [] }).success).toBe(
      false,
    );
  });
});
