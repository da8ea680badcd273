import { asc, sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUS } from '@mostrador/shared/constants/order-status';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { branches } from '../../db/schema/index';

/** What every report query reads: days [from, to] in Mexico City and a branch ('' for all). */
export interface ReportScope {
  from: string;
  to: string;
  branch: string;
}

type Raw = Record<string, string | number | null>;
const where = (s: ReportScope, table: SQL): SQL =>
  s.branch === ''
    ? sql`${table}.day between ${s.from}::date and ${s.to}::date`
    : sql`${table}.day between ${s.from}::date and ${s.to}::date and ${table}.branch = ${s.branch}`;

/**
 * The reports' reads (decision 076): only the roll-ups migration 0027 keeps, never the orders'
 * own tables, so a year of a chain answers from a few hundred thousand rows at most.
 */
export function createReportsRepository(db: Database) {
  const all = async (query: SQL): Promise<Raw[]> => rowsOf<Raw>(await db.execute(query));
  const s = sql.raw('s');
  return {
    branchList: () => db.select({ code: branches.code, name: branches.name }).from(branches).orderBy(asc(branches.name)),

    salesByBranch: (q: ReportScope) =>
      all(sql`select s.branch, sum(s.orders)::int as orders, sum(s.cancelled)::int as cancelled, sum(s.revenue)::float8 as revenue
        from report_sales_hourly s where ${where(q, s)} group by s.branch order by s.branch`),

    salesByDay: (q: ReportScope) =>
      all(sql`select to_char(s.day, 'YYYY-MM-DD') as day, s.branch, sum(s.orders - s.cancelled)::int as orders, sum(s.revenue)::float8 as revenue
        from report_sales_hourly s where ${where(q, s)} group by s.day, s.branch order by s.day, s.branch`),

    heatmap: (q: ReportScope) =>
      all(sql`select extract(isodow from s.day)::int as dow, s.hour::int as hour, sum(s.orders)::int as orders
        from report_sales_hourly s where ${where(q, s)} group by 1, 2 order by 1, 2`),

    byDimension: (q: ReportScope, column: 'fulfilment' | 'payment') =>
      all(sql`select s.${sql.raw(column)} as key, sum(s.orders - s.cancelled)::int as orders, sum(s.revenue)::float8 as revenue
        from report_sales_hourly s where ${where(q, s)} group by 1 order by 1`),

    ...onePassQueries(all),

    topProducts: (q: ReportScope, limit: number) =>
      all(sql`with t as (
          select s.sku, sum(s.units)::int as units, sum(s.revenue)::float8 as revenue
          from report_products_daily s where ${where(q, s)} group by s.sku having sum(s.units) > 0
          order by units desc, s.sku limit ${limit})
        select t.sku, coalesce(p.name, t.sku) as name, t.units, t.revenue
        from t left join products p on p.sku = t.sku order by t.units desc, t.sku`),

    departments: (q: ReportScope) =>
      all(sql`with t as (
          select s.sku, sum(s.units)::int as units, sum(s.revenue)::float8 as revenue
          from report_products_daily s where ${where(q, s)} group by s.sku having sum(s.units) > 0)
        select coalesce(c.name, '—') as department, sum(t.units)::int as units, sum(t.revenue)::float8 as revenue
        from t
        left join product_categories pc on pc.sku = t.sku and pc.type = 'DEPARTAMENTO'
        left join categories c on c.type = pc.type and c.id = pc.category_id
        group by 1 order by revenue desc, 1`),

    /** Nearest-rank percentiles from the minute histograms: the least minute whose running count reaches p × total. */
    stages: (q: ReportScope) =>
      all(sql`with h as (
          select s.branch, s.stage, s.minute, sum(s.orders) as n from report_stage_minutes s where ${where(q, s)}
          group by 1, 2, 3 having sum(s.orders) > 0),
        c as (
          select h.*, sum(n) over (partition by branch, stage order by minute) as cum, sum(n) over (partition by branch, stage) as total from h)
        select branch, stage, max(total)::int as orders,
          min(minute) filter (where cum >= 0.5 * total)::int as p50,
          min(minute) filter (where cum >= 0.9 * total)::int as p90,
          coalesce(sum(n) filter (where minute >= 5), 0)::int as over5,
          coalesce(sum(n) filter (where minute >= 10), 0)::int as over10
        from c group by branch, stage order by branch, stage`),

    cancellations: (q: ReportScope, limit: number) =>
      all(sql`select s.cancel_by as by, s.reason, sum(s.orders)::int as orders
        from report_cancellations s where ${where(q, s)} group by 1, 2 having sum(s.orders) > 0
        order by orders desc, 1, 2 limit ${limit}`),

    quality: (q: ReportScope) =>
      all(sql`select s.branch, sum(s.picked_orders)::int as picked, sum(s.units_ordered)::int as ordered,
          sum(s.units_found)::int as found, sum(s.refused)::int as refused, sum(s.by_hand)::int as by_hand,
          sum(s.subs_offered)::int as offered, sum(s.subs_accepted)::int as accepted
        from report_quality_daily s where ${where(q, s)} group by s.branch order by s.branch`),

    ...deliveryQueries(all),
  };
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>;

/** The summary's reads of the two larger roll-ups, each once for all its tables. */
function onePassQueries(all: (query: SQL) => Promise<Raw[]>) {
  const s = sql.raw('s');
  return {
    /**
     * The five sales tables in one pass over the hourly roll-up (GROUPING SETS): a year of the
     * chain read once instead of five times (docs/performance.md, reports). `part` says which set.
     */
    salesAll: (q: ReportScope) =>
      all(sql`select case grouping(s.branch, s.day, extract(isodow from s.day), s.hour, s.fulfilment, s.payment)
            when 31 then 'branch' when 15 then 'day' when 51 then 'heat' when 61 then 'fulfilment' else 'payment' end as part,
          s.branch, to_char(s.day, 'YYYY-MM-DD') as day, extract(isodow from s.day)::int as dow, s.hour::int as hour,
          coalesce(s.fulfilment, s.payment) as key,
          sum(s.orders)::int as orders, sum(s.cancelled)::int as cancelled, sum(s.revenue)::float8 as revenue
        from report_sales_hourly s where ${where(q, s)}
        group by grouping sets ((s.branch), (s.day, s.branch), (extract(isodow from s.day), s.hour), (s.fulfilment), (s.payment))`),

    /** Top products and departments from one aggregate per SKU (read once, used twice). */
    productsAll: (q: ReportScope, limit: number) =>
      all(sql`with t as materialized (
          select s.sku, sum(s.units)::int as units, sum(s.revenue)::float8 as revenue
          from report_products_daily s where ${where(q, s)} group by s.sku having sum(s.units) > 0),
        top as (select * from t order by units desc, sku limit ${limit})
        select 'top' as part, top.sku, coalesce(p.name, top.sku) as name, top.units, top.revenue
        from top left join products p on p.sku = top.sku
        union all
        select 'department', null, coalesce(c.name, '—'), sum(t.units)::int, sum(t.revenue)::float8
        from t
        left join product_categories pc on pc.sku = t.sku and pc.type = 'DEPARTAMENTO'
        left join categories c on c.type = pc.type and c.id = pc.category_id
        group by 3`),
  };
}

/** Couriers and pickup (decision 078): the couriers' roll-up, the period's hand-overs, the orders waiting at a counter. */
function deliveryQueries(all: (query: SQL) => Promise<Raw[]>) {
  const s = sql.raw('s');
  return {
    /**
     * Per courier (decision 078): attempts from their roll-up, cash from the period's hand-overs,
     * and the days with attempts the branch has not confirmed a hand-over for.
     */
    couriers: (q: ReportScope) =>
      all(sql`with a as (
          select s.branch, s.courier_id, sum(s.delivered)::int as delivered, sum(s.not_delivered)::int as failed,
            sum(s.timed)::int as timed, sum(s.on_way_s)::float8 as on_way_s, sum(s.cash_expected)::float8 as expected,
            count(*) filter (where h.id is null and s.delivered + s.not_delivered > 0)::int as pending_days
          from report_courier_daily s
          left join courier_handovers h on h.branch = s.branch and h.courier_id = s.courier_id and h.day = s.day
          where ${where(q, s)} group by 1, 2),
        h as (
          select s.branch, s.courier_id, sum(s.cash_handed_in)::float8 as handed, sum(s.cash_handed_in - s.cash_expected)::float8 as difference
          from courier_handovers s where ${where(q, s)} group by 1, 2)
        select coalesce(a.branch, h.branch) as branch, coalesce(a.courier_id, h.courier_id) as courier_id, c.name,
          coalesce(a.delivered, 0) as delivered, coalesce(a.failed, 0) as failed, coalesce(a.timed, 0) as timed,
          coalesce(a.on_way_s, 0) as on_way_s, coalesce(a.expected, 0) as expected, h.handed, h.difference,
          coalesce(a.pending_days, 0) as pending_days
        from a full join h on h.branch = a.branch and h.courier_id = a.courier_id
        left join accounts c on c.id = coalesce(a.courier_id, h.courier_id)
        where coalesce(a.delivered, 0) + coalesce(a.failed, 0) > 0 or h.courier_id is not null`),

    /** Orders by fulfilment, pickup orders the sweep cancelled, and those waiting at a counter since before `readyBefore` (now). */
    pickup: (q: ReportScope, readyBefore: Date) =>
      all(sql`with f as (
          select s.branch, sum(s.orders) filter (where s.fulfilment = 'delivery')::int as delivery,
            sum(s.orders) filter (where s.fulfilment = 'pickup')::int as pickup
          from report_sales_hourly s where ${where(q, s)} group by 1),
        u as (select s.branch, sum(s.pickup_uncollected)::int as uncollected from report_quality_daily s where ${where(q, s)} group by 1),
        w as (
          select o.branch, count(*)::int as waiting from orders o
          where o.status = ${ORDER_STATUS.READY_FOR_PICKUP} and o.ready_at < ${readyBefore.toISOString()}::timestamptz
            ${q.branch === '' ? sql`` : sql`and o.branch = ${q.branch}`}
          group by 1),
        k as (select branch from f union select branch from u union select branch from w)
        select k.branch, coalesce(f.delivery, 0) as delivery, coalesce(f.pickup, 0) as pickup,
          coalesce(u.uncollected, 0) as uncollected, coalesce(w.waiting, 0) as waiting
        from k left join f on f.branch = k.branch left join u on u.branch = k.branch left join w on w.branch = k.branch`),
  };
}
