/** Bulk import and export of the catalogue (`/api/catalogue-import/*`, CATALOGUE or ADMIN). */
import * as z from 'zod/mini';
import { IMPORT_MAX_COLUMNS } from '../constants/limits';
import { described, SessionTokenSchema } from './common';
import { dbId } from './numbers';

export const IMPORT_STATUSES = ['UPLOADED', 'VALIDATED', 'INVALID', 'RUNNING', 'FAILED', 'DONE'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** Columns a file may have (constants/limits.ts, with the import's other limits), and a cap on the problems one answer lists (the count is exact). */
export { IMPORT_MAX_COLUMNS };
export const IMPORT_MAX_PROBLEMS_LISTED = 5_000;
/** A dry run lists, in file order, the first rows that change (new or changed) and, apart, the first unchanged ones: this many of each. */
export const IMPORT_MAX_CHANGES_LISTED = 1_000;

const JobIdSchema = described(dbId(), 'Número de la importación');
const TargetSchema = z.string().check(z.maxLength(60));

export const ImportJobSchema = z.object({
  JOB_ID: z.int(),
  FILE_NAME: z.string(),
  STATUS: z.enum(IMPORT_STATUSES),
  /** The file's header row, and for each column the field it fills ('' = not imported). */
  HEADERS: z.array(z.string()),
  MAPPING: z.array(z.string()),
  /** The first rows, as text, for the mapping screen. */
  SAMPLE: z.array(z.array(z.string())),
  TOTAL_ROWS: z.int(),
  DONE_ROWS: z.int(),
  CREATED: z.int(),
  UPDATED: z.int(),
  STOCK_CHANGES: z.int(),
  /** Why the last apply stopped (FAILED), in Spanish; '' otherwise. */
  ERROR: z.string(),
  /** Branch codes that exist, for the mapping screen's stock columns. */
  BRANCHES: z.array(z.string()),
  /** The same branches with their names, so the mapping screen can name them. */
  BRANCH_LIST: z.array(z.object({ CODE: z.string(), NAME: z.string() })),
});
export type ImportJob = z.infer<typeof ImportJobSchema>;

export const ImportProblemSchema = z.object({
  /** The file's line as a spreadsheet numbers it: the header row is 1. */
  ROW: z.int(),
  COLUMN: z.string(),
  CODE: z.string(),
  MESSAGE: z.string(),
});
export type ImportProblem = z.infer<typeof ImportProblemSchema>;

export const ImportJobResponseSchema = z.object({ ok: z.literal(true), JOB: ImportJobSchema });
export type ImportJobResponse = z.infer<typeof ImportJobResponseSchema>;

export const ImportJobRequestSchema = z.object({ token: SessionTokenSchema, JOB_ID: JobIdSchema });
export const ImportDryRunRequestSchema = z.object({
  token: SessionTokenSchema,
  JOB_ID: JobIdSchema,
  MAPPING: described(z.array(TargetSchema).check(z.maxLength(IMPORT_MAX_COLUMNS)), 'Para cada columna, el dato que llena'),
});
export type ImportDryRunRequest = z.infer<typeof ImportDryRunRequestSchema>;

export const ImportSummarySchema = z.object({ NEW: z.int(), UPDATED: z.int(), UNCHANGED: z.int(), STOCK_CHANGES: z.int() });
export type ImportSummary = z.infer<typeof ImportSummarySchema>;

export const IMPORT_ROW_KINDS = ['NEW', 'CHANGED', 'UNCHANGED'] as const;
export type ImportRowKind = (typeof IMPORT_ROW_KINDS)[number];

/** One field a row changes, as a person reads it: "$10.00" → "$12.50", stock per branch, category names; '' = empty. */
export const ImportFieldChangeSchema = z.object({
  /** The mapping target it fills (`PRICE`, `DEPARTAMENTO`, `STOCK:GDL-CENTRO`…). */
  FIELD: z.string(),
  /** Its name in Spanish ("Precio", "Existencia Mostrador Centro"). */
  LABEL: z.string(),
  BEFORE: z.string(),
  AFTER: z.string(),
});
export type ImportFieldChange = z.infer<typeof ImportFieldChangeSchema>;

/** What applying would do to one row's product: NEW (FIELDS: what it gets), CHANGED (what differs) or UNCHANGED. */
export const ImportRowChangeSchema = z.object({
  ROW: z.int(),
  SKU: z.string(),
  KIND: z.enum(IMPORT_ROW_KINDS),
  FIELDS: z.array(ImportFieldChangeSchema),
});
export type ImportRowChange = z.infer<typeof ImportRowChangeSchema>;

export const ImportDryRunResponseSchema = z.object({
  ok: z.literal(true),
  JOB: ImportJobSchema,
  PROBLEM_COUNT: z.int(),
  PROBLEMS: z.array(ImportProblemSchema),
  SUMMARY: ImportSummarySchema,
  /** With no problem: each row's changes, before → after (the first rows, IMPORT_MAX_CHANGES_LISTED); empty otherwise. */
  CHANGES: z.array(ImportRowChangeSchema),
  /** What applying would do that a person should look at first (a price beyond ×3 or ⅓, pricing/price-change.ts); it does not stop the apply. Listed up to IMPORT_MAX_PROBLEMS_LISTED. */
  WARNING_COUNT: z.int(),
  WARNINGS: z.array(ImportProblemSchema),
});
export type ImportDryRunResponse = z.infer<typeof ImportDryRunResponseSchema>;

export const ImportExportRequestSchema = z.object({ token: SessionTokenSchema });

export const IMPORT_TEMPLATE_FORMATS = ['CSV', 'XLSX'] as const;
export const ImportTemplateRequestSchema = z.object({
  token: SessionTokenSchema,
  FORMAT: described(z.enum(IMPORT_TEMPLATE_FORMATS), 'Formato de la plantilla: CSV o XLSX'),
});
export type ImportTemplateRequest = z.infer<typeof ImportTemplateRequestSchema>;
