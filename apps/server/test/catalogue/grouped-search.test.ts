import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductListResponseSchema } from '@mostrador/shared/schemas/catalogue';
import type { Database } from '../../src/db/client';
import { categories, productCategories } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { seedSmallDataset } from '../helpers/dataset';
import { buildProduct } from '../helpers/factories';
import { setStock, signedInCustomer } from '../helpers/customers';
import { engines } from '../helpers/test-database';

const OMEPRAZOL_20 = 'Omeprazol 20 mg 14 cápsulas';

/**
 * Issue 18: five laboratories sell the same "Omeprazol 20 mg 14 cápsulas". A grouped search
 * shows it once with its brands and prices, so the first rows are different presentations.
 */
async function seed(db: Database) {
  await seedSmallDataset(db);
  const omeprazol = (sku: string, name: string, brand: string, price: string) =>
    buildProduct(db, { sku, name, activeIngredient: 'Omeprazol', brand, laboratory: brand, price });
  await omeprazol('OME-A', OMEPRAZOL_20, 'Alpha', '45.00');
  await omeprazol('OME-B', OMEPRAZOL_20, 'Beta', '30.00');
  await omeprazol('OME-C', OMEPRAZOL_20, 'Gamma', '25.00');
  await omeprazol('OME-D', OMEPRAZOL_20, 'Delta', '60.00');
  await omeprazol('OME-E', 'Omeprazol 40 mg 7 cápsulas', 'Alpha', '80.00');
  await omeprazol('OME-F', 'Omeprazol 20 mg 7 cápsulas', 'Beta', '20.00');
  await omeprazol('OME-G', 'Omeprazol 40 mg 14 cápsulas', 'Gamma', '120.00');
  // In stock at Centro: Alpha's 20 mg × 14 and the 40 mg × 14; Beta's only at Zapopan.
  await setStock(db, 'GDL-CENTRO', 'OME-A', 4);
  await setStock(db, 'GDL-CENTRO', 'OME-G', 2);
  await setStock(db, 'GDL-ZAPOPAN', 'OME-B', 3);
  await setStock(db, 'GDL-CENTRO', 'OME-C', 0);
  await db.insert(categories).values({ type: 'PADECIMIENTO', id: 'estomago', name: 'Estómago y digestión' });
  await db
    .insert(productCategories)
    .values(['OME-A', 'OME-B', 'OME-E', 'OME-G'].map((sku) => ({ sku, type: 'PADECIMIENTO', categoryId: 'estomago' })));
  await buildProduct(db, { sku: 'PARA-1', name: 'Paracetamol 500 mg 10 tabletas', activeIngredient: 'Paracetamol', price: '18.50' });
}

describe.each(engines)('grouped search and "¿Quisiste decir…?" on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ engine, seed });
  });
  afterAll(() => t?.close());

  const list = async (query: string) => {
    const res = await t.app.inject({ url: `/api/catalogue/products?${query}` });
    expect(res.statusCode).toBe(200);
    return ProductListResponseSchema.parse(res.json());
  };

  it('shows each name once, with every brand and price of it; without GROUP, one row per product as before', async () => {
    const grouped = await list('q=omeprazol&GROUP=true&BRANCH=GDL-CENTRO');
    expect(grouped.TOTAL).toBe(4);
    const names = grouped.products.map((p) => p.NAME);
    expect(new Set(names).size).toBe(names.length);
    const twenty = grouped.products.find((p) => p.NAME === OMEPRAZOL_20)!;
    expect(twenty.SAME_NAME?.map((o) => o.SKU).sort()).toEqual(['OME-A', 'OME-B', 'OME-C', 'OME-D']);
    expect(twenty.SAME_NAME_TOTAL).toBe(4);
    expect(twenty.SAME_NAME?.find((o) => o.SKU === 'OME-C')).toEqual({
      SKU: 'OME-C',
      BRAND: 'Gamma',
      LABORATORY: 'Gamma',
      PRICE: 25,
      IN_STOCK: false,
    });
    const plain = await list('q=omeprazol');
    expect(plain.TOTAL).toBe(7);
    expect(plain.products.every((p) => p.SAME_NAME === undefined)).toBe(true);
  });

  it('breaks ties by stock at the branch, then by sales, then by price', async () => {
    // At Centro: the two names in stock there come first; within the 20 mg × 14, Alpha (in stock) leads.
    const centro = await list('q=omeprazol&GROUP=true&BRANCH=GDL-CENTRO');
    expect(centro.products.slice(0, 2).map((p) => p.SKU)).toEqual(['OME-A', 'OME-G']);
    expect(centro.products[0]!.SAME_NAME!.map((o) => o.SKU)).toEqual(['OME-A', 'OME-C', 'OME-B', 'OME-D']);
    // Nothing in stock at a branch with no stock rows: the lower price leads (Beta's 20 mg × 7, then Gamma's 20 mg × 14).
    const none = await list('q=omeprazol&GROUP=true&BRANCH=GDL-NINGUNA');
    expect(none.products.map((p) => p.SKU)).toEqual(['OME-F', 'OME-C', 'OME-E', 'OME-G']);

    // A sale makes Delta's (the dearest) the first choice of its name where nothing is in stock.
    await setStock(t.db, 'GDL-CENTRO', 'OME-D', 5);
    const customer = await signedInCustomer(t.db);
    const call = (action: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/orders/${action}`, payload });
    await call('shoppingCartUpdateProductUnits', { token: customer.token, SKU: 'OME-D', UNITS: 3 });
    const finished = await call('shoppingCartFinish', { token: customer.token, PHONE: customer.phone, ADDRESS_ID: customer.addressIds[0] });
    expect(finished.statusCode).toBe(200);
    const afterSale = await list('q=omeprazol&GROUP=true&BRANCH=GDL-NINGUNA');
    expect(afterSale.products[0]!.SKU).toBe('OME-D');
    expect(afterSale.products[0]!.SAME_NAME![0]!.SKU).toBe('OME-D');
  });

  it('pages by names', async () => {
    const first = await list('q=omeprazol&GROUP=true&PAGE_SIZE=3');
    const second = await list('q=omeprazol&GROUP=true&PAGE_SIZE=3&PAGE=2');
    expect(first.products).toHaveLength(3);
    expect(second.products).toHaveLength(1);
    expect(second.TOTAL).toBe(4);
    expect(new Set([...first.products, ...second.products].map((p) => p.NAME)).size).toBe(4);
  });

  it('reports the corrected search when a typed word was a typo, and not otherwise', async () => {
    const typo = await list('q=omeprasol&GROUP=true');
    expect(typo.CORRECTED).toBe('omeprazol');
    expect(typo.TOTAL).toBe(4);
    const mixed = await list('q=paracetmol%20500');
    expect(mixed.CORRECTED).toBe('paracetamol 500');
    expect(mixed.products.map((p) => p.SKU)).toEqual(['PARA-1']);
    expect((await list('q=omeprazol')).CORRECTED).toBeUndefined();
    expect((await list('q=omepra')).CORRECTED).toBeUndefined();
  });

  it('a category lists its brands, and BRAND filters by one of them', async () => {
    const page = await list('TYPE=PADECIMIENTO&ID=estomago');
    expect(page.TOTAL).toBe(4);
    // Most products first, then by name.
    expect(page.BRANDS).toEqual([
      { NAME: 'Alpha', PRODUCTS: 2 },
      { NAME: 'Beta', PRODUCTS: 1 },
      { NAME: 'Gamma', PRODUCTS: 1 },
    ]);
    const alpha = await list('TYPE=PADECIMIENTO&ID=estomago&BRAND=Alpha');
    expect(alpha.products.map((p) => p.SKU).sort()).toEqual(['OME-A', 'OME-E']);
    expect((await list('q=omeprazol&BRAND=Beta')).products.map((p) => p.SKU).sort()).toEqual(['OME-B', 'OME-F']);
    expect((await list('q=omeprazol')).BRANDS).toBeUndefined();
  });

  it('groups a category page by name too (decision 045), customer ties first; a brand filter lists products', async () => {
    // An inactive product of the category and the name is not an option.
    await buildProduct(t.db, { sku: 'OME-OFF', name: OMEPRAZOL_20, brand: 'Zeta', laboratory: 'Zeta', price: '10.00', active: false });
    await t.db.insert(productCategories).values({ sku: 'OME-OFF', type: 'PADECIMIENTO', categoryId: 'estomago' });
    const page = await list('TYPE=PADECIMIENTO&ID=estomago&GROUP=true&BRANCH=GDL-CENTRO');
    expect(page.TOTAL).toBe(3);
    // In stock at Centro: the 20 mg × 14 (from $30) and the 40 mg × 14; the 40 mg × 7 is not.
    expect(page.products.map((p) => p.SKU)).toEqual(['OME-A', 'OME-G', 'OME-E']);
    expect(page.products[0]!.SAME_NAME!.map((o) => [o.SKU, o.IN_STOCK])).toEqual([
      ['OME-A', true],
      ['OME-B', false],
    ]);
    expect(page.BRANDS?.map((b) => b.NAME)).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect((await list('TYPE=PADECIMIENTO&ID=estomago&GROUP=true&PRESCRIPTION=true')).TOTAL).toBe(0);
    const alpha = await list('TYPE=PADECIMIENTO&ID=estomago&GROUP=true&BRAND=Alpha');
    expect(alpha.products.every((p) => p.SAME_NAME === undefined)).toBe(true);
    expect(alpha.TOTAL).toBe(2);
  });

  it('a bad GROUP value is a Spanish 400', async () => {
    const res = await t.app.inject({ url: '/api/catalogue/products?q=omeprazol&GROUP=si' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ok: false });
  });
});
