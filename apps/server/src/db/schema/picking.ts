import { sql } from 'drizzle-orm';
import { bigserial, date, index, integer, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { products } from './catalogue';
import { orders } from './orders';

/**
 * What a picking event records (migrations 0021 and 0022 check it): a counted scan, a refused one,
 * a line counted by hand, a missing line, a substitute offered for it and the customer's answer.
 */
export const PICKING_EVENT_KINDS = [
  'scan',
  'refused',
  'confirmed_without_scan',
  'unavailable',
  'substitution_offered',
  'substitution_answered',
] as const;
export type PickingEventKind = (typeof PICKING_EVENT_KINDS)[number];
/** The events that count a line's units (or close it): what a pick list and the day's summary sum. */
export const COUNTING_KINDS: PickingEventKind[] = ['scan', 'confirmed_without_scan', 'unavailable'];

/**
 * Every scan, refusal and hand-made decision while a branch picks an order (issue 33, decision
 * 060): who, when, what was read. A line's picked units, lots and "no disponible" are summed from
 * these rows; the reports read them for found and mis-scan rates and pick time.
 */
export const pickingEvents = pgTable(
  'picking_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    branch: text('branch').notNull(),
    /** Who; null once the account is deleted. */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    kind: text('kind').$type<PickingEventKind>().notNull(),
    /** The order line it counted or was refused for; null when the code matched none. */
    sku: text('sku'),
    /** What the scanner read, as it read it ('' for a line counted by hand). */
    code: text('code').notNull().default(''),
    lot: text('lot'),
    expiry: date('expiry', { mode: 'string' }),
    /** Units counted (scan, confirmed_without_scan) or missing (unavailable); 0 for a refusal. */
    units: integer('units').notNull().default(0),
    /** The person's reason (by hand, unavailable) or the refusal's words. */
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('picking_events_order_created_idx').on(t.orderId, t.createdAt)],
);

/** An offer's life (migration 0022 checks it): open, then accepted, rejected or expired (decision 063). */
export const SUBSTITUTION_STATUSES = ['offered', 'accepted', 'rejected', 'expired'] as const;
export type SubstitutionStatus = (typeof SUBSTITUTION_STATUSES)[number];

/**
 * A substitute the branch offered for a missing order line (issue 33, decision 063), with both
 * products as they were: the original line's name, units and total, the substitute's price and
 * the difference the customer would pay. At most one open offer per line.
 */
export const orderSubstitutions = pgTable(
  'order_substitutions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order line (order_items.position) it replaces. */
    position: smallint('position').notNull(),
    originalSku: text('original_sku')
      .notNull()
      .references(() => products.sku),
    originalName: text('original_name').notNull(),
    originalUnits: integer('original_units').notNull(),
    /** What the original line cost the customer (its total, after its promotion). */
    originalTotal: numeric('original_total', { precision: 12, scale: 2 }).notNull(),
    substituteSku: text('substitute_sku')
      .notNull()
      .references(() => products.sku),
    substituteName: text('substitute_name').notNull(),
    substitutePresentation: text('substitute_presentation').notNull(),
    substituteImage: text('substitute_image').notNull(),
    units: integer('units').notNull(),
    /** The substitute's unit price when offered; no promotion applies to it. */
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    /** units × price − originalTotal: what the order's total moves by on «Aceptar sustituto». */
    difference: numeric('difference', { precision: 12, scale: 2 }).notNull(),
    status: text('status').$type<SubstitutionStatus>().notNull().default('offered'),
    offeredBy: integer('offered_by').references(() => accounts.id, { onDelete: 'set null' }),
    answeredBy: integer('answered_by').references(() => accounts.id, { onDelete: 'set null' }),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
    /** offeredAt + SUBSTITUTION_ANSWER_MINUTES: an offer still open then is expired. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    index('order_substitutions_order_idx').on(t.orderId),
    index('order_substitutions_open_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'offered'`),
    uniqueIndex('order_substitutions_one_open_idx')
      .on(t.orderId, t.position)
      .where(sql`${t.status} = 'offered'`),
  ],
);
