import { date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { branches } from './company';
import { orders } from './orders';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The branch a person with the COURIER access delivers for (issue 35, decision 075): given in people management. */
export const courierBranches = pgTable(
  'courier_branches',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    branch: text('branch')
      .notNull()
      .references(() => branches.code),
    assignedAt: at('assigned_at').notNull().defaultNow(),
  },
  (t) => [index('courier_branches_branch_idx').on(t.branch)],
);

/**
 * Every delivery attempt: «Entregado» with its proof (receiver, private photo and signature keys, cash collected) or
 * «No entregado» with the reason. `cashExpected` is what the order asked the courier to collect.
 */
export const deliveryAttempts = pgTable(
  'delivery_attempts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    branch: text('branch')
      .notNull()
      .references(() => branches.code),
    courierId: integer('courier_id').references(() => accounts.id, { onDelete: 'set null' }),
    outcome: text('outcome').$type<'delivered' | 'not_delivered'>().notNull(),
    receiverName: text('receiver_name').notNull().default(''),
    reason: text('reason').notNull().default(''),
    cashExpected: numeric('cash_expected', { precision: 12, scale: 2 }).notNull().default('0'),
    cashCollected: numeric('cash_collected', { precision: 12, scale: 2 }).notNull().default('0'),
    photoKey: text('photo_key'),
    signatureKey: text('signature_key'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('delivery_attempts_branch_at_idx').on(t.branch, t.at), index('delivery_attempts_order_idx').on(t.orderId)],
);

/** The branch's confirmation of a courier's cash at the end of a day; the difference stays visible. */
export const courierHandovers = pgTable(
  'courier_handovers',
  {
    id: serial('id').primaryKey(),
    branch: text('branch')
      .notNull()
      .references(() => branches.code),
    courierId: integer('courier_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    delivered: integer('delivered').notNull(),
    cashExpected: numeric('cash_expected', { precision: 12, scale: 2 }).notNull(),
    cashHandedIn: numeric('cash_handed_in', { precision: 12, scale: 2 }).notNull(),
    notes: text('notes').notNull().default(''),
    confirmedBy: integer('confirmed_by').references(() => accounts.id, { onDelete: 'set null' }),
    confirmedAt: at('confirmed_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('courier_handovers_day_idx').on(t.branch, t.courierId, t.day)],
);
