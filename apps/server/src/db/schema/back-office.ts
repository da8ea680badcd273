import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { orders } from './orders';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Append-only trail of every admin and support action (who, when, what, on whom, before → after,
 * why, from where). Written in the transaction of the change it records; nothing in the API
 * updates or deletes a row.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull().defaultNow(),
    actorAccountId: integer('actor_account_id')
      .notNull()
      .references(() => accounts.id),
    action: text('action').notNull(),
    targetAccountId: integer('target_account_id').references(() => accounts.id),
    targetOrderId: integer('target_order_id').references(() => orders.id),
    /** What else the action was about when it is not an account or an order (a staff e-mail). */
    targetText: text('target_text').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason').notNull().default(''),
    ip: text('ip').notNull().default(''),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorAccountId, t.at),
    index('audit_log_target_account_idx').on(t.targetAccountId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
  ],
);

/** Support's internal notes on a customer or one of their orders; never shown to the customer. */
export const supportNotes = pgTable(
  'support_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    authorAccountId: integer('author_account_id')
      .notNull()
      .references(() => accounts.id),
    text: text('text').notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('support_notes_account_idx').on(t.accountId, t.at)],
);
