import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { orders, stock } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { setStock, signedInCustomer } from '../helpers/customers';
import { seedSmallDataset } from '../helpers/dataset';
import { buildProduct } from '../helpers/factories';

// Real concurrency needs real connections: PGlite runs one statement at a time, PostgreSQL does not.
const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

async function seed(db: Database) {
  await seedSmallDataset(db);
  await buildProduct(db, { sku: 'P-ONE', name: 'Cubrebocas KN95', price: '15.00' });
  await buildProduct(db, { sku: 'P-MANY', name: 'Alcohol 70% 500 ml', price: '32.00' });
  await setStock(db, 'GDL-CENTRO', 'P-ONE', 5);
  await setStock(db, 'GDL-CENTRO', 'P-MANY', 1000);
}

describeOnPostgres('checkout under concurrency on postgres', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ engine: 'postgres', seed });
  });
  afterAll(() => t?.close());

  const call = async (action: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/orders/${action}`, payload });
    return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
  };

  it('50 concurrent finishes of one cart make exactly one order, and every caller gets its ID', async () => {
    const c = await signedInCustomer(t.db);
    await call('shoppingCartUpdateProductUnits', { token: c.token, SKU: 'P-MANY', UNITS: 2 });
    const cartId = ((await call('shoppingCart', { token: c.token })).body.shoppingCart as { ID: number }).ID;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call('shoppingCartFinish', { token: c.token, PHONE: c.phone, ADDRESS_ID: c.addressIds[0], CART_ID: cartId }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const ids = new Set(answers.map((a) => (a.body.orderDetails as { ID: number }).ID));
    expect(ids.size).toBe(1);
    expect(await t.db.select({ id: orders.id }).from(orders).where(eq(orders.accountId, c.accountId))).toEqual([{ id: [...ids][0] }]);
    const [left] = await t.db
      .select({ units: stock.units })
      .from(stock)
      .where(and(eq(stock.branch, 'GDL-CENTRO'), eq(stock.sku, 'P-MANY')));
    expect(left?.units).toBe(998);
  });

  it('50 buyers racing for 5 units: exactly 5 orders, the rest told in Spanish, stock never below 0', async () => {
    const buyers = await Promise.all(Array.from({ length: 50 }, () => signedInCustomer(t.db)));
    for (const b of buyers) await call('shoppingCartAddProduct', { token: b.token, SKU: 'P-ONE' });
    const answers = await Promise.all(
      buyers.map((b) => call('shoppingCartFinish', { token: b.token, PHONE: b.phone, ADDRESS_ID: b.addressIds[0] })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(45);
    for (const r of refused) {
      expect(r).toEqual({ status: 409, body: { ok: false, errors: expect.stringContaining('Cubrebocas KN95 (disponibles: 0)') } });
    }
    const [left] = await t.db
      .select({ units: stock.units })
      .from(stock)
      .where(and(eq(stock.branch, 'GDL-CENTRO'), eq(stock.sku, 'P-ONE')));
    expect(left?.units).toBe(0);
  });
});
