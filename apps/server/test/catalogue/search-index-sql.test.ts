import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductListQuerySchema } from '@mostrador/shared/schemas/catalogue';
import type { DatabaseHandle } from '../../src/db/client';
import { products, searchSynonyms } from '../../src/db/schema/index';
import { buildDemoCatalogue } from '../../src/seed/catalogue';
import { SEARCH_SYNONYMS } from '../../src/seed/data/synonyms';
import { createCatalogueRepository } from '../../src/modules/catalogue/repository';
import { createCatalogueService } from '../../src/modules/catalogue/service';
import { createStockRepository } from '../../src/modules/catalogue/stock-repository';
import { SearchIndexStore } from '../../src/modules/search/search-index-store';
import { buildProduct } from '../helpers/factories';
import { createTestDatabase, engines } from '../helpers/test-database';

/** Searches people type against the demo catalogue: its words, with slips, phrases and doses. */
function typedSearches(names: string[]): string[] {
  const searches = new Set<string>([
    'analgesico',
    'paracetmol',
    'ibuprofneo',
    'acetaminofén',
    'pañales',
    'vitamina c',
    'crema de manos',
    'de',
    'mg',
    '500',
    'xyzzy',
    'tempral forte',
  ]);
  names.forEach((name, i) => {
    const words = name.toLowerCase().split(/\s+/);
    if (i % 3 === 0) searches.add(words[0]!);
    if (i % 5 === 0) searches.add(words.slice(0, 2).join(' '));
    if (i % 7 === 0 && words[0]!.length > 5) searches.add(words[0]!.slice(0, 2) + words[0]![3] + words[0]![2] + words[0]!.slice(4));
    if (i % 11 === 0) searches.add(words[0]!.slice(0, 4));
  });
  return [...searches];
}

describe.each(engines)('the in-memory search index against the SQL search on %s', (engine) => {
  let handle: DatabaseHandle;
  let searches: string[];
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    const catalogue = buildDemoCatalogue();
    await handle.db.insert(products).values(catalogue.products);
    await handle.db.insert(searchSynonyms).values(SEARCH_SYNONYMS.map(([term, synonym]) => ({ term, synonym })));
    searches = typedSearches(catalogue.products.map((p) => p.name));
  });
  afterAll(() => handle?.close());

  const services = () => ({
    memory: createCatalogueService({
      repo: createCatalogueRepository(handle.db, { searchIndexRefreshMs: 0 }),
      stock: createStockRepository(handle.db),
      cacheTtlMs: 0,
      searchWordsTtlMs: 0,
    }),
    sql: createCatalogueService({
      repo: createCatalogueRepository(handle.db, { inMemorySearch: false }),
      stock: createStockRepository(handle.db),
      cacheTtlMs: 0,
      searchWordsTtlMs: 0,
    }),
  });
  const answer = async (service: ReturnType<typeof createCatalogueService>, query: Record<string, string>) =>
    JSON.parse((await service.products(ProductListQuerySchema.parse(query))).json) as {
      TOTAL: number;
      products: { SKU: string }[];
      SUGGESTIONS: string[];
    };

  it('finds the same products as the full-text statement for every search, and orders by price and name the same way', async () => {
    const { memory, sql: inSql } = services();
    expect(searches.length).toBeGreaterThan(80);
    let withHits = 0;
    for (const q of searches) {
      for (const SORT of ['relevance', 'price_asc', 'name']) {
        const [a, b] = await Promise.all([answer(memory, { q, SORT, PAGE_SIZE: '60' }), answer(inSql, { q, SORT, PAGE_SIZE: '60' })]);
        expect({ q, SORT, total: a.TOTAL }).toEqual({ q, SORT, total: b.TOTAL });
        const skus = (x: typeof a) => x.products.map((p) => p.SKU);
        if (SORT === 'relevance') expect(skus(a).sort()).toEqual(b.TOTAL <= 60 ? skus(b).sort() : expect.any(Array));
        else expect({ q, SORT, skus: skus(a) }).toEqual({ q, SORT, skus: skus(b) });
        if (a.TOTAL === 0) expect(a.SUGGESTIONS.length > 0).toBe(b.SUGGESTIONS.length > 0);
        if (a.TOTAL > 0) withHits++;
      }
    }
    expect(withHits).toBeGreaterThan(searches.length * 2);
  });

  it('follows products and synonyms written after it was built: added, renamed, deactivated, deleted, the table emptied', async () => {
    const store = new SearchIndexStore(handle.db, 0);
    const find = async (text: string) => {
      const query = await store.queryTree([[text]], false);
      return (await store.fresh())
        .search({ query, raw: null, prescription: null, sort: 'relevance', limit: 10, offset: 0 })
        .page.map((p) => p.product.sku);
    };
    expect(await find('zumbalina')).toEqual([]);
    await buildProduct(handle.db, { sku: 'IDX-1', name: 'Zumbalina jarabe 120 ml', barcode: '7509990000011' });
    expect(await find('zumbalina')).toEqual(['IDX-1']);
    // A new synonym counts at once too (the search asks the index which words it knows).
    const { memory } = services();
    expect((await answer(memory, { q: 'tosferina' })).products.map((p) => p.SKU)).toEqual([]);
    await handle.db.insert(searchSynonyms).values({ term: 'tosferina', synonym: 'zumbalina' });
    expect((await answer(memory, { q: 'tosferina' })).products.map((p) => p.SKU)).toEqual(['IDX-1']);
    await handle.db.update(products).set({ name: 'Rumbalina jarabe 120 ml' }).where(eq(products.sku, 'IDX-1'));
    expect(await find('zumbalina')).toEqual([]);
    expect(await find('rumbalina')).toEqual(['IDX-1']);
    await handle.db.update(products).set({ active: false }).where(eq(products.sku, 'IDX-1'));
    expect(await find('rumbalina')).toEqual([]);
    await handle.db.update(products).set({ active: true }).where(eq(products.sku, 'IDX-1'));
    expect(await find('rumbalina')).toEqual(['IDX-1']);
    await handle.db.delete(products).where(eq(products.sku, 'IDX-1'));
    expect(await find('rumbalina')).toEqual([]);

    // A later interval: the write shows after the next check, not before.
    const patient = new SearchIndexStore(handle.db, 60_000);
    await patient.current();
    await buildProduct(handle.db, { sku: 'IDX-2', name: 'Zumbalina gotas', barcode: '7509990000028' });
    const query = await patient.queryTree([['zumbalina']], false);
    const look = (index: Awaited<ReturnType<typeof patient.fresh>>) =>
      index.search({ query, raw: null, prescription: null, sort: 'relevance', limit: 10, offset: 0 }).total;
    expect(look(await patient.fresh())).toBe(0);
    expect(look(await patient.refresh())).toBe(1);

    // The cascade reaches the (empty) antibiotic register, which refuses any TRUNCATE (migration 0024).
    await handle.db.execute(sql`alter table antibiotic_register disable trigger antibiotic_register_refuses_truncate`);
    await handle.db.execute(sql`truncate products cascade`);
    expect(await find('paracetamol')).toEqual([]);
    expect(await find('zumbalina')).toEqual([]);
  });
});
