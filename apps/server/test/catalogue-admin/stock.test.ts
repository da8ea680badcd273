import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { stock, stockMovements } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { personWith } from '../helpers/back-office';
import { setStock, signedInCustomer } from '../helpers/customers';
import { seedSmallDataset } from '../helpers/dataset';
import { buildProduct } from '../helpers/factories';
import { engines } from '../helpers/test-database';
import { adminCall } from './helpers';

async function seed(db: Database) {
  await seedSmallDataset(db);
  await buildProduct(db, { sku: 'RACE-ADD', name: 'Gasas estériles', price: '12.00' });
  await buildProduct(db, { sku: 'RACE-SET', name: 'Vendas elásticas', price: '20.00' });
  await buildProduct(db, { sku: 'PLAIN', name: 'Termómetro digital', price: '99.00' });
  await setStock(db, 'GDL-CENTRO', 'RACE-ADD', 50);
  await setStock(db, 'GDL-CENTRO', 'RACE-SET', 50);
}

describe.each(engines)('catalogue back office: stock per branch on %s', (engine) => {
  let t: TestApp;
  let token: string;
  const units = async (sku: string) =>
    (
      await t.db
        .select({ units: stock.units })
        .from(stock)
        .where(and(eq(stock.branch, 'GDL-CENTRO'), eq(stock.sku, sku)))
    )[0]?.units;

  beforeAll(async () => {
    t = await buildTestApp({ engine, seed });
    token = (await personWith(t.db, ['CATALOGUE'])).token;
  });
  afterAll(() => t.close());

  /** 20 customers, each with one unit of `sku` in the cart, all finishing at once with one adjustment. */
  async function race(sku: string, adjustment: object) {
    const buyers = await Promise.all(Array.from({ length: 20 }, () => signedInCustomer(t.db)));
    for (const b of buyers)
      await t.app.inject({ method: 'POST', url: '/api/orders/shoppingCartAddProduct', payload: { token: b.token, SKU: sku } });
    const finishes = buyers.map((b) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders/shoppingCartFinish',
        payload: { token: b.token, PHONE: b.phone, ADDRESS_ID: b.addressIds[0] },
      }),
    );
    const adjust = adminCall(t.app, token, 'stock/adjust', {
      BRANCH: 'GDL-CENTRO',
      SKU: sku,
      REASON: 'Recepción de pedido',
      ...adjustment,
    });
    const [answer, ...sales] = await Promise.all([adjust, ...finishes]);
    expect(sales.map((s) => s.statusCode)).toEqual(Array(20).fill(200));
    expect(answer!.statusCode).toBe(200);
    return answer!.json().movement as { UNITS_BEFORE: number; UNITS_AFTER: number };
  }

  it('an ADD racing 20 checkouts loses neither: 50 + 100 - 20', async () => {
    const movement = await race('RACE-ADD', { KIND: 'ADD', UNITS: 100 });
    expect(movement.UNITS_AFTER - movement.UNITS_BEFORE).toBe(100);
    expect(await units('RACE-ADD')).toBe(130);
  });

  it('a SET racing 20 checkouts is the count from then on: the sales after it come out of it', async () => {
    const movement = await race('RACE-SET', { KIND: 'SET', UNITS: 40 });
    const soldBefore = 50 - movement.UNITS_BEFORE;
    expect(movement.UNITS_AFTER).toBe(40);
    expect(await units('RACE-SET')).toBe(40 - (20 - soldBefore));
  });

  it('never goes negative, needs a reason and a known branch and product, and keeps a history', async () => {
    const adjust = (body: object) =>
      adminCall(t.app, token, 'stock/adjust', { BRANCH: 'GDL-CENTRO', SKU: 'PLAIN', REASON: 'Conteo', ...body });
    expect((await adjust({ KIND: 'SET', UNITS: 5 })).json().movement).toMatchObject({ UNITS_BEFORE: 0, UNITS_AFTER: 5, KIND: 'SET' });
    const negative = await adjust({ KIND: 'ADD', UNITS: -6 });
    expect(negative.statusCode).toBe(409);
    expect(negative.json()).toEqual({ ok: false, errors: 'Las existencias no pueden quedar negativas: hay 5 y el ajuste deja -1' });
    expect((await adjust({ KIND: 'SET', UNITS: -1 })).statusCode).toBe(409);
    expect((await adjust({ KIND: 'ADD', UNITS: 3, REASON: '  ' })).json()).toEqual({ ok: false, errors: 'Escribe el motivo del ajuste' });
    expect((await adjust({ KIND: 'ADD', UNITS: 3, BRANCH: 'NO-EXISTE' })).json()).toEqual({
      ok: false,
      errors: 'No existe la sucursal NO-EXISTE',
    });
    expect((await adjust({ KIND: 'ADD', UNITS: 3, SKU: 'NO-EXISTE' })).statusCode).toBe(404);
    expect((await adjust({ KIND: 'ADD', UNITS: -2, REASON: 'Merma' })).json().movement.UNITS_AFTER).toBe(3);
    expect(await units('PLAIN')).toBe(3);
    const history = await adminCall(t.app, token, 'stock/history', { SKU: 'PLAIN' });
    expect(
      history.json().movements.map((m: { KIND: string; UNITS_AFTER: number; REASON: string }) => [m.KIND, m.UNITS_AFTER, m.REASON]),
    ).toEqual([
      ['ADD', 3, 'Merma'],
      ['SET', 5, 'Conteo'],
    ]);
    expect(await t.db.select().from(stockMovements).where(eq(stockMovements.sku, 'PLAIN'))).toHaveLength(2);
    const grid = (await adminCall(t.app, token, 'stock/grid', { QUERY: 'termómetro' })).json();
    expect(grid.branches.map((b: { CODE: string }) => b.CODE)).toEqual(['GDL-CENTRO', 'GDL-ZAPOPAN', 'GDL-CERRADA']);
    expect(grid.rows).toEqual([{ SKU: 'PLAIN', NAME: 'Termómetro digital', UNITS: [3, 0, 0] }]);
  });

  it('refuses an ADD past what the units column holds as a 409, not a 500 (issue 30)', async () => {
    await setStock(t.db, 'GDL-ZAPOPAN', 'PLAIN', 2_147_483_640);
    const adjust = (UNITS: number) =>
      adminCall(t.app, token, 'stock/adjust', { BRANCH: 'GDL-ZAPOPAN', SKU: 'PLAIN', REASON: 'Recepción', KIND: 'ADD', UNITS });
    const over = await adjust(10);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      ok: false,
      errors: 'Las existencias no pueden pasar de 2147483647: hay 2147483640 y el ajuste deja 2147483650',
    });
    expect((await adjust(7)).json().movement).toMatchObject({ UNITS_BEFORE: 2_147_483_640, UNITS_AFTER: 2_147_483_647 });
  });
});
