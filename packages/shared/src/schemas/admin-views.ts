/**
 * Back office I: what the server answers about people and the audit trail, and the reason rule.
 * Apart from the request schemas (admin.ts) so the web screens, which parse answers, do not pull
 * the request-only validators (e-mail, ISO instants) into the zod code every chunk shares.
 */
import * as z from 'zod/mini';
import { backOfficeApiT } from '../messages/es-MX-back-office-api';
import { described, OkSchema } from './common';
import { dbId } from './numbers';

export const ACCOUNT_PAGE_SIZE = 25;
export const AUDIT_PAGE_SIZE = 50;
export const REASON_MIN_LENGTH = 5;
export const REASON_MAX_LENGTH = 300;

export const AccountIdSchema = described(dbId(), 'ID de la cuenta');
/** Support acts for a customer only with a reason a colleague can read later. */
export const ReasonSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(REASON_MIN_LENGTH, backOfficeApiT('support.reasonRequired', { min: REASON_MIN_LENGTH })),
    z.maxLength(REASON_MAX_LENGTH),
  );
export const StaffAssignmentSchema = z.object({ EMAIL: z.string(), BRANCH: z.string(), BRANCH_NAME: z.string() });
export const AdminAccountSchema = z.object({
  ID: z.int(),
  PHONE: z.string(),
  NAME: z.string(),
  EMAIL: z.string(),
  ACCESS: z.array(z.string()),
  STAFF: z.array(StaffAssignmentSchema),
  /** Issue 35: the branch a courier delivers for (decision 075); null when none. */
  COURIER_BRANCH: z.nullable(z.object({ BRANCH: z.string(), BRANCH_NAME: z.string() })),
  DISABLED: z.boolean(),
  CREATED_AT: z.string(),
  LAST_SIGN_IN: z.nullable(z.string()),
  OPEN_SESSIONS: z.int(),
});
export type AdminAccount = z.infer<typeof AdminAccountSchema>;

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
  SENTENCE: described(z.string(), 'La entrada como frase: quién hizo qué, a quién (es-MX-audit.ts)'),
});

export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AccountDetailResponseSchema = z.object({ ok: OkSchema, account: AdminAccountSchema, history: z.array(AuditEntrySchema) });

export type AccountDetailResponse = z.infer<typeof AccountDetailResponseSchema>;

/** Every change answers the account as it now is. */
export const AccountChangeResponseSchema = z.object({ ok: OkSchema, account: AdminAccountSchema });

export type AccountChangeResponse = z.infer<typeof AccountChangeResponseSchema>;

export const AuditListResponseSchema = z.object({ ok: OkSchema, entries: z.array(AuditEntrySchema), PAGE: z.int(), HAS_MORE: z.boolean() });

export type AuditListResponse = z.infer<typeof AuditListResponseSchema>;
