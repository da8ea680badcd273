import { customType, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * One bulk import of the catalogue (docs/decisions/032): the uploaded file itself (so any
 * instance can validate and apply it), the column mapping of its dry run, and how far its apply
 * got. Each batch commits with its progress, so an interrupted apply resumes after the last
 * committed row; `lease_until` keeps two instances from applying the same job at once.
 */
export const catalogueImportJobs = pgTable(
  'catalogue_import_jobs',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    fileName: text('file_name').notNull(),
    /** 'csv' or 'xlsx'. */
    format: text('format').notNull(),
    file: bytea('file').notNull(),
    headers: jsonb('headers').$type<string[]>().notNull(),
    mapping: jsonb('mapping').$type<string[]>(),
    /** UPLOADED, VALIDATED, INVALID, RUNNING, FAILED, DONE. */
    status: text('status').notNull().default('UPLOADED'),
    totalRows: integer('total_rows').notNull().default(0),
    doneRows: integer('done_rows').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    stockChanges: integer('stock_changes').notNull().default(0),
    error: text('error').notNull().default(''),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catalogue_import_jobs_account_idx').on(t.accountId, t.createdAt)],
);
