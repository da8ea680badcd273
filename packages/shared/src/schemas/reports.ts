/**
 * The reports' calls (issue 37, decision 076): one call answers every figure of a period and a
 * branch (or all side by side) as tables; the export writes one of those tables as CSV or XLSX.
 * The storefront's Core Web Vitals beacon (POST /api/rum) is here too.
 */
import * as z from 'zod/mini';
import { reportsT } from '../messages/es-MX-reports';
import { t } from '../messages/es-MX';
import { isIsoDay } from '../validation/patterns';
import { OkSchema, SessionTokenSchema } from './common';

/** The longest period one call reads: a year and a day. */
export const REPORT_MAX_DAYS = 366;

const IsoDaySchema = z.string().check(z.refine(isIsoDay, t('validation.isoDay')));
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
type Range = { DATE_START: string; DATE_END: string };

const filter = {
  token: SessionTokenSchema,
  /** A branch code; '' is every branch, side by side. */
  BRANCH: z._default(z.string().check(z.trim(), z.maxLength(40)), ''),
  DATE_START: IsoDaySchema,
  DATE_END: IsoDaySchema,
};
const inOrder = z.refine<Range>((r) => r.DATE_START <= r.DATE_END, { message: reportsT('reports.rangeInverted'), path: ['DATE_END'] });
const notTooLong = z.refine<Range>((r) => dayNumber(r.DATE_END) - dayNumber(r.DATE_START) < REPORT_MAX_DAYS, {
  message: reportsT('reports.rangeTooLong', { days: REPORT_MAX_DAYS }),
  path: ['DATE_END'],
});

export const ReportRequestSchema = z.object(filter).check(inOrder, notTooLong);
export type ReportRequest = z.infer<typeof ReportRequestSchema>;

/** Every table the reports answer, in the page's order. */
export const REPORT_TABLES = [
  'salesByBranch',
  'salesByDay',
  'heatmap',
  'topProducts',
  'departments',
  'fulfilment',
  'payment',
  'stages',
  'pendingWait',
  'cancellations',
  'quality',
  'couriers',
  'pickup',
  'rum',
] as const;
export type ReportTableId = (typeof REPORT_TABLES)[number];

export const ReportExportRequestSchema = z
  .object({ ...filter, TABLE: z.enum(REPORT_TABLES), FORMAT: z.enum(['CSV', 'XLSX']) })
  .check(inOrder, notTooLong);
export type ReportExportRequest = z.infer<typeof ReportExportRequestSchema>;

/** How a column's values read: whole numbers, pesos, percentages, minutes, decimals or words. */
export const COLUMN_KINDS = ['int', 'money', 'percent', 'minutes', 'decimal', 'text'] as const;
export type ColumnKind = (typeof COLUMN_KINDS)[number];

export const ReportColumnSchema = z.object({ KEY: z.string(), LABEL: z.string(), KIND: z.enum(COLUMN_KINDS) });
export type ReportColumn = z.infer<typeof ReportColumnSchema>;

/** One table: its columns and rows (a cell is a number, words, or null when there is nothing to show). */
export const ReportTableSchema = z.object({
  ID: z.enum(REPORT_TABLES),
  TITLE: z.string(),
  COLUMNS: z.array(ReportColumnSchema),
  ROWS: z.array(z.array(z.union([z.number(), z.string(), z.null()]))),
});
export type ReportTable = z.infer<typeof ReportTableSchema>;
export type ReportCell = ReportTable['ROWS'][number][number];

export const ReportResponseSchema = z.object({
  ok: OkSchema,
  BRANCH: z.string(),
  DATE_START: z.string(),
  DATE_END: z.string(),
  BRANCHES: z.array(z.object({ CODE: z.string(), NAME: z.string() })),
  TOTALS: z.object({ ORDERS: z.number(), CANCELLED: z.number(), REVENUE: z.number(), AVERAGE_TICKET: z.nullable(z.number()) }),
  TABLES: z.array(ReportTableSchema),
});
export type ReportResponse = z.infer<typeof ReportResponseSchema>;

/* Real-user monitoring: what a beacon may say. Nothing else is accepted (strict objects). */
export const RUM_PAGE_TYPES = ['home', 'product', 'category', 'search', 'cart', 'checkout', 'account', 'other'] as const;
export const RUM_DEVICES = ['mobile', 'tablet', 'desktop'] as const;
export const RUM_CONNECTIONS = ['slow-2g', '2g', '3g', '4g', 'unknown'] as const;
export const RUM_METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type RumMetric = (typeof RUM_METRICS)[number];
/** Google's "good" thresholds: LCP 2.5 s, INP 200 ms, CLS 0.1, TTFB 800 ms. */
export const RUM_GOOD: Record<RumMetric, number> = { LCP: 2500, INP: 200, CLS: 0.1, TTFB: 800 };
/** A beacon's largest body in bytes: four metrics and three words fit in a quarter of it. */
export const RUM_MAX_BYTES = 1024;

export const RumBeaconSchema = z.strictObject({
  PAGE_TYPE: z.enum(RUM_PAGE_TYPES),
  DEVICE: z.enum(RUM_DEVICES),
  CONNECTION: z.enum(RUM_CONNECTIONS),
  METRICS: z
    .array(z.strictObject({ NAME: z.enum(RUM_METRICS), VALUE: z.number().check(z.minimum(0), z.maximum(600_000)) }))
    .check(z.minLength(1), z.maxLength(RUM_METRICS.length)),
});
export type RumBeacon = z.infer<typeof RumBeaconSchema>;
