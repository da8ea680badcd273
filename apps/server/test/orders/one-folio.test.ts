import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../src/db/client';
import { cartLines, carts, orders } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { setStock, signedInCustomer } from '../helpers/customers';
import { seedSmallDataset } from '../helpers/dataset';
import { buildProduct } from '../helpers/factories';
import { engines } from '../helpers/test-database';

// Issue 32: the customer sees one folio from cart to delivery (decision 055).
describe.each(engines)('one folio from cart to order on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      engine,
      seed: async (db) => {
        await seedSmallDataset(db);
        await buildProduct(db, { sku: 'P-FOLIO', name: 'Paracetamol 500 mg', price: '35.00' });
        await setStock(db, 'GDL-CENTRO', 'P-FOLIO', 50);
      },
    });
  });
  afterAll(() => t?.close());

  const call = async (action: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/orders/${action}`, payload });
    return { status: res.statusCode, body: res.json<Record<string, { ID: number }>>() };
  };
  const cartOf = async (token: string) => {
    expect((await call('shoppingCartUpdateProductUnits', { token, SKU: 'P-FOLIO', UNITS: 2 })).status).toBe(200);
    return (await call('shoppingCart', { token })).body.shoppingCart!.ID;
  };
  const finish = (token: string, addressId: number | undefined) =>
    call('shoppingCartFinish', { token, PHONE: '3312345678', ADDRESS_ID: addressId, NOTES: '' });

  it('gives the order the folio its cart showed, and the next cart a higher one', async () => {
    // Someone else's cart first: carts and orders no longer count in step.
    await cartOf((await signedInCustomer(t.db, ['44100'])).token);
    const c = await signedInCustomer(t.db, ['44100']);
    const folio = await cartOf(c.token);
    const placed = await finish(c.token, c.addressIds[0]);
    expect(placed.status).toBe(200);
    expect(placed.body.orderDetails!.ID).toBe(folio);
    expect(await cartOf(c.token)).toBeGreaterThan(folio);
  });

  it('migration 0020 moves an open cart off a folio an older order holds, and checkout then works', async () => {
    const older = await signedInCustomer(t.db, ['44100']);
    const oldFolio = await cartOf(older.token);
    expect((await finish(older.token, older.addressIds[0])).status).toBe(200);
    // Before 0020 orders numbered themselves: order `oldFolio` came from some other cart, and a
    // customer's open cart could hold that same number.
    const [otherCart] = await t.db.insert(carts).values({ accountId: older.accountId, status: 'closed' }).returning();
    await t.db.update(orders).set({ cartId: otherCart!.id }).where(eq(orders.id, oldFolio));
    await t.db.delete(carts).where(eq(carts.id, oldFolio));
    const shopper = await signedInCustomer(t.db, ['44100']);
    await t.db.insert(carts).values({ id: oldFolio, accountId: shopper.accountId });
    await t.db.insert(cartLines).values({ cartId: oldFolio, sku: 'P-FOLIO', units: 3 });
    await t.db.execute(sql`select setval(pg_get_serial_sequence('carts', 'id'), 1)`);

    const migration = await readFile(path.join(MIGRATIONS_DIR, '0020_order_folio_is_cart_id.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));

    const [moved] = await t.db.select().from(carts).where(eq(carts.accountId, shopper.accountId));
    expect(moved).toMatchObject({ status: 'open' });
    expect(moved!.id).toBeGreaterThan(otherCart!.id);
    expect(
      await t.db.select({ sku: cartLines.sku, units: cartLines.units }).from(cartLines).where(eq(cartLines.cartId, moved!.id)),
    ).toEqual([{ sku: 'P-FOLIO', units: 3 }]);
    const placed = await finish(shopper.token, shopper.addressIds[0]);
    expect(placed.status).toBe(200);
    expect(placed.body.orderDetails!.ID).toBe(moved!.id);
  });
});
