/** Back office I: people and access (`/api/admin/users/*`) and the audit trail (`/api/admin/audit/*`). */
import * as z from 'zod/mini';
import { ACCESS_NAMES } from '../constants/access';
import { AccountIdSchema } from './admin-views';
import { described, PhoneSchema, SessionTokenSchema, NameSchema } from './common';
import { positiveInt } from './numbers';

// The answers (and the reason rule) live in admin-views.ts; this file adds the requests.
export * from './admin-views';

const OptionalReasonSchema = z._default(z.string().check(z.trim(), z.maxLength(300)), '');
export const AccessNameSchema = z.enum(ACCESS_NAMES as unknown as [string, ...string[]]);
const PageSchema = z._default(positiveInt(10_000), 1);
export const StaffEmailSchema = described(
  z.string().check(z.trim(), z.toLowerCase(), z.maxLength(200), z.email()),
  'Correo de Google del empleado',
);
const BranchCodeSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(40));

export const AccountSearchRequestSchema = z.object({
  token: SessionTokenSchema,
  QUERY: described(
    z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
    'Celular, nombre o correo (inicio de palabra, sin acentos)',
  ),
  PAGE: PageSchema,
});
export type AccountSearchRequest = z.infer<typeof AccountSearchRequestSchema>;

const AccountRequest = { token: SessionTokenSchema, ACCOUNT_ID: AccountIdSchema };
export const AccountDetailRequestSchema = z.object(AccountRequest);

export const SetAccessRequestSchema = z.object({
  ...AccountRequest,
  ACCESS: AccessNameSchema,
  GRANTED: z.boolean(),
  REASON: OptionalReasonSchema,
});
export type SetAccessRequest = z.infer<typeof SetAccessRequestSchema>;
export const SetDisabledRequestSchema = z.object({ ...AccountRequest, DISABLED: z.boolean(), REASON: OptionalReasonSchema });
export type SetDisabledRequest = z.infer<typeof SetDisabledRequestSchema>;
export const CloseSessionsRequestSchema = z.object({ ...AccountRequest, REASON: OptionalReasonSchema });
export const AssignStaffRequestSchema = z.object({
  ...AccountRequest,
  EMAIL: StaffEmailSchema,
  BRANCH: BranchCodeSchema,
  REASON: OptionalReasonSchema,
});
export type AssignStaffRequest = z.infer<typeof AssignStaffRequestSchema>;
export const RemoveStaffRequestSchema = z.object({ ...AccountRequest, EMAIL: StaffEmailSchema, REASON: OptionalReasonSchema });
export type RemoveStaffRequest = z.infer<typeof RemoveStaffRequestSchema>;
/** Issue 35: the branch a courier delivers for; null takes it away (decision 075). */
export const SetCourierBranchRequestSchema = z.object({
  ...AccountRequest,
  BRANCH: z.nullable(BranchCodeSchema),
  REASON: OptionalReasonSchema,
});
export type SetCourierBranchRequest = z.infer<typeof SetCourierBranchRequestSchema>;
export const InviteRequestSchema = z.object({
  token: SessionTokenSchema,
  PHONE: PhoneSchema,
  NAME: NameSchema,
  ACCESS: z.array(AccessNameSchema).check(z.maxLength(ACCESS_NAMES.length)),
  REASON: OptionalReasonSchema,
});
export type InviteRequest = z.infer<typeof InviteRequestSchema>;

const IsoInstantSchema = z.string().check(z.maxLength(40), z.iso.datetime({ offset: true }));
export const AuditFilterSchema = z.object({
  token: SessionTokenSchema,
  ACTOR_ID: z.optional(AccountIdSchema),
  TARGET_ID: z.optional(AccountIdSchema),
  ACTION: z.optional(z.string().check(z.trim(), z.maxLength(60))),
  FROM: z.optional(IsoInstantSchema),
  TO: z.optional(IsoInstantSchema),
  PAGE: PageSchema,
});
export type AuditFilter = z.infer<typeof AuditFilterSchema>;
