import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { ORDER_STATUS } from '@mostrador/shared/constants/order-status';

/** How long a grouped search reuses the stock and sales it breaks ties with (server default). */
export const SEARCH_SIGNALS_TTL_MS = 60_000;

/** What a customer wants first among equally good matches: in stock at their branch, best-selling. */
export interface SearchSignals {
  /** In stock at `branch`, or at any active branch when `branch` is null. */
  inStock(sku: string, branch: string | null): boolean;
  /** Units sold in orders that were not cancelled. */
  sold(sku: string): number;
}

/**
 * Stock and sales for the grouped search's tie-breaks (decision 038), read in two statements
 * and kept for `ttlMs`: ties are a matter of taste, not of the last unit, so a minute-old
 * picture is fine and no search waits on stock. After the first load a stale picture is served
 * while the next one loads; `ttlMs` 0 (tests) reads them on every search.
 */
export class SearchSignalsStore {
  private snapshot: SearchSignals | null = null;
  private loadedAt = -Infinity;
  private loading: Promise<SearchSignals> | null = null;

  constructor(
    private readonly db: Database,
    private readonly ttlMs: number,
  ) {}

  current(): Promise<SearchSignals> {
    const isFresh = performance.now() - this.loadedAt < this.ttlMs;
    if (this.snapshot && isFresh) return Promise.resolve(this.snapshot);
    const load = (this.loading ??= this.load().finally(() => (this.loading = null)));
    // A stale picture is still a good tie-break: answer with it while the next one loads.
    if (this.snapshot && this.ttlMs > 0) {
      load.catch(() => undefined);
      return Promise.resolve(this.snapshot);
    }
    return load;
  }

  private async load(): Promise<SearchSignals> {
    const startedAt = performance.now();
    const [stockRows, soldRows] = await Promise.all([
      this.db.execute(sql`select s.sku, array_agg(s.branch) as branches from stock s
        join branches b on b.code = s.branch and b.active where s.units > 0 group by s.sku`),
      this.db.execute(sql`select i.sku, sum(i.units)::int as sold from order_items i
        join orders o on o.id = i.order_id where o.status not in (${ORDER_STATUS.CANCELLED_BY_CUSTOMER}, ${ORDER_STATUS.CANCELLED_BY_BRANCH}) group by i.sku`),
    ]);
    const branchesOf = new Map(rowsOf<{ sku: string; branches: string[] }>(stockRows).map((r) => [r.sku, r.branches]));
    const soldOf = new Map(rowsOf<{ sku: string; sold: number }>(soldRows).map((r) => [r.sku, Number(r.sold)]));
    this.snapshot = {
      inStock: (sku, branch) => {
        const at = branchesOf.get(sku);
        return at !== undefined && (branch === null || at.includes(branch));
      },
      sold: (sku) => soldOf.get(sku) ?? 0,
    };
    this.loadedAt = startedAt;
    return this.snapshot;
  }
}
