import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { products } from './catalogue';

/** One open cart per customer (DESIGN §3); its ID is the folio the customer sees. */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    /** 'open' while the customer shops; 'closed' once finished into an order. */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('carts_account_idx').on(t.accountId),
    uniqueIndex('carts_one_open_idx').on(t.accountId).where(sql`${t.status} = 'open'`),
  ],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    cartId: integer('cart_id').notNull().references(() => carts.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull().references(() => products.sku),
    units: integer('units').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.sku] })],
);
