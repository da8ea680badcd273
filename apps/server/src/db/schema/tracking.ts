import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/**
 * The customer's share links of an order's tracker (issue 35, decision 074): only the token's
 * SHA-256 is kept; a link ends when revoked or at `expiresAt`.
 */
export const orderShareLinks = pgTable(
  'order_share_links',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('order_share_links_order_idx').on(t.orderId)],
);
