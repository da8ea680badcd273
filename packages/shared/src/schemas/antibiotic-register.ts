/**
 * The antibiotic register's back office calls (issue 34, decision 072): list a branch's rows in a
 * period, page by page with its totals, and export them (CSV or XLSX) in the inspector's layout.
 */
import * as z from 'zod/mini';
import { antibioticRegisterT } from '../messages/es-MX-antibiotic-register';
import { t } from '../messages/es-MX';
import { isIsoDay } from '../validation/patterns';
import { OkSchema, SessionTokenSchema } from './common';

export const REGISTER_PAGE_SIZE = 100;
/** The longest period one call reads: a year and a day (a leap year's inspection). */
export const REGISTER_MAX_DAYS = 366;

const IsoDaySchema = z.string().check(z.refine(isIsoDay, t('validation.isoDay')));
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

const filter = {
  token: SessionTokenSchema,
  /** A branch code; '' is every branch. */
  BRANCH: z._default(z.string().check(z.trim(), z.maxLength(40)), ''),
  DATE_START: IsoDaySchema,
  DATE_END: IsoDaySchema,
};
type Range = { DATE_START: string; DATE_END: string };
const inOrder = z.refine<Range>((r) => r.DATE_START <= r.DATE_END, {
  message: antibioticRegisterT('register.rangeInverted'),
  path: ['DATE_END'],
});
const notTooLong = z.refine<Range>((r) => dayNumber(r.DATE_END) - dayNumber(r.DATE_START) < REGISTER_MAX_DAYS, {
  message: antibioticRegisterT('register.rangeTooLong', { days: REGISTER_MAX_DAYS }),
  path: ['DATE_END'],
});

export const RegisterListRequestSchema = z
  .object({ ...filter, PAGE: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1) })
  .check(inOrder, notTooLong);
export type RegisterListRequest = z.infer<typeof RegisterListRequestSchema>;

export const RegisterExportRequestSchema = z.object({ ...filter, FORMAT: z.enum(['CSV', 'XLSX']) }).check(inOrder, notTooLong);
export type RegisterExportRequest = z.infer<typeof RegisterExportRequestSchema>;

export const RegisterRowSchema = z.object({
  ID: z.number(),
  BRANCH: z.string(),
  ORDER_ID: z.number(),
  DISPENSED_AT: z.string(),
  SKU: z.string(),
  GENERIC_NAME: z.string(),
  BRAND_NAME: z.string(),
  PRESENTATION: z.string(),
  LOT: z.string(),
  EXPIRY: z.string(),
  QUANTITY: z.number(),
  DOCTOR_NAME: z.string(),
  CEDULA: z.string(),
  DOCTOR_ADDRESS: z.string(),
  NOTE: z.string(),
});
export type RegisterRow = z.infer<typeof RegisterRowSchema>;

export const RegisterListResponseSchema = z.object({
  ok: OkSchema,
  rows: z.array(RegisterRowSchema),
  PAGE: z.number(),
  HAS_MORE: z.boolean(),
  TOTAL_ROWS: z.number(),
  TOTAL_UNITS: z.number(),
  BRANCHES: z.array(z.object({ CODE: z.string(), NAME: z.string() })),
});
export type RegisterListResponse = z.infer<typeof RegisterListResponseSchema>;
