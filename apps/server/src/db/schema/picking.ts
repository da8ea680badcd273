import { bigserial, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { orders } from './orders';

/** What a picking event records (migration 0021 checks it): a counted scan, a refused one, a line counted by hand, a missing line. */
export const PICKING_EVENT_KINDS = ['scan', 'refused', 'confirmed_without_scan', 'unavailable'] as const;
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
