import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * Every change of a branch's stock made by people or imports (the back office's "ajuste"
 * entries, bulk imports): what it was, what it became and why. Sales are in order_items.
 * kind: SET (count taken), ADD (received or removed), IMPORT (bulk file).
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    branch: text('branch').notNull(),
    sku: text('sku').notNull(),
    kind: text('kind').notNull(),
    unitsBefore: integer('units_before').notNull(),
    unitsAfter: integer('units_after').notNull(),
    reason: text('reason').notNull().default(''),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_movements_branch_sku_idx').on(t.branch, t.sku, t.createdAt)],
);
