import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { categories, productCategories } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { seedSmallDataset } from '../helpers/dataset';
import { buildProduct } from '../helpers/factories';
import { engines } from '../helpers/test-database';

/**
 * A category is known by TYPE and ID together: "dolor" may be a department and an ailment at
 * once. Each counts only its own TYPE's active products.
 */
async function seed(db: Database) {
  await seedSmallDataset(db);
  await buildProduct(db, { sku: 'DOL-1', name: 'Paracetamol 500 mg', barcode: '7501000000011' });
  await buildProduct(db, { sku: 'DOL-2', name: 'Ibuprofeno 400 mg' });
  await buildProduct(db, { sku: 'DOL-3', name: 'Naproxeno 250 mg' });
  await buildProduct(db, { sku: 'DOL-4', name: 'Retirado', active: false });
  await db.insert(categories).values([
    { type: 'DEPARTAMENTO', id: 'dolor', name: 'Dolor' },
    { type: 'PADECIMIENTO', id: 'dolor', name: 'Dolor' },
  ]);
  await db.insert(productCategories).values([
    { sku: 'DOL-1', type: 'DEPARTAMENTO', categoryId: 'dolor' },
    { sku: 'DOL-2', type: 'DEPARTAMENTO', categoryId: 'dolor' },
    { sku: 'DOL-4', type: 'DEPARTAMENTO', categoryId: 'dolor' },
    { sku: 'DOL-3', type: 'PADECIMIENTO', categoryId: 'dolor' },
  ]);
}

describe.each(engines)('category product counts on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ engine, seed });
  });
  afterAll(() => t?.close());

  it('counts the active products of the category of its own TYPE only, when two TYPEs share an ID', async () => {
    const counts = async (query: string) =>
      (await t.app.inject({ url: `/api/catalogue/categories${query}` }))
        .json<{ categories: { TYPE: string; ID: string; PRODUCTS: number }[] }>()
        .categories.filter((c) => c.ID === 'dolor')
        .map((c) => [c.TYPE, c.PRODUCTS]);
    expect(await counts('?TYPE=DEPARTAMENTO')).toEqual([['DEPARTAMENTO', 2]]);
    expect(await counts('?TYPE=PADECIMIENTO')).toEqual([['PADECIMIENTO', 1]]);
    expect(await counts('')).toEqual([
      ['DEPARTAMENTO', 2],
      ['PADECIMIENTO', 1],
    ]);
  });
});
