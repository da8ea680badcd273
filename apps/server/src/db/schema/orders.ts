import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { products } from './catalogue';
import { branches } from './company';

/** One open cart per customer (docs/product.md#data-the-product-keeps); its ID is the folio the customer sees. */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** 'open' while the customer shops; 'closed' once finished into an order. */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('carts_account_idx').on(t.accountId),
    uniqueIndex('carts_one_open_idx')
      .on(t.accountId)
      .where(sql`${t.status} = 'open'`),
  ],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    sku: text('sku')
      .notNull()
      .references(() => products.sku),
    units: integer('units').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.sku] })],
);

/**
 * An order (docs/product.md#data-the-product-keeps). `cartId` is unique: one cart can become one order only, whatever
 * retries or races do. The address, names and prices are snapshots taken at checkout.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id)
      .unique(),
    branch: text('branch')
      .notNull()
      .references(() => branches.code),
    status: smallint('status').notNull().default(1),
    phone: text('phone').notNull(),
    notes: text('notes').notNull().default(''),
    /** Issue 35 (decision 074): 'delivery' to the address, or 'pickup' at the branch (then no address). */
    fulfilment: text('fulfilment').$type<'delivery' | 'pickup'>().notNull().default('delivery'),
    address: jsonb('address').$type<OrderAddressSnapshot>(),
    payment: text('payment').notNull(),
    cashAmount: numeric('cash_amount', { precision: 12, scale: 2 }),
    prescription: jsonb('prescription').$type<{ DOCTOR_NAME: string; CEDULA: string; DOCTOR_ADDRESS?: string }>(),
    /** The pharmacist's check of an order with prescription lines (issue 34): pending, approved or rejected; null when none is needed. */
    pharmacistCheck: text('pharmacist_check').$type<'pending' | 'approved' | 'rejected'>(),
    pharmacistCheckedBy: integer('pharmacist_checked_by').references(() => accounts.id, { onDelete: 'set null' }),
    pharmacistCheckedAt: timestamp('pharmacist_checked_at', { withTimezone: true }),
    pharmacistReason: text('pharmacist_reason'),
    /** When the courier or branch collected the original prescription of an antibiotic order («Entregado»). */
    prescriptionCollectedAt: timestamp('prescription_collected_at', { withTimezone: true }),
    /** A pickup order's counter code, set on «Listo para recoger»; shown to its customer only, never in staff answers. */
    pickupCode: text('pickup_code'),
    pickupFailedTries: smallint('pickup_failed_tries').notNull().default(0),
    pickupLockedUntil: timestamp('pickup_locked_until', { withTimezone: true }),
    /** When it became «Listo para recoger»: the uncollected sweep counts PICKUP_HOLD_DAYS from here. */
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** Issue 35 (decision 075): the courier carrying the order and when it was assigned or taken; null until then. */
    courierId: integer('courier_id').references(() => accounts.id, { onDelete: 'set null' }),
    courierAssignedAt: timestamp('courier_assigned_at', { withTimezone: true }),
    units: integer('units').notNull(),
    subtotal: numeric('subtotal', { precision: 12, scale: 2 }).notNull(),
    discount: numeric('discount', { precision: 12, scale: 2 }).notNull(),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    /** "Soy tu fan" points this order earns; the member's balance sums them over live orders. */
    pointsEarned: integer('points_earned').notNull().default(0),
    loyaltySale: jsonb('loyalty_sale').notNull(),
    loyaltyBenefits: jsonb('loyalty_benefits').notNull(),
    loyaltyCustomer: jsonb('loyalty_customer').notNull(),
    /** The client's Idempotency-Key header, unique per customer. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_account_created_idx').on(t.accountId, t.createdAt),
    index('orders_branch_created_idx').on(t.branch, t.createdAt),
    index('orders_pharmacist_pending_idx')
      .on(t.branch, t.createdAt)
      .where(sql`${t.pharmacistCheck} = 'pending'`),
    index('orders_courier_idx')
      .on(t.courierId, t.courierAssignedAt)
      .where(sql`${t.courierId} is not null`),
    index('orders_ready_for_pickup_idx')
      .on(t.readyAt)
      .where(sql`${t.status} = 7`),
    uniqueIndex('orders_idempotency_idx')
      .on(t.accountId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

export type OrderAddressSnapshot = {
  ID: number;
  ALIAS: string;
  CALLE: string;
  NUMERO_EXTERIOR: string;
  NUMERO_INTERIOR: string;
  COLONIA: string;
  CODIGO_POSTAL: string;
  MUNICIPIO: string;
  ESTADO: string;
  REFERENCIAS: string;
};

export const orderItems = pgTable(
  'order_items',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    sku: text('sku')
      .notNull()
      .references(() => products.sku),
    name: text('name').notNull(),
    presentation: text('presentation').notNull(),
    image: text('image').notNull(),
    units: integer('units').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    subtotal: numeric('subtotal', { precision: 12, scale: 2 }).notNull(),
    discount: numeric('discount', { precision: 12, scale: 2 }).notNull(),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    freeUnits: integer('free_units').notNull().default(0),
    requiresPrescription: boolean('requires_prescription').notNull(),
    /** The product's group and antibiotic flag when it was ordered (issue 34). */
    medicineGroup: smallint('medicine_group'),
    antibiotic: boolean('antibiotic').notNull().default(false),
    promotion: jsonb('promotion'),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.position] })],
);

/** Every status change: who, when, from, to, notes (docs/product.md#data-the-product-keeps). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    /** 'customer', 'branch' or 'system'; `actorAccountId` says which person when there is one. */
    actorKind: text('actor_kind').notNull(),
    actorAccountId: integer('actor_account_id').references(() => accounts.id),
    notes: text('notes').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_status_history_order_idx').on(t.orderId),
    // The tracker's estimate (decision 077): a branch's deliveries and pickups made ready, recent first.
    index('order_status_history_done_idx')
      .on(t.at, t.orderId)
      .where(sql`${t.toStatus} in (4, 7)`),
  ],
);
