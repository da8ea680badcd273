import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductListResponseSchema } from '@mostrador/shared/schemas/catalogue';
import type { Database } from '../../src/db/client';
import { products, searchSynonyms, searchVocabulary } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { seedSmallDataset } from '../helpers/dataset';
import { buildProduct } from '../helpers/factories';
import { engines } from '../helpers/test-database';

async function seedCatalogue(db: Database) {
  await seedSmallDataset(db);
  await buildProduct(db, {
    sku: 'VOC-1',
    name: 'Paracetamol 500 mg 10 tabletas',
    activeIngredient: 'Paracetamol',
    brand: 'Kener',
    laboratory: 'Kener',
  });
  await buildProduct(db, {
    sku: 'VOC-2',
    name: 'Tempra 500 mg 20 tabletas',
    activeIngredient: 'Paracetamol',
    brand: 'Tempra',
    laboratory: 'Reckitt',
  });
  await buildProduct(db, { sku: 'VOC-3', name: 'Huggies Etapa 3 40 pañales', brand: 'Huggies', laboratory: 'Kimberly-Clark' });
  await buildProduct(db, {
    sku: 'VOC-4',
    name: 'Suero oral sabor coco',
    activeIngredient: 'Electrolitos',
    brand: 'Electrolit',
    laboratory: 'Pisa',
  });
  await db.insert(searchSynonyms).values({ term: 'suero', synonym: 'electrolitos' });
  // "Aloe" in a different field of each (names sorted the other way round).
  await buildProduct(db, { sku: 'ALOE-NAME', name: 'Zeta gel de aloe' });
  await buildProduct(db, { sku: 'ALOE-INGREDIENT', name: 'Yodo crema', activeIngredient: 'Aloe vera' });
  await buildProduct(db, { sku: 'ALOE-BRAND', name: 'Xeno loción', brand: 'Aloe Labs' });
  await buildProduct(db, { sku: 'ALOE-DESCRIPTION', name: 'Agua micelar', description: 'Con extracto de aloe.' });
}

/**
 * The words the search corrects typos against: every word of active products, kept current by
 * triggers whatever writes the products (seeds, tests, any future admin screen).
 */
describe.each(engines)('search vocabulary on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ engine, seed: seedCatalogue });
  });
  afterAll(() => t?.close());

  const skus = async (q: string) => {
    const res = await t.app.inject({ url: `/api/catalogue/products?q=${encodeURIComponent(q)}` });
    expect(res.statusCode).toBe(200);
    return ProductListResponseSchema.parse(res.json())
      .products.map((p) => p.SKU)
      .sort();
  };
  const counts = async (words: string[]) =>
    Object.fromEntries(
      (await t.db.select().from(searchVocabulary).where(inArray(searchVocabulary.word, words))).map((w) => [w.word, w.products]),
    );

  it('holds every word of the searched fields once, lower case and without accents, with how many products use it', async () => {
    expect(await counts(['paracetamol', 'tabletas', 'kener', 'reckitt', 'panales', 'kimberly', 'clark', '500', 'mg'])).toEqual({
      paracetamol: 2,
      tabletas: 2,
      kener: 1,
      reckitt: 1,
      panales: 1,
      kimberly: 1,
      clark: 1,
      '500': 2,
      mg: 2,
    });
  });

  it('ranks a hit in the name first, then the active ingredient, then brand or laboratory, then description', async () => {
    const res = await t.app.inject({ url: '/api/catalogue/products?q=aloe' });
    expect(ProductListResponseSchema.parse(res.json()).products.map((p) => p.SKU)).toEqual([
      'ALOE-NAME',
      'ALOE-INGREDIENT',
      'ALOE-BRAND',
      'ALOE-DESCRIPTION',
    ]);
  });

  it('corrects a typo in a brand or a laboratory', async () => {
    expect(await skus('kenner')).toEqual(['VOC-1']);
    expect(await skus('reckiit')).toEqual(['VOC-2']);
    expect(await skus('hugies etapa')).toEqual(['VOC-3']);
  });

  it('finds "pañales" however it is typed (the document folds ñ into n)', async () => {
    expect(await skus('pañales')).toEqual(['VOC-3']);
    expect(await skus('PANALES')).toEqual(['VOC-3']);
  });

  it('follows the synonyms of a corrected word', async () => {
    expect(await skus('sueero')).toEqual(['VOC-4']);
    expect(await skus('electrolitos')).toEqual(['VOC-4']);
  });

  it('takes a word that starts a vocabulary word as typed, not as a typo', async () => {
    expect(await skus('parace')).toEqual(['VOC-1', 'VOC-2']);
    expect(await skus('temp')).toEqual(['VOC-2']);
  });

  it('stays current when a product is added, renamed, deactivated or deleted', async () => {
    await buildProduct(t.db, {
      sku: 'VOC-5',
      name: 'Xylocaína spray 10%',
      activeIngredient: 'Lidocaína',
      brand: 'Aspen',
      laboratory: 'Aspen',
    });
    expect(await counts(['xylocaina', 'lidocaina', 'spray'])).toEqual({ xylocaina: 1, lidocaina: 1, spray: 1 });
    expect(await skus('xilocaina')).toEqual(['VOC-5']);

    await t.db.update(products).set({ name: 'Lidocaína spray 10%' }).where(eq(products.sku, 'VOC-5'));
    expect(await counts(['xylocaina', 'lidocaina', 'spray'])).toEqual({ lidocaina: 1, spray: 1 });
    expect(await skus('xylocaina')).toEqual([]);
    expect(await skus('lidocaina')).toEqual(['VOC-5']);

    // A write that leaves the searched text alone leaves the counts alone.
    await t.db.update(products).set({ price: '99.00' }).where(eq(products.sku, 'VOC-5'));
    expect(await counts(['lidocaina'])).toEqual({ lidocaina: 1 });

    await t.db.update(products).set({ active: false }).where(eq(products.sku, 'VOC-5'));
    expect(await counts(['lidocaina', 'spray'])).toEqual({});
    await t.db.update(products).set({ active: true }).where(eq(products.sku, 'VOC-5'));
    expect(await counts(['lidocaina'])).toEqual({ lidocaina: 1 });

    await t.db.delete(products).where(eq(products.sku, 'VOC-5'));
    expect(await counts(['lidocaina', 'spray', 'aspen'])).toEqual({});
    // Words other products still use stay.
    expect(await counts(['paracetamol'])).toEqual({ paracetamol: 2 });
  });
});
