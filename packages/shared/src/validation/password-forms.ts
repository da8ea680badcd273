/**
 * Schemas of the web's password forms (change password; register and recover). They check what
 * the server checks, with the server's own pieces — PhoneSchema, NameSchema, the password policy
 * and the "same as the current one" rule — plus the confirmation only a person typing needs.
 */
import * as z from 'zod/mini';
import { t } from '../messages/es-MX';
import { NameSchema, PhoneSchema } from '../schemas/common';
import { passwordProblem } from './password-policy';

type IssueSink = { addIssue: (issue: { code: 'custom'; path: string[]; message: string; input: unknown }) => void };

/** The policy's words first; only a password that passes them is compared with its confirmation. */
function checkNewPassword(ctx: IssueSink, fields: { password: string; confirmation: string; phone: string; current?: string }, names: [string, string]) {
  const [passwordField, confirmationField] = names;
  const problem = passwordProblem(fields.password, fields.phone);
  if (problem) ctx.addIssue({ code: 'custom', path: [passwordField], message: problem, input: fields.password });
  else if (fields.current !== undefined && fields.password === fields.current) {
    ctx.addIssue({ code: 'custom', path: [passwordField], message: t('auth.samePassword'), input: fields.password });
  } else if (fields.confirmation !== fields.password) {
    ctx.addIssue({ code: 'custom', path: [confirmationField], message: t('validation.passwordsDiffer'), input: fields.confirmation });
  }
}

/** Change password: the current one (required), the new one (policy, not the same) and its confirmation. */
export function changePasswordFormSchema(phone: string) {
  return z
    .object({ current: z.string(), next: z.string(), confirmation: z.string() })
    .check(
      z.superRefine((v, ctx) => {
        if (v.current === '') ctx.addIssue({ code: 'custom', path: ['current'], message: t('validation.required'), input: v.current });
        checkNewPassword(ctx, { password: v.next, confirmation: v.confirmation, phone, current: v.current }, ['next', 'confirmation']);
      }),
    );
}
export type ChangePasswordFormValues = z.input<ReturnType<typeof changePasswordFormSchema>>;

/** Register (with a name) and recover (without): phone, new password and its confirmation. */
export function phonePasswordFormSchema({ asksName }: { asksName: boolean }) {
  return z
    .object({ name: asksName ? NameSchema : z.string(), phone: PhoneSchema, password: z.string(), confirmation: z.string() })
    .check(z.superRefine((v, ctx) => checkNewPassword(ctx, { password: v.password, confirmation: v.confirmation, phone: v.phone }, ['password', 'confirmation'])));
}
export type PhonePasswordFormValues = z.input<ReturnType<typeof phonePasswordFormSchema>>;
