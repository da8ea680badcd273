import { asc, sql, type SQL } from 'drizzle-orm';
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
  };
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>;
