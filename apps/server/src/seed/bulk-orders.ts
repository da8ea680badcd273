import { sql, type SQL } from 'drizzle-orm';
import { addDays, todayInMexico } from '@mostrador/shared/format/date';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { bulkCouriers, UNCOLLECTED_NOTE, writeDeliveries, writeHandovers } from './bulk-deliveries';

/** The bulk history's customer: one account with no password, phone 7600000001. */
const BULK_CUSTOMER_PHONE = '7600000001';
const ADDRESS = {
  ID: 0,
  ALIAS: 'Casa',
  CALLE: 'Av. Vallarta',
  NUMERO_EXTERIOR: '100',
  NUMERO_INTERIOR: '',
  COLONIA: 'Americana',
  CODIGO_POSTAL: '44100',
  MUNICIPIO: 'Guadalajara',
  ESTADO: 'Jalisco',
  REFERENCIAS: '',
};
/** Busy hours come up more often: noon and the evening are a pharmacy's rush. */
const HOURS = [8, 9, 9, 10, 10, 10, 11, 11, 11, 12, 12, 12, 12, 13, 13, 13, 14, 14, 15, 16, 17, 17, 18, 18, 18, 19, 19, 19, 19, 20, 20, 21];
const CUSTOMER_REASONS = ['Ya no lo necesito', 'Tardaba mucho', 'Me equivoqué de producto'];
const BRANCH_REASONS = ['Sin existencias', 'Dirección fuera de cobertura', 'El cliente no contestó'];

export interface BulkOrdersOptions {
  /** Orders a day in each branch. */
  perDay: number;
  /** Days of history, ending yesterday (Mexico City). */
  days: number;
  /** Days written per transaction (one progress line each). */
  daysPerBatch?: number;
  onProgress?: (p: { days: number; totalDays: number; orders: number }) => void;
}

/**
 * A history of orders for the reports (issue 37, decision 076), set-based: each batch of days is
 * a handful of INSERT … SELECT statements over generate_series (orders, lines, status history,
 * picking events, substitutions), never one statement per order. The reports' triggers are
 * deferred for these transactions; every roll-up is rebuilt once at the end.
 */
export async function seedBulkOrders(db: Database, options: BulkOrdersOptions): Promise<{ orders: number; branches: number }> {
  const accountId = await bulkCustomer(db);
  const branches = rowsOf<{ code: string }>(await db.execute(sql`select code from branches where active order by code`)).map((b) => b.code);
  await bulkCouriers(db, branches);
  // About 20,000 orders per transaction: a year of 8 × 1,000 a day goes a few days at a time.
  const step = options.daysPerBatch ?? Math.max(1, Math.floor(20_000 / (options.perDay * Math.max(branches.length, 1))));
  const last = addDays(todayInMexico(), -1);
  let done = 0;
  let orders = 0;
  for (let offset = options.days - 1; offset >= 0; offset -= step) {
    const from = addDays(last, -offset);
    const to = addDays(last, -Math.max(offset - step + 1, 0));
    orders += await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('mostrador.reports_deferred', 'on', true), set_config('statement_timeout', '0', true)`);
      const written = await writeDays(tx as unknown as Database, { accountId, branches, from, to, perDay: options.perDay });
      // Back on: inside an outer transaction (the demo seed) the setting would outlive this one.
      await tx.execute(sql`select set_config('mostrador.reports_deferred', 'off', true)`);
      return written;
    });
    done += Math.min(step, offset + 1);
    options.onProgress?.({ days: done, totalDays: options.days, orders });
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('statement_timeout', '0', true)`);
    await writeHandovers(tx as unknown as Database, last);
    await tx.execute(sql`select mostrador_report_rebuild()`);
  });
  return { orders, branches: branches.length };
}

async function bulkCustomer(db: Database): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into accounts (phone, name, password_hash) values (${BULK_CUSTOMER_PHONE}, 'Cliente de volumen', '!bulk')
      on conflict (phone) do update set name = excluded.name returning id`),
  );
  return Number(row!.id);
}

interface DaysSpec {
  accountId: number;
  branches: string[];
  from: string;
  to: string;
  perDay: number;
}

/** One batch of days: plans the orders in a temporary table, then writes every table from it. */
async function writeDays(db: Database, d: DaysSpec): Promise<number> {
  await db.execute(sql`drop table if exists bulk_plan, bulk_lines`);
  // Each order's plan: ids reserved from the sequences, its time, outcome and stage times (seconds).
  await db.execute(sql`create temp table bulk_plan on commit drop as
    select nextval(pg_get_serial_sequence('carts', 'id'))::int as id,
           b.code as branch,
           (d.day + make_interval(hours => (${sql.raw(`array[${HOURS.join(',')}]`)})[1 + floor(random() * ${HOURS.length})::int],
                                  mins => floor(random() * 60)::int)) at time zone 'America/Mexico_City' as created_at,
           case when random() < 0.6 then 'EFECTIVO' else 'TARJETA' end as payment,
           case when random() < 0.2 then 'pickup' else 'delivery' end as fulfilment,
           random() as fate,
           (60 + random() ^ 2 * 900)::int as pending_s,
           (180 + random() * 900)::int as picking_s,
           (600 + random() * 1800)::int as onway_s,
           0 as retry_s,
           (1 + floor(random() ^ 2 * 4))::int as lines
    from unnest(${sql.raw(`array[${d.branches.map((b) => `'${b.replace(/'/g, "''")}'`).join(',')}]::text[]`)}) b(code)
    cross join generate_series(${d.from}::timestamp, ${d.to}::timestamp, interval '1 day') d(day)
    cross join generate_series(1, ${d.perDay}) g(i)`);
  // 2 % of delivery orders come back once («No entregado») and go out again 15 minutes later.
  await db.execute(sql`update bulk_plan set retry_s = 900 where fulfilment = 'delivery' and fate >= 0.05 and fate < 0.07`);
  await writeLines(db);
  await writeOrders(db, d);
  await writeHistory(db);
  await writePicking(db);
  await writeDeliveries(db);
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from bulk_plan`));
  return Number(row?.n ?? 0);
}

/** Lines from the active products, the first ones far more often (a few best sellers, a long tail). */
async function writeLines(db: Database) {
  await db.execute(sql`create temp table bulk_lines on commit drop as
    with catalogue as (
      select row_number() over (order by sku) - 1 as n, sku, name, presentation, price,
             coalesce(images ->> 0, '') as image, requires_prescription
      from (select * from products where active and not requires_prescription order by sku limit 400) p),
    size as (select count(*) as total from catalogue),
    picks as (
      select o.id as order_id, l.position, floor(random() ^ 3 * (select total from size))::int as n,
             (1 + floor(random() ^ 3 * 3))::int as units, random() as fate
      from bulk_plan o cross join lateral generate_series(1, o.lines) l(position))
    select p.order_id, p.position, c.sku, c.name, c.presentation, c.image, p.units, c.price, c.requires_prescription, p.fate,
           (c.price * p.units)::numeric(12, 2) as total
    from picks p join catalogue c on c.n = p.n`);
  await db.execute(sql`delete from bulk_plan o where not exists (select 1 from bulk_lines l where l.order_id = o.id)`);
}

async function writeOrders(db: Database, d: DaysSpec) {
  const address = JSON.stringify(ADDRESS);
  // An order's folio is its cart's number (decision 055): one id from the carts' sequence for both.
  await db.execute(sql`insert into carts (id, account_id, status, created_at, updated_at)
    select id, ${d.accountId}, 'closed', created_at, created_at from bulk_plan`);
  const status = sql`case when o.fate < 0.03 then 5 when o.fate < 0.05 then 6 when ${UNCOLLECTED} then 6 else 4 end`;
  await db.execute(sql`insert into orders (id, account_id, cart_id, branch, status, phone, payment, address, units, subtotal,
      discount, total, loyalty_sale, loyalty_benefits, loyalty_customer, created_at, updated_at, fulfilment)
    select o.id, ${d.accountId}, o.id, o.branch, ${status}, ${BULK_CUSTOMER_PHONE}, o.payment,
      case when o.fulfilment = 'pickup' then null else ${address}::jsonb end,
      t.units, t.total, 0, t.total, '{}'::jsonb, '[]'::jsonb, '{}'::jsonb, o.created_at, o.created_at, o.fulfilment
    from bulk_plan o
    join (select order_id, sum(units)::int as units, sum(total) as total from bulk_lines group by order_id) t on t.order_id = o.id`);
  await db.execute(sql`insert into order_items (order_id, position, sku, name, presentation, image, units, price, subtotal, discount,
      total, requires_prescription)
    select order_id, position, sku, name, presentation, image, units, price, total, 0, total, requires_prescription from bulk_lines`);
}

/** 3 % of pickup orders are never collected: the sweep cancels them PICKUP_HOLD_DAYS (3) after «Listo para recoger». */
const UNCOLLECTED = sql`(o.fulfilment = 'pickup' and o.fate >= 0.05 and o.fate < 0.08)`;

/**
 * Pending → Surtiendo → En camino (or Listo para recoger) → Entregado; 3 % cancelled by the
 * customer while pending, 2 % by the branch while picking, each with a reason; a few deliveries
 * come back once, a few pickups are never collected.
 */
async function writeHistory(db: Database) {
  const customerReason = sql.raw(
    `(array[${CUSTOMER_REASONS.map((r) => `'${r}'`).join(',')}])[1 + floor(o.fate * 1000)::int % ${CUSTOMER_REASONS.length}]`,
  );
  const branchReason = sql.raw(
    `(array[${BRANCH_REASONS.map((r) => `'${r}'`).join(',')}])[1 + floor(o.fate * 1000)::int % ${BRANCH_REASONS.length}]`,
  );
  const after = (seconds: SQL) => sql`o.created_at + make_interval(secs => ${seconds})`;
  await db.execute(sql`insert into order_status_history (order_id, from_status, to_status, actor_kind, notes, at)
    select o.id, s.from_status, s.to_status, s.actor, s.notes, s.at
    from bulk_plan o
    cross join lateral (values
      (null::smallint, 1::smallint, 'customer', '', o.created_at, true),
      (1, 5, 'customer', ${customerReason}, ${after(sql`o.pending_s`)}, o.fate < 0.03),
      (1, 2, 'branch', '', ${after(sql`o.pending_s`)}, o.fate >= 0.03),
      (2, 6, 'branch', ${branchReason}, ${after(sql`o.pending_s + o.picking_s`)}, o.fate >= 0.03 and o.fate < 0.05),
      (2, case when o.fulfilment = 'pickup' then 7 else 3 end, 'branch', '', ${after(sql`o.pending_s + o.picking_s`)}, o.fate >= 0.05),
      (3, 2, 'branch', 'No entregado: No había nadie', ${after(sql`o.pending_s + o.picking_s + o.onway_s / 2`)}, o.retry_s > 0),
      (2, 3, 'branch', '', ${after(sql`o.pending_s + o.picking_s + o.onway_s / 2 + o.retry_s`)}, o.retry_s > 0),
      (7, 6, 'system', ${UNCOLLECTED_NOTE}, ${after(sql`o.pending_s + o.picking_s + 3 * 86400`)}, ${UNCOLLECTED}),
      (case when o.fulfilment = 'pickup' then 7 else 3 end, 4, 'branch', '',
        ${after(sql`o.pending_s + o.picking_s + o.retry_s + case when o.fulfilment = 'pickup' then o.onway_s * 4 else o.onway_s end`)},
        o.fate >= 0.05 and not ${UNCOLLECTED})
    ) s(from_status, to_status, actor, notes, at, happened)
    where s.happened`);
}

/** A scan per line of the orders that left picking; some by hand, some missing (with a substitute offered), a few refused reads. */
async function writePicking(db: Database) {
  await db.execute(sql`insert into picking_events (order_id, branch, kind, sku, code, units, reason, created_at)
    select l.order_id, o.branch, e.kind, l.sku, e.code, e.units, e.reason,
           o.created_at + make_interval(secs => o.pending_s + o.picking_s * l.position / (o.lines + 1))
    from bulk_lines l join bulk_plan o on o.id = l.order_id
    cross join lateral (values
      (case when l.fate < 0.02 then 'unavailable' when l.fate < 0.05 then 'confirmed_without_scan' else 'scan' end,
       case when l.fate >= 0.05 then 'bulk' else '' end, l.units,
       case when l.fate < 0.02 then 'Sin existencias' when l.fate < 0.05 then 'Etiqueta dañada' else '' end, true),
      ('refused', 'bulk-x', 0, 'El código no es de este pedido', l.fate > 0.97)
    ) e(kind, code, units, reason, happened)
    where o.fate >= 0.05 and e.happened`);
  await db.execute(sql`insert into order_substitutions (order_id, position, original_sku, original_name, original_units, original_total,
      substitute_sku, substitute_name, substitute_presentation, substitute_image, units, price, difference, status,
      offered_at, expires_at, answered_at)
    select l.order_id, l.position, l.sku, l.name, l.units, l.total, l.sku, l.name, l.presentation, l.image, l.units, l.price, 0,
           case when l.fate < 0.012 then 'accepted' else 'rejected' end,
           o.created_at + make_interval(secs => o.pending_s), o.created_at + make_interval(secs => o.pending_s + 600),
           o.created_at + make_interval(secs => o.pending_s + 120)
    from bulk_lines l join bulk_plan o on o.id = l.order_id
    where o.fate >= 0.05 and l.fate < 0.02`);
}
