import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq, like, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { branches, productCategories, products, searchVocabulary, stock } from '../../src/db/schema/index';
import { buildBulkBatch, bulkBarcode, genericPicturePath } from '../../src/seed/bulk-catalogue';
import { runBulkSeed } from '../../src/seed/bulk-seed';
import { isValidEan13 } from '@mostrador/shared/validation/ean13';
import { seedSmallDataset } from '../helpers/dataset';
import { createTestDatabase } from '../helpers/test-database';

describe('bulk catalogue (pure)', () => {
  it('builds the same product for the same number, with a 7509… barcode', () => {
    const a = buildBulkBatch(1, 40, new Set());
    const b = buildBulkBatch(1, 40, new Set());
    expect(a).toEqual(b);
    expect(a.products.every((p) => isValidEan13(p.barcode) && p.barcode.startsWith('7509'))).toBe(true);
    expect(bulkBarcode(1)).toBe('7509000000018');
    expect(() => bulkBarcode(1e8)).toThrow();
  });

  it('mixes departments in every batch and flags antibiotics', () => {
    const { products: rows, productCategories: links } = buildBulkBatch(1000, 26, new Set());
    const departments = new Set(links.filter((l) => l.type === 'DEPARTAMENTO').map((l) => l.categoryId));
    expect(departments.size).toBe(7);
    const antibiotics = new Set(links.filter((l) => l.categoryId === 'antibioticos').map((l) => l.sku));
    expect(rows.filter((p) => antibiotics.has(p.sku)).every((p) => p.requiresPrescription)).toBe(true);
  });
});

describe('runBulkSeed on PGlite', () => {
  let handle: DatabaseHandle;
  let mediaDir: string;
  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(os.tmpdir(), 'mostrador-bulk-media-'));
    handle = await createTestDatabase('pglite');
    // A small store (3 branches, one inactive) instead of the demo: the demo's pictures would
    // add many seconds, and the demo seed has its own tests.
    await seedSmallDataset(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  it('appends numbered products with categories and stock in every active branch, continuing across runs', async () => {
    const progress: number[] = [];
    const result = await runBulkSeed(handle.db, { products: 300, batchSize: 120, mediaDir, onProgress: (p) => progress.push(p.done) });
    expect(progress).toEqual([120, 240, 300]);
    expect(result).toMatchObject({ inserted: 300, firstSku: 'BLK-0000001', lastSku: 'BLK-0000300' });
    const again = await runBulkSeed(handle.db, { products: 50, mediaDir });
    expect(again).toMatchObject({ firstSku: 'BLK-0000301', lastSku: 'BLK-0000350' });

    const db = handle.db;
    const all = await db.select({ sku: products.sku, barcode: products.barcode, images: products.images }).from(products);
    const bulk = all.filter((p) => p.sku.startsWith('BLK-'));
    expect(bulk).toHaveLength(350);
    expect(new Set(all.map((p) => p.barcode)).size).toBe(all.length);
    const [branchCount] = await db.select({ n: count() }).from(branches).where(eq(branches.active, true));
    const [stockCount] = await db.select({ n: count() }).from(stock).where(like(stock.sku, 'BLK-%'));
    expect(branchCount?.n).toBe(2);
    expect(stockCount?.n).toBe(350 * 2);
    const departments = await db
      .select({ sku: productCategories.sku })
      .from(productCategories)
      .where(eq(productCategories.type, 'DEPARTAMENTO'));
    expect(departments.filter((d) => d.sku.startsWith('BLK-'))).toHaveLength(350);
    // One shared picture per department, not one per product.
    const pictures = new Set(bulk.flatMap((p) => p.images));
    expect(pictures.has(genericPicturePath('medicamentos'))).toBe(true);
    expect(pictures.size).toBeLessThanOrEqual(9);
    for (const image of pictures) expect((await sharp(path.join(mediaDir, image)).metadata()).format).toBe('webp');
  });

  it('leaves the search vocabulary counting every word of the products it added', async () => {
    const { rows } = (await handle.db.execute(sql`
      with fresh as (
        select word, count(*)::int as products
        from ${products} p, mostrador_search_words(concat_ws(' ', p.name, p.active_ingredient, p.brand, p.laboratory, p.description)) as word
        where p.active group by word
      )
      select count(*)::int as words, count(*) filter (where f.products is distinct from v.products)::int as wrong
      from fresh f full join ${searchVocabulary} v using (word)`)) as unknown as { rows: { words: number; wrong: number }[] };
    expect(rows[0]?.words).toBeGreaterThan(100);
    expect(rows[0]?.wrong).toBe(0);
  });
});
