import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BranchStockResponseSchema } from '@mostrador/shared/schemas/branch-stock';
import type { Database } from '../../src/db/client';
import { stock } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { seedSmallDataset } from '../helpers/dataset';
import { buildProduct } from '../helpers/factories';
import { engines } from '../helpers/test-database';

// Issue 32: the storefront shows what the branch that serves the customer has, before checkout.
async function seed(db: Database) {
  const { centro, zapopan } = await seedSmallDataset(db);
  await buildProduct(db, { sku: 'ADV-200', name: 'Advil 200 mg' });
  await buildProduct(db, { sku: 'OTC-1', name: 'Paracetamol 500 mg' });
  await buildProduct(db, { sku: 'OLD-1', name: 'Retirado', active: false });
  // Promotions as the back office writes them (no label), in effect or not today.
  await buildProduct(db, { sku: 'PROMO-NOW', name: 'Aspirina 500 mg', promotion: { type: 'PERCENT', percent: 15 } });
  await buildProduct(db, { sku: 'PROMO-PAST', name: 'Bonadoxina', promotion: { type: 'NXM', n: 3, m: 2, until: '2020-01-31' } });
  await buildProduct(db, { sku: 'PROMO-LATER', name: 'Caladryl', promotion: { type: 'NXM', n: 3, m: 2, from: '2999-01-01' } });
  await db.insert(stock).values([
    { branch: centro.code, sku: 'ADV-200', units: 0 },
    { branch: zapopan.code, sku: 'ADV-200', units: 4 },
    { branch: centro.code, sku: 'OTC-1', units: 12 },
    { branch: centro.code, sku: 'OLD-1', units: 9 },
  ]);
}

describe.each(engines)('selling what the store has, on %s (issue 32)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ engine, seed });
  });
  afterAll(() => t?.close());

  const get = (query: string) => t.app.inject({ url: `/api/catalogue/stock?${query}` });

  it('answers the pieces of each asked product at the branch, 0 where it has none or it is not for sale', async () => {
    const res = await get('BRANCH=GDL-CENTRO&SKUS=ADV-200,OTC-1,OLD-1,NOPE-1,OTC-1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(BranchStockResponseSchema.parse(res.json())).toEqual({
      ok: true,
      BRANCH: 'GDL-CENTRO',
      NAME: 'Centro',
      UNITS: { 'ADV-200': 0, 'OTC-1': 12, 'OLD-1': 0, 'NOPE-1': 0 },
    });
    expect((await get('BRANCH=GDL-ZAPOPAN&SKUS=ADV-200')).json().UNITS).toEqual({ 'ADV-200': 4 });
  });

  it('refuses an unknown or closed branch by name, and bad lists in Spanish, with no 500', async () => {
    for (const branch of ['GDL-NADA', 'GDL-CERRADA']) {
      const res = await get(`BRANCH=${branch}&SKUS=OTC-1`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ ok: false, errors: `No encontramos la sucursal ${branch}` });
    }
    const tooMany = Array.from({ length: 101 }, (_, i) => `SKU-${i}`).join(',');
    for (const query of [
      'BRANCH=GDL-CENTRO&SKUS=',
      'BRANCH=GDL-CENTRO&SKUS=,,',
      `BRANCH=GDL-CENTRO&SKUS=${tooMany}`,
      'BRANCH=GDL-CENTRO&SKUS=a%20b',
    ]) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors).toContain('Indica de 1 a 100 claves de producto (SKU) separadas por comas');
    }
    const badBranch = await get("BRANCH=x'--&SKUS=OTC-1");
    expect(badBranch.statusCode).toBe(400);
    expect(badBranch.json().errors).toContain('La clave de sucursal no es válida');
    expect((await get('SKUS=OTC-1')).statusCode).toBe(400);
  });

  it('lists on home only the promotions in effect today, however they were made', async () => {
    const home = (await t.app.inject({ url: '/api/catalogue/home' })).json<{ promotions: { SKU: string; SOY_TU_FAN_JSON: string }[] }>();
    expect(home.promotions.map((p) => [p.SKU, JSON.parse(p.SOY_TU_FAN_JSON)])).toEqual([['PROMO-NOW', { type: 'PERCENT', percent: 15 }]]);
  });

  it('lists the newest promotions first, so one set today shows even when more than twelve are in effect', async () => {
    for (let i = 1; i <= 12; i++) {
      await buildProduct(t.db, {
        sku: `PROMO-OLD-${i}`,
        name: `Antigripal ${String(i).padStart(2, '0')}`,
        promotion: { type: 'NXM', n: 3, m: 2 },
      });
    }
    await buildProduct(t.db, { sku: 'PROMO-ZINC', name: 'Zinc 50 mg', promotion: { type: 'PERCENT', percent: 10 } });
    const home = (await t.app.inject({ url: '/api/catalogue/home' })).json<{ promotions: { SKU: string }[] }>();
    expect(home.promotions).toHaveLength(12);
    expect(home.promotions[0]!.SKU).toBe('PROMO-ZINC');
  });
});
