import {
  bigint,
  bigserial,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/*
 * The reports' daily roll-ups (issue 37, decision 076), kept by migration 0027's triggers in the
 * same transaction as each order's change; the reports read only these. `day` and `hour` are the
 * order's creation in Mexico City. Not in the schema barrel: only the reports module reads them.
 */

/** Orders, cancellations, revenue (MXN, orders not cancelled) and units by hour, fulfilment and payment. */
export const reportSalesHourly = pgTable(
  'report_sales_hourly',
  {
    day: date('day', { mode: 'string' }).notNull(),
    branch: text('branch').notNull(),
    hour: smallint('hour').notNull(),
    fulfilment: text('fulfilment').notNull(),
    payment: text('payment').notNull(),
    orders: integer('orders').notNull(),
    cancelled: integer('cancelled').notNull(),
    revenue: numeric('revenue', { precision: 16, scale: 2 }).notNull(),
    units: integer('units').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.branch, t.hour, t.fulfilment, t.payment] })],
);

/** How many orders spent `minute` whole minutes (capped at 1440) in a stage: pending, picking, ready, on_way. */
export const reportStageMinutes = pgTable(
  'report_stage_minutes',
  {
    day: date('day', { mode: 'string' }).notNull(),
    branch: text('branch').notNull(),
    stage: text('stage').notNull(),
    minute: smallint('minute').notNull(),
    orders: integer('orders').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.branch, t.stage, t.minute] })],
);

/** Cancelled orders by who cancelled ('customer', 'branch', 'system') and the reason they wrote. */
export const reportCancellations = pgTable(
  'report_cancellations',
  {
    day: date('day', { mode: 'string' }).notNull(),
    branch: text('branch').notNull(),
    cancelBy: text('cancel_by').notNull(),
    reason: text('reason').notNull(),
    orders: integer('orders').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.branch, t.cancelBy, t.reason] })],
);

/** Picking tallies: units of picked orders, found and missing, refused scans, lines by hand, substitutions. */
export const reportQualityDaily = pgTable(
  'report_quality_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    branch: text('branch').notNull(),
    pickedOrders: integer('picked_orders').notNull(),
    unitsOrdered: integer('units_ordered').notNull(),
    unitsFound: integer('units_found').notNull(),
    unitsMissing: integer('units_missing').notNull(),
    refused: integer('refused').notNull(),
    byHand: integer('by_hand').notNull(),
    subsOffered: integer('subs_offered').notNull(),
    subsAccepted: integer('subs_accepted').notNull(),
    /** Pickup orders the PICKUP_HOLD_DAYS sweep cancelled, never collected (migration 0029). */
    pickupUncollected: integer('pickup_uncollected').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.branch] })],
);

/** Units and revenue per product, orders not cancelled. */
export const reportProductsDaily = pgTable(
  'report_products_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    branch: text('branch').notNull(),
    sku: text('sku').notNull(),
    units: integer('units').notNull(),
    revenue: numeric('revenue', { precision: 16, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.branch, t.sku] })],
);

/**
 * Per courier (migration 0029, decision 078): on the attempt's day in Mexico City, the day the cash
 * is handed over. `timed`/`on_way_s` add up the deliveries with a departure; courier 0 is a deleted account.
 */
export const reportCourierDaily = pgTable(
  'report_courier_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    branch: text('branch').notNull(),
    courierId: integer('courier_id').notNull(),
    delivered: integer('delivered').notNull(),
    notDelivered: integer('not_delivered').notNull(),
    timed: integer('timed').notNull(),
    onWayS: bigint('on_way_s', { mode: 'number' }).notNull(),
    cashExpected: numeric('cash_expected', { precision: 16, scale: 2 }).notNull(),
    cashCollected: numeric('cash_collected', { precision: 16, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.branch, t.courierId] })],
);

/** One Core Web Vitals value from a real visit (POST /api/rum): page type, device and connection only. */
export const rumSamples = pgTable(
  'rum_samples',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    pageType: text('page_type').notNull(),
    device: text('device').notNull(),
    connection: text('connection').notNull(),
    metric: text('metric').notNull(),
    value: doublePrecision('value').notNull(),
  },
  (t) => [index('rum_samples_at_idx').on(t.at)],
);
