import { sql } from 'drizzle-orm';
import { ACCESS } from '@mostrador/shared/constants/access';
import { addDays } from '@mostrador/shared/format/date';
import { pickupT } from '@mostrador/shared/messages/es-MX-pickup';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';

/** What the uncollected sweep writes (decision 074), with the default PICKUP_HOLD_DAYS. */
export const UNCOLLECTED_NOTE = pickupT('pickup.uncollectedNote', { days: 3 });
const COURIER_NAMES = ['Ernesto Villalobos Ruiz', 'Marisol Cárdenas Lugo', 'Óscar Bautista Mena'];

/**
 * Couriers for the bulk history (issue 37's per-courier figures): every active branch without one
 * gets three accounts with COURIER and no password (phones 7610000000 and up), like the bulk customer.
 */
export async function bulkCouriers(db: Database, branches: string[]): Promise<void> {
  for (const [b, branch] of branches.entries()) {
    if (rowsOf(await db.execute(sql`select 1 from courier_branches where branch = ${branch} limit 1`)).length > 0) continue;
    for (const [n, name] of COURIER_NAMES.entries()) {
      const phone = `761${String(b * 10 + n).padStart(7, '0')}`;
      await db.execute(sql`with a as (
          insert into accounts (phone, name, password_hash) values (${phone}, ${name}, '!bulk')
          on conflict (phone) do update set name = excluded.name returning id),
        x as (insert into account_access (account_id, access) select id, ${ACCESS.ACCOUNT} from a union all
              select id, ${ACCESS.COURIER} from a on conflict do nothing)
        insert into courier_branches (account_id, branch) select id, ${branch} from a
        on conflict (account_id) do update set branch = excluded.branch`);
    }
  }
}

/**
 * The delivery orders' couriers and attempts, from the batch's plan: one courier of the branch per
 * order, a «No entregado» for those that came back, and «Entregado» with the cash of cash orders
 * when it arrived (the same instants as the status history).
 */
export async function writeDeliveries(db: Database): Promise<void> {
  await db.execute(sql`create temp table bulk_carry on commit drop as
    with cb as (select branch, array_agg(account_id order by account_id) as ids from courier_branches group by branch)
    select o.id, o.branch, o.payment, o.created_at, o.pending_s, o.picking_s, o.onway_s, o.retry_s,
           cb.ids[1 + floor(o.fate * 1000)::int % cardinality(cb.ids)] as courier_id
    from bulk_plan o join cb on cb.branch = o.branch
    where o.fulfilment = 'delivery' and o.fate >= 0.05`);
  await db.execute(sql`update orders o set courier_id = c.courier_id,
      courier_assigned_at = c.created_at + make_interval(secs => c.pending_s + c.picking_s)
    from bulk_carry c where o.id = c.id`);
  await db.execute(sql`insert into delivery_attempts (order_id, branch, courier_id, outcome, receiver_name, reason,
      cash_expected, cash_collected, at)
    select c.id, c.branch, c.courier_id, a.outcome, a.receiver, a.reason, a.cash, a.cash, a.at
    from bulk_carry c join orders o on o.id = c.id
    cross join lateral (values
      ('not_delivered', '', 'No había nadie', 0::numeric, c.created_at + make_interval(secs => c.pending_s + c.picking_s + c.onway_s / 2),
       c.retry_s > 0),
      ('delivered', 'Quien recibe', '', case when c.payment = 'EFECTIVO' then o.total else 0 end,
       c.created_at + make_interval(secs => c.pending_s + c.picking_s + c.onway_s + c.retry_s), true)
    ) a(outcome, receiver, reason, cash, at, happened)
    where a.happened`);
}

/**
 * The end of day's hand-overs (decision 075) for every courier and day of the history but the
 * last two (not confirmed yet); one in twenty came back 20 pesos short.
 */
export async function writeHandovers(db: Database, lastDay: string): Promise<void> {
  await db.execute(sql`insert into courier_handovers (branch, courier_id, day, delivered, cash_expected, cash_handed_in, confirmed_at)
    select a.branch, a.courier_id, (a.at at time zone 'America/Mexico_City')::date as day,
           count(*) filter (where a.outcome = 'delivered'), sum(a.cash_expected),
           greatest(sum(a.cash_expected) - case when random() < 0.05 then 20 else 0 end, 0), max(a.at)
    from delivery_attempts a
    where a.courier_id is not null and a.at < ${addDays(lastDay, -1)}::date::timestamp at time zone 'America/Mexico_City'
    group by 1, 2, 3
    on conflict do nothing`);
}
