import { describe, expect, it } from 'vitest';
import { t } from '../../src/messages/es-MX';
import { changePasswordFormSchema, phonePasswordFormSchema } from '../../src/validation/password-forms';
import { passwordProblem } from '../../src/validation/password-policy';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('change-password form schema', () => {
  const schema = changePasswordFormSchema('3311112222');

  it('asks for the current password and applies the policy to the new one, as the server does', () => {
    expect(messages(schema.safeParse({ current: '', next: 'abc', confirmation: '' }))).toEqual({
      current: t('validation.required'),
      next: passwordProblem('abc', '3311112222'),
    });
  });

  it('refuses the current password again, then a confirmation that differs', () => {
    expect(messages(schema.safeParse({ current: 'Rio-Lerma-82', next: 'Rio-Lerma-82', confirmation: 'Rio-Lerma-82' }))).toEqual({
      next: t('auth.samePassword'),
    });
    expect(messages(schema.safeParse({ current: 'viejo', next: 'Rio-Lerma-82', confirmation: 'Rio-Lerma-8' }))).toEqual({
      confirmation: 'Las contraseñas no coinciden',
    });
    expect(schema.safeParse({ current: 'viejo', next: 'Rio-Lerma-82', confirmation: 'Rio-Lerma-82' }).success).toBe(true);
  });
});

describe('register / recover form schema', () => {
  it('asks for a name only when registering, and a 10-digit phone with the spec words', () => {
    const bad = { name: '  ', phone: '331', password: 'Rio-Lerma-82', confirmation: 'Rio-Lerma-82' };
    expect(messages(phonePasswordFormSchema({ asksName: true }).safeParse(bad))).toEqual({
      name: t('auth.nameRequired'),
      phone: 'Número celular no valido',
    });
    expect(messages(phonePasswordFormSchema({ asksName: false }).safeParse(bad))).toEqual({ phone: 'Número celular no valido' });
  });

  it('refuses the phone as password before comparing the confirmation', () => {
    const sameAsPhone = { name: 'Ana', phone: '3311112222', password: '3311112222', confirmation: 'x' };
    expect(messages(phonePasswordFormSchema({ asksName: true }).safeParse(sameAsPhone))).toEqual({
      password: passwordProblem('3311112222', '3311112222'),
    });
  });
});
