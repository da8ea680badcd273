import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductListResponseSchema, SuggestionsResponseSchema } from '@mostrador/shared/schemas/catalogue';
import type { Database } from '../../src/db/client';
import { categories, productCategories, searchSynonyms, stock } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { seedSmallDataset } from '../helpers/dataset';
import { buildProduct } from '../helpers/factories';
import { engines } from '../helpers/test-database';

async function seedCatalogue(db: Database) {
  const { centro, zapopan } = await seedSmallDataset(db);
  await buildProduct(db, {
    sku: 'MED-1',
    name: 'Paracetamol 500 mg 10 tabletas',
    activeIngredient: 'Paracetamol',
    brand: 'Kener',
    laboratory: 'Kener',
    price: '18.50',
    barcode: '7501000000011',
  });
  await buildProduct(db, {
    sku: 'MED-2',
    name: 'Tempra 500 mg 20 tabletas',
    activeIngredient: 'Paracetamol',
    brand: 'Tempra',
    laboratory: 'Reckitt',
    price: '72.50',
    isFeatured: true,
  });
  await buildProduct(db, {
    sku: 'MED-3',
    name: 'Ibuprofeno 400 mg 10 tabletas',
    activeIngredient: 'Ibuprofeno',
    brand: 'Kener',
    laboratory: 'Kener',
    price: '22.00',
    description: 'Analgésico y antiinflamatorio para el dolor.',
  });
  await buildProduct(db, {
    sku: 'MED-4',
    name: 'Amoxicilina 500 mg 12 cápsulas',
    activeIngredient: 'Amoxicilina',
    brand: 'Amsa',
    laboratory: 'Amsa',
    price: '65.00',
    requiresPrescription: true,
    promotion: { type: 'PERCENT', percent: 10, label: '10% de descuento' },
  });
  await buildProduct(db, { sku: 'MED-5', name: 'Producto retirado ibuprofeno', activeIngredient: 'Ibuprofeno', active: false });
  await db.insert(searchSynonyms).values({ term: 'acetaminofen', synonym: 'paracetamol' });
  await db.insert(categories).values({ type: 'DEPARTAMENTO', id: 'medicamentos', name: 'Medicamentos' });
  await db.insert(productCategories).values([
    { sku: 'MED-1', type: 'DEPARTAMENTO', categoryId: 'medicamentos' },
    { sku: 'MED-3', type: 'DEPARTAMENTO', categoryId: 'medicamentos' },
  ]);
  await db.insert(stock).values([
    { branch: centro.code, sku: 'MED-1', units: 5 },
    { branch: centro.code, sku: 'MED-3', units: 0 },
    { branch: zapopan.code, sku: 'MED-3', units: 2 },
  ]);
}

describe.each(engines)('catalogue products and Spanish search on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ engine, seed: seedCatalogue });
  });
  afterAll(() => t?.close());

  const list = async (query: string) => {
    const res = await t.app.inject({ url: `/api/catalogue/products?${query}` });
    expect(res.statusCode).toBe(200);
    return ProductListResponseSchema.parse(res.json());
  };
  const skus = async (query: string) => (await list(query)).products.map((p) => p.SKU);

  it('lists active products, featured first, with prices in pesos and the promotion as JSON text', async () => {
    const body = await list('');
    expect(body.TOTAL).toBe(4);
    expect(body.products[0]).toMatchObject({ SKU: 'MED-2', PRICE: 72.5 });
    const amoxicilina = body.products.find((p) => p.SKU === 'MED-4');
    expect(amoxicilina?.REQUIRES_PRESCRIPTION).toBe(true);
    expect(JSON.parse(amoxicilina?.SOY_TU_FAN_JSON ?? 'null')).toEqual({ type: 'PERCENT', percent: 10, label: '10% de descuento' });
  });

  it('ignores accents and case, tolerates typos and follows synonyms', async () => {
    expect(await skus('q=PARACETAMOL')).toEqual(expect.arrayContaining(['MED-1', 'MED-2']));
    expect(await skus('q=analgesico')).toEqual(['MED-3']); // "Analgésico" in the description
    expect(await skus('q=ibuprofneo')).toEqual(['MED-3']);
    expect((await skus('q=paracetmol')).sort()).toEqual(['MED-1', 'MED-2']);
    expect((await skus('q=acetaminof%C3%A9n')).sort()).toEqual(['MED-1', 'MED-2']);
    expect(await skus('q=c%C3%A1psulas%20amoxicilina')).toEqual(['MED-4']);
  });

  it('puts an exact SKU or barcode first', async () => {
    expect((await skus('q=7501000000011'))[0]).toBe('MED-1');
    expect((await skus('q=MED-3'))[0]).toBe('MED-3');
  });

  it('suggests the closest names when nothing matches', async () => {
    const body = await list('q=tempral%20forte%20xyz');
    expect(body.TOTAL).toBe(0);
    expect(body.SUGGESTIONS[0]).toBe('Tempra 500 mg 20 tabletas');
  });

  it('filters by category, by stock at a branch and by prescription; sorts and pages', async () => {
    expect((await skus('TYPE=DEPARTAMENTO&ID=medicamentos')).sort()).toEqual(['MED-1', 'MED-3']);
    expect(await skus('IN_STOCK=true&BRANCH=GDL-CENTRO')).toEqual(['MED-1']);
    expect((await skus('IN_STOCK=true')).sort()).toEqual(['MED-1', 'MED-3']);
    expect(await skus('PRESCRIPTION=true')).toEqual(['MED-4']);
    expect(await skus('SORT=price_asc')).toEqual(['MED-1', 'MED-3', 'MED-4', 'MED-2']);
    expect(await skus('SORT=price_desc&PAGE=2&PAGE_SIZE=2')).toEqual(['MED-3', 'MED-1']);
    const page = await list('SORT=name&PAGE=3&PAGE_SIZE=2');
    expect([page.products.length, page.TOTAL]).toEqual([0, 4]);
  });

  it('answers with an ETag and a public cache lifetime; a repeat with the ETag is a 304', async () => {
    const first = await t.app.inject({ url: '/api/catalogue/products?q=tempra' });
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    const again = await t.app.inject({ url: '/api/catalogue/products?q=tempra', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('suggests products as the person types', async () => {
    const res = await t.app.inject({ url: '/api/catalogue/suggestions?q=ibu' });
    expect(SuggestionsResponseSchema.parse(res.json()).suggestions).toEqual([
      { SKU: 'MED-3', NAME: 'Ibuprofeno 400 mg 10 tabletas', IMAGE: 'products/MED-3.webp' },
    ]);
  });

  it('a product by SKU has its categories and units at every active branch', async () => {
    const res = await t.app.inject({ url: '/api/catalogue/products/MED-3' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      product: {
        SKU: 'MED-3',
        DESCRIPTION: 'Analgésico y antiinflamatorio para el dolor.',
        CATEGORIES: [{ TYPE: 'DEPARTAMENTO', ID: 'medicamentos', NAME: 'Medicamentos' }],
        AVAILABILITY: [
          { BRANCH: 'GDL-CENTRO', NAME: 'Centro', UNITS: 0 },
          { BRANCH: 'GDL-ZAPOPAN', NAME: 'Zapopan', UNITS: 2 },
        ],
      },
    });
    for (const sku of ['NO-EXISTE', 'MED-5']) {
      const missing = await t.app.inject({ url: `/api/catalogue/products/${sku}` });
      expect([missing.statusCode, missing.json()]).toEqual([404, { ok: false, errors: `No encontramos el producto ${sku}` }]);
    }
  });

  it('lists categories by TYPE with their product counts, and the home sections', async () => {
    const cats = await t.app.inject({ url: '/api/catalogue/categories?TYPE=DEPARTAMENTO' });
    expect(cats.json()).toEqual({
      ok: true,
      categories: [{ TYPE: 'DEPARTAMENTO', ID: 'medicamentos', NAME: 'Medicamentos', ICON: '', PRODUCTS: 2 }],
    });
    const home = (await t.app.inject({ url: '/api/catalogue/home' })).json<{
      featured: { SKU: string }[];
      promotions: { SKU: string }[];
    }>();
    expect(home.featured.map((p) => p.SKU)).toEqual(['MED-2']);
    expect(home.promotions.map((p) => p.SKU)).toEqual(['MED-4']);
  });

  it('bad query values are a Spanish 400 naming the field', async () => {
    for (const [query, errors] of [
      ['PAGE=0', 'El campo «Página» debe ser mayor o igual a 1'],
      ['PAGE_SIZE=500', 'El campo «Productos por página» debe ser menor o igual a 60'],
      ['SORT=precio', 'El campo «Orden» debe ser uno de: relevance, price_asc, price_desc, name'],
      ['IN_STOCK=si', 'El campo «Con existencias» debe ser uno de: true, false'],
      [`q=${'x'.repeat(101)}`, 'El campo «Búsqueda» no puede tener más de 100 caracteres'],
    ]) {
      const res = await t.app.inject({ url: `/api/catalogue/products?${query}` });
      expect([query, res.statusCode, res.json()]).toEqual([query, 400, { ok: false, errors }]);
    }
    expect((await t.app.inject({ url: '/api/catalogue/suggestions' })).statusCode).toBe(400);
  });
});
