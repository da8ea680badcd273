import { reportsT as t } from '@mostrador/shared/messages/es-MX-reports';
import type { ReportExportRequest, ReportRequest, ReportTable, ReportTableId } from '@mostrador/shared/schemas/reports';
import { AppError } from '../../lib/errors';
import { csvText, xlsxBuffer } from './export';
import type { ReportScope, ReportsRepository } from './repository';
import type { Clock } from '../../lib/clock';
import type { Rum } from './rum';
import * as tables from './tables';
import * as delivery from './tables-delivery';
import { productParts, salesParts } from './summary-parts';

const TOP_PRODUCTS = 10;
const TOP_REASONS = 20;
const DAY_MS = 86_400_000;

/** What the pickup figures need from the orders' configuration (decision 074's sweep). */
export interface ReportsPickupOptions {
  holdDays: number;
  clock: Clock;
}

/**
 * The reports (issue 37, decision 076; docs/product.md#reportes): every figure of a period for
 * one branch or all side by side, from the roll-ups only, as tables the page draws and exports.
 * Who may read them is the route's access (REPORTS or ADMIN, chain-wide).
 */
export function createReportsService(deps: { repo: ReportsRepository; rum: Rum; pickup: ReportsPickupOptions }) {
  const { repo, rum } = deps;
  const { holdDays, clock } = deps.pickup;

  const scopeOf = async (f: Pick<ReportRequest, 'BRANCH' | 'DATE_START' | 'DATE_END'>) => {
    const names = new Map((await repo.branchList()).map((b) => [b.code, b.name]));
    if (f.BRANCH !== '' && !names.has(f.BRANCH)) throw new AppError(t('reports.branchUnknown', { branch: f.BRANCH }), 422);
    const scope: ReportScope = { from: f.DATE_START, to: f.DATE_END, branch: f.BRANCH };
    return { scope, names, name: (code: string) => names.get(code) ?? code };
  };

  type Named = Awaited<ReturnType<typeof scopeOf>>;
  const BUILDERS: Record<ReportTableId, (n: Named) => Promise<ReportTable>> = {
    salesByBranch: async (n) => tables.salesByBranch(await repo.salesByBranch(n.scope), n.name),
    salesByDay: async (n) => tables.salesByDay(await repo.salesByDay(n.scope), n.name),
    heatmap: async (n) => tables.heatmap(await repo.heatmap(n.scope)),
    topProducts: async (n) => tables.topProducts(await repo.topProducts(n.scope, TOP_PRODUCTS)),
    departments: async (n) => tables.departments(await repo.departments(n.scope)),
    fulfilment: async (n) => tables.byDimension('fulfilment', await repo.byDimension(n.scope, 'fulfilment')),
    payment: async (n) => tables.byDimension('payment', await repo.byDimension(n.scope, 'payment')),
    stages: async (n) => tables.stages(await repo.stages(n.scope), n.name),
    pendingWait: async (n) => tables.pendingWait(await repo.stages(n.scope), n.name),
    cancellations: async (n) => tables.cancellations(await repo.cancellations(n.scope, TOP_REASONS)),
    quality: async (n) => tables.quality(await repo.quality(n.scope), n.name),
    couriers: async (n) => delivery.couriers(await repo.couriers(n.scope), n.name),
    pickup: async (n) => delivery.pickup(await repo.pickup(n.scope, new Date(clock.now().getTime() - holdDays * DAY_MS)), n.name, holdDays),
    rum: (n) => rum.table(n.scope),
  };

  return {
    async report(f: ReportRequest) {
      const named = await scopeOf(f);
      const { scope, name } = named;
      // One pass per large roll-up, all reads side by side on the pool (decision 078; PGlite runs them in turn).
      const [salesRows, productRows, stagesRaw, rest] = await Promise.all([
        repo.salesAll(scope),
        repo.productsAll(scope, TOP_PRODUCTS),
        repo.stages(scope),
        Promise.all((['cancellations', 'quality', 'couriers', 'pickup', 'rum'] as const).map((id) => BUILDERS[id](named))),
      ]);
      const sales = salesParts(salesRows);
      const products = productParts(productRows);
      const byBranch = sales.branch;
      const built: ReportTable[] = [
        tables.salesByBranch(byBranch, name),
        tables.salesByDay(sales.day, name),
        tables.heatmap(sales.heat),
        tables.topProducts(products.top),
        tables.departments(products.departments),
        tables.byDimension('fulfilment', sales.fulfilment),
        tables.byDimension('payment', sales.payment),
        tables.stages(stagesRaw, name),
        tables.pendingWait(stagesRaw, name),
      ];
      built.push(...rest);
      return {
        BRANCH: f.BRANCH,
        DATE_START: f.DATE_START,
        DATE_END: f.DATE_END,
        BRANCHES: [...named.names].map(([CODE, NAME]) => ({ CODE, NAME })),
        TOTALS: totalsOf(byBranch),
        TABLES: built,
      };
    },

    /** One table of the period as CSV or XLSX, with a file name. */
    async export(f: ReportExportRequest) {
      const named = await scopeOf(f);
      const tbl = await BUILDERS[f.TABLE](named);
      const title = {
        branch: f.BRANCH === '' ? t('reports.allBranches') : `${named.name(f.BRANCH)} (${f.BRANCH})`,
        from: f.DATE_START,
        to: f.DATE_END,
      };
      const fileName = `reporte-${f.TABLE}-${f.BRANCH || 'todas'}-${f.DATE_START}-${f.DATE_END}.${f.FORMAT.toLowerCase()}`;
      if (f.FORMAT === 'CSV') return { format: 'CSV' as const, fileName, body: csvText(tbl, title) };
      return { format: 'XLSX' as const, fileName, body: await xlsxBuffer(tbl, title) };
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;

/** The period's headline figures from the per-branch sales rows. */
function totalsOf(byBranch: Record<string, string | number | null>[]) {
  const orders = byBranch.reduce((s, r) => s + Number(r.orders), 0);
  const cancelled = byBranch.reduce((s, r) => s + Number(r.cancelled), 0);
  const revenue = Math.round(byBranch.reduce((s, r) => s + Number(r.revenue), 0) * 100) / 100;
  return {
    ORDERS: orders,
    CANCELLED: cancelled,
    REVENUE: revenue,
    AVERAGE_TICKET: orders > cancelled ? Math.round((revenue / (orders - cancelled)) * 100) / 100 : null,
  };
}
