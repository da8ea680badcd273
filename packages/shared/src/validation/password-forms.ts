/**
 * Schemas of the web's password forms (change password; register and recover). They check what
 * the server checks, with the server's own pieces — PhoneSchema, NameSchema, the password policy
 * and the "same as the current one" rule — plus the confirmation only a person typing needs.
 */
import * as z from 'zod/mini';
import { t } from '../messages/es-MX';
import { NameSchema, PhoneSchema } from '../schemas/common';
import { passwordProblem } from './password-policy';

/** The raw `.check()` payload; z.superRefine would do the same but pulls more of zod into the home bundle. */
type Issue = { code: 'custom'; path: string[]; message: string; input: unknown };
type IssueSink = { issues: { push: (issue: Issue) => unknown } };
const addIssue = (ctx: IssueSink, path: string, message: string, input: unknown) =>
  ctx.issues.push({ code: 'custom', path: [path], message, input });

/** The policy's words first; only a password that passes them is compared with its confirmation. */
function checkNewPassword(
  ctx: IssueSink,
  fields: { password: string; confirmation: string; phone: string; current?: string },
  names: [string, string],
) {
  const [passwordField, confirmationField] = names;
  const problem = passwordProblem(fields.password, fields.phone);
  if (problem) addIssue(ctx, passwordField, problem, fields.password);
  else if (fields.current !== undefined && fields.password === fields.current)
    addIssue(ctx, passwordField, t('auth.samePassword'), fields.password);
  else if (fields.confirmation !== fields.password) addIssue(ctx, confirmationField, t('validation.passwordsDiffer'), fields.confirmation);
}

/** Change password: the current one (required), the new one (policy, not the same) and its confirmation. */
export function changePasswordFormSchema(phone: string) {
  return z.object({ current: z.string(), next: z.string(), confirmation: z.string() }).check((ctx) => {
    const v = ctx.value;
    if (v.current === '') addIssue(ctx, 'current', t('validation.required'), v.current);
    checkNewPassword(ctx, { password: v.next, confirmation: v.confirmation, phone, current: v.current }, ['next', 'confirmation']);
  });
}
export type ChangePasswordFormValues = z.input<ReturnType<typeof changePasswordFormSchema>>;

/** Register (with a name) and recover (without): phone, new password and its confirmation. */
export function phonePasswordFormSchema({ asksName }: { asksName: boolean }) {
  return z
    .object({ name: asksName ? NameSchema : z.string(), phone: PhoneSchema, password: z.string(), confirmation: z.string() })
    .check((ctx) =>
      checkNewPassword(ctx, { password: ctx.value.password, confirmation: ctx.value.confirmation, phone: ctx.value.phone }, [
        'password',
        'confirmation',
      ]),
    );
}
export type PhonePasswordFormValues = z.input<ReturnType<typeof phonePasswordFormSchema>>;
