/** Back office I: people and access (`/api/admin/users/*`) and the audit trail (`/api/admin/audit/*`). */
import * as z from 'zod/mini';
import { ACCESS_NAMES } from '../constants/access';
import { backOfficeT } from '../messages/es-MX-back-office';
import { described, OkSchema, PhoneSchema, SessionTokenSchema, NameSchema } from './common';

export const ACCOUNT_PAGE_SIZE = 25;
export const AUDIT_PAGE_SIZE = 50;
export const REASON_MIN_LENGTH = 5;

export const AccountIdSchema = described(z.int().check(z.positive(), z.lte(2_147_483_647)), 'ID de la cuenta');
const PageSchema = z._default(z.int().check(z.positive(), z.lte(10_000)), 1);
export const AccessNameSchema = z.enum(ACCESS_NAMES as unknown as [string, ...string[]]);
const OptionalReasonSchema = z._default(z.string().check(z.trim(), z.maxLength(300)), '');
/** Support acts for a customer only with a reason a colleague can read later. */
export const ReasonSchema = z
  .string()
  .check(z.trim(), z.minLength(REASON_MIN_LENGTH, backOfficeT('support.reasonRequired', { min: REASON_MIN_LENGTH })), z.maxLength(300));
export const StaffEmailSchema = described(
  z.string().check(z.trim(), z.toLowerCase(), z.maxLength(200), z.email()),
  'Correo de Google del empleado',
);
const BranchCodeSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(40));

export const StaffAssignmentSchema = z.object({ EMAIL: z.string(), BRANCH: z.string(), BRANCH_NAME: z.string() });
export const AdminAccountSchema = z.object({
  ID: z.int(),
  PHONE: z.string(),
  NAME: z.string(),
  EMAIL: z.string(),
  ACCESS: z.array(z.string()),
  STAFF: z.array(StaffAssignmentSchema),
  DISABLED: z.boolean(),
  CREATED_AT: z.string(),
  LAST_SIGN_IN: z.nullable(z.string()),
  OPEN_SESSIONS: z.int(),
});
export type AdminAccount = z.infer<typeof AdminAccountSchema>;

export const AccountSearchRequestSchema = z.object({
  token: SessionTokenSchema,
  QUERY: described(
    z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
    'Celular, nombre o correo (inicio de palabra, sin acentos)',
  ),
  PAGE: PageSchema,
});
export type AccountSearchRequest = z.infer<typeof AccountSearchRequestSchema>;
export const AccountSearchResponseSchema = z.object({
  ok: OkSchema,
  accounts: z.array(AdminAccountSchema),
  PAGE: z.int(),
  HAS_MORE: z.boolean(),
  MANY_MATCHES: described(z.boolean(), 'Más de 500 personas coinciden: se listan 500; escribe más para afinar'),
});
export type AccountSearchResponse = z.infer<typeof AccountSearchResponseSchema>;

export const AuditEntrySchema = z.object({
  ID: z.int(),
  AT: z.string(),
  ACTOR_ID: z.int(),
  ACTOR_NAME: z.string(),
  ACTION: z.string(),
  ACTION_NAME: z.string(),
  TARGET_ACCOUNT_ID: z.nullable(z.int()),
  TARGET_NAME: z.nullable(z.string()),
  TARGET_ORDER_ID: z.nullable(z.int()),
  TARGET_TEXT: z.string(),
  BEFORE: z.unknown(),
  AFTER: z.unknown(),
  REASON: z.string(),
  IP: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

const AccountRequest = { token: SessionTokenSchema, ACCOUNT_ID: AccountIdSchema };
export const AccountDetailRequestSchema = z.object(AccountRequest);
export const AccountDetailResponseSchema = z.object({ ok: OkSchema, account: AdminAccountSchema, history: z.array(AuditEntrySchema) });
export type AccountDetailResponse = z.infer<typeof AccountDetailResponseSchema>;
/** Every change answers the account as it now is. */
export const AccountChangeResponseSchema = z.object({ ok: OkSchema, account: AdminAccountSchema });
export type AccountChangeResponse = z.infer<typeof AccountChangeResponseSchema>;

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
export const AuditListResponseSchema = z.object({ ok: OkSchema, entries: z.array(AuditEntrySchema), PAGE: z.int(), HAS_MORE: z.boolean() });
export type AuditListResponse = z.infer<typeof AuditListResponseSchema>;
