import { bigserial, date, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { products } from './catalogue';
import { branches } from './company';
import { orders } from './orders';

/** What a prescription file may be once stored: pictures are re-encoded (WebP), PDFs kept as sent. */
export const PRESCRIPTION_CONTENT_TYPES = ['image/webp', 'image/jpeg', 'application/pdf'] as const;
export type PrescriptionContentType = (typeof PRESCRIPTION_CONTENT_TYPES)[number];

/**
 * A prescription a customer attached (issue 34, decision 068): the file lives privately (never
 * under /media), named by `storage_key`; the order it went with once checkout attached it. A
 * purged file keeps its row (who, when, which order) without its content.
 */
export const prescriptions = pgTable(
  'prescriptions',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').$type<PrescriptionContentType>().notNull(),
    bytes: integer('bytes').notNull(),
    originalName: text('original_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    purgedAt: timestamp('purged_at', { withTimezone: true }),
  },
  (t) => [index('prescriptions_account_created_idx').on(t.accountId, t.createdAt), index('prescriptions_order_idx').on(t.orderId)],
);

/**
 * The antibiotic register (issue 34): one row per dispensed antibiotic line and lot, with what an
 * inspector reads (date, generic and brand name, presentation, lot, quantity, expiry, the doctor's
 * name, cédula and address). Append-only (migration 0024's triggers): a correction is a new row
 * with a negative quantity and its note.
 */
export const antibioticRegister = pgTable(
  'antibiotic_register',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    branch: text('branch')
      .notNull()
      .references(() => branches.code),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    position: smallint('position').notNull(),
    sku: text('sku')
      .notNull()
      .references(() => products.sku),
    dispensedAt: timestamp('dispensed_at', { withTimezone: true }).notNull().defaultNow(),
    genericName: text('generic_name').notNull(),
    brandName: text('brand_name').notNull(),
    presentation: text('presentation').notNull(),
    lot: text('lot').notNull(),
    expiry: date('expiry', { mode: 'string' }).notNull(),
    quantity: integer('quantity').notNull(),
    doctorName: text('doctor_name').notNull(),
    cedula: text('cedula').notNull(),
    doctorAddress: text('doctor_address').notNull(),
    recordedBy: integer('recorded_by').references(() => accounts.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
  },
  (t) => [
    index('antibiotic_register_branch_dispensed_idx').on(t.branch, t.dispensedAt),
    index('antibiotic_register_order_idx').on(t.orderId),
  ],
);
