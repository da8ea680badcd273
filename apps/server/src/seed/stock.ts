import type { stock } from '../db/schema/catalogue';
import { hashString, seededRandom } from './random';

export type StockInsert = typeof stock.$inferInsert;

/** Share of (branch, product) pairs that are sold out, so "sin existencias" shows up in the demo. */
const OUT_OF_STOCK_RATE = 0.07;

/**
 * Units per branch and product, reproducible run to run. Prescription products are kept in
 * smaller quantities, as a real pharmacy does; the first branches (the busiest) hold more.
 */
export function buildStock(
  branches: readonly string[],
  products: readonly { sku: string; requiresPrescription?: boolean | null }[],
  /** Varies the sequence between calls (bulk batches) while keeping each call reproducible. */
  salt = '',
): StockInsert[] {
  const rows: StockInsert[] = [];
  branches.forEach((branch, b) => {
    const random = seededRandom(hashString(branch + salt));
    const scale = b < 2 ? 1.5 : 1;
    for (const p of products) {
      const roll = random();
      const max = p.requiresPrescription ? 25 : 120;
      const units = roll < OUT_OF_STOCK_RATE ? 0 : Math.max(1, Math.round(random() * max * scale));
      rows.push({ branch, sku: p.sku, units });
    }
  });
  return rows;
}
