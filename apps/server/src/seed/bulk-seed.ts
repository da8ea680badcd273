import { eq, like, max, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { categories, productCategories, products, stock } from '../db/schema/catalogue';
import { branches, company } from '../db/schema/company';
import { BULK_SKU_PREFIX, baseCategories, buildBulkBatch, bulkSku, genericPicturePath, genericPictureSpec } from './bulk-catalogue';
import { CATEGORY_TYPES } from './data/categories';
import { DEPARTMENT_IDS } from './data/types';
import { seedDemo } from './demo';
import { insertRows } from './insert-rows';
import { productPictureJob, productPictureSvg } from './media/product-picture';
import { renderMissingPictures } from './media/render';
import { buildStock } from './stock';

export interface BulkSeedOptions {
  products: number;
  mediaDir: string;
  /** Products per transaction: big enough to amortise commits, small enough to show progress. */
  batchSize?: number;
  /** After each batch; `elapsedMs` counts from the first insert (demo seeding and pictures excluded). */
  onProgress?: (progress: { done: number; total: number; elapsedMs: number }) => void;
}

export interface BulkSeedResult {
  inserted: number;
  firstSku: string | null;
  lastSku: string | null;
  branches: number;
}

/**
 * Adds `products` synthetic products (with categories and stock in every active branch) after
 * any earlier bulk run. An empty database first gets the demo data, so the result is a working
 * store with a big catalogue, which is what the benchmarks need.
 */
export async function runBulkSeed(db: Database, opts: BulkSeedOptions): Promise<BulkSeedResult> {
  const total = Math.max(0, Math.floor(opts.products));
  const batchSize = Math.max(1, opts.batchSize ?? 5000);
  if ((await db.select({ id: company.id }).from(company).limit(1)).length === 0) {
    await seedDemo(db, { mediaDir: opts.mediaDir });
  }
  await db.insert(categories).values(baseCategories()).onConflictDoNothing();
  const [branchRows, brandRows, last] = await Promise.all([
    db.select({ code: branches.code }).from(branches).where(eq(branches.active, true)),
    db.select({ id: categories.id }).from(categories).where(eq(categories.type, CATEGORY_TYPES.BRAND)),
    db
      .select({ sku: max(products.sku) })
      .from(products)
      .where(like(products.sku, `${BULK_SKU_PREFIX}%`)),
  ]);
  const branchCodes = branchRows.map((b) => b.code);
  const brandIds = new Set(brandRows.map((b) => b.id));
  await renderMissingPictures(
    opts.mediaDir,
    DEPARTMENT_IDS.map((d) => productPictureJob(genericPicturePath(d), () => productPictureSvg(genericPictureSpec(d)))),
  );

  // SKUs are zero-padded, so the greatest string is the greatest number.
  const start = Number((last[0]?.sku ?? `${BULK_SKU_PREFIX}0`).slice(BULK_SKU_PREFIX.length)) + 1;
  const insertsStarted = performance.now();
  for (let done = 0; done < total;) {
    const size = Math.min(batchSize, total - done);
    const batch = buildBulkBatch(start + done, size, brandIds);
    await db.transaction(async (tx) => {
      await insertRows(tx, products, batch.products);
      await insertRows(tx, productCategories, batch.productCategories);
      await insertRows(tx, stock, buildStock(branchCodes, batch.products, String(start + done)));
    });
    done += size;
    opts.onProgress?.({ done, total, elapsedMs: performance.now() - insertsStarted });
  }
  // Fresh statistics now, not whenever autovacuum gets to it: until then the planner guessed a
  // category of 27,000 products held 2 and a search's few hundred candidates a thousand. The
  // vacuum also moves the search index's pending entries (GIN's fast update list, up to 4 MB
  // after a bulk insert) into the index proper: every search read that whole list until then.
  await db.execute(sql`vacuum analyze products, product_categories, stock`);
  return {
    inserted: total,
    firstSku: total > 0 ? bulkSku(start) : null,
    lastSku: total > 0 ? bulkSku(start + total - 1) : null,
    branches: branchCodes.length,
  };
}
