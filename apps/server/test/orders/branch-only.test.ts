import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { cartLines, carts, orders, stock } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { setStock, signedInCustomer } from '../helpers/customers';
import { seedSmallDataset } from '../helpers/dataset';
import { buildProduct } from '../helpers/factories';
import { engines } from '../helpers/test-database';

async function seed(db: Database) {
  await seedSmallDataset(db);
  await buildProduct(db, { sku: 'G3-CLONA', name: 'Clonazepam 2 mg', price: '189.00', medicineGroup: 3, requiresPrescription: true });
  await buildProduct(db, { sku: 'G1-MORF', name: 'Morfina 10 mg', price: '300.00', medicineGroup: 1, requiresPrescription: true });
  await buildProduct(db, {
    sku: 'G4-AMOX',
    name: 'Amoxicilina 500 mg',
    price: '65.00',
    medicineGroup: 4,
    antibiotic: true,
    requiresPrescription: true,
  });
  await buildProduct(db, { sku: 'G6-PARA', name: 'Paracetamol 500 mg', price: '30.00', medicineGroup: 6 });
  await buildProduct(db, { sku: 'NO-MED', name: 'Jabón neutro', price: '25.00' });
  for (const branch of ['GDL-CENTRO', 'GDL-ZAPOPAN'])
    for (const sku of ['G3-CLONA', 'G1-MORF', 'G4-AMOX', 'G6-PARA', 'NO-MED']) await setStock(db, branch, sku, 10);
}

/** Groups I–III are sold only at a branch (issue 34): the cart and checkout refuse them whatever the client sends. */
describe.each(engines)('branch-only medicines on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ engine, seed });
  });
  afterAll(() => t?.close());

  const call = async (action: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/orders/${action}`, payload });
    return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
  };
  const stockOf = async (sku: string) =>
    (
      await t.db
        .select({ units: stock.units })
        .from(stock)
        .where(and(eq(stock.branch, 'GDL-ZAPOPAN'), eq(stock.sku, sku)))
    )[0]?.units;

  it('the product answers carry the group and the antibiotic flag', async () => {
    const detail = (sku: string) => t.app.inject({ method: 'GET', url: `/api/catalogue/products/${sku}` }).then((r) => r.json());
    expect(await detail('G3-CLONA')).toMatchObject({ product: { MEDICINE_GROUP: 3, ANTIBIOTIC: false, REQUIRES_PRESCRIPTION: true } });
    expect(await detail('G4-AMOX')).toMatchObject({ product: { MEDICINE_GROUP: 4, ANTIBIOTIC: true } });
    expect(await detail('NO-MED')).toMatchObject({ product: { MEDICINE_GROUP: null, ANTIBIOTIC: false } });
    const list = (await t.app.inject({ method: 'GET', url: '/api/catalogue/products?q=Clonazepam' })).json();
    const listed = (list.products as { SKU: string }[]).find((p) => p.SKU === 'G3-CLONA');
    expect(listed).toMatchObject({ MEDICINE_GROUP: 3, ANTIBIOTIC: false });
  });

  it.each([
    ['G3-CLONA', 'Clonazepam 2 mg', 'III'],
    ['G1-MORF', 'Morfina 10 mg', 'I'],
  ])('refuses adding %s to the cart, with or without an open cart', async (SKU, name, group) => {
    const fresh = await signedInCustomer(t.db, ['45010']);
    const message = `«${name}» solo se vende en sucursal con la receta original (grupo ${group}); no se puede pedir en línea`;
    // No open cart yet: the transaction's path.
    expect(await call('shoppingCartAddProduct', { token: fresh.token, SKU })).toEqual({
      status: 409,
      body: { ok: false, errors: message },
    });
    // An open cart: the one-statement path.
    expect((await call('shoppingCartAddProduct', { token: fresh.token, SKU: 'G6-PARA' })).status).toBe(200);
    expect(await call('shoppingCartAddProduct', { token: fresh.token, SKU })).toEqual({
      status: 409,
      body: { ok: false, errors: message },
    });
    expect((await call('shoppingCartUpdateProductUnits', { token: fresh.token, SKU, UNITS: 2 })).status).toBe(409);
    const cart = (await call('shoppingCart', { token: fresh.token })).body.shoppingCart as { products: { SKU: string }[] };
    expect(cart.products.map((p) => p.SKU)).toEqual(['G6-PARA']);
  });

  it('group IV, V–VI and non-medicines still go into the cart, flagged', async () => {
    const c = await signedInCustomer(t.db, ['45010']);
    for (const SKU of ['G4-AMOX', 'G6-PARA', 'NO-MED'])
      expect((await call('shoppingCartAddProduct', { token: c.token, SKU })).status).toBe(200);
    const cart = (await call('shoppingCart', { token: c.token })).body.shoppingCart as { products: object[] };
    expect(cart.products).toEqual([
      expect.objectContaining({ SKU: 'G4-AMOX', MEDICINE_GROUP: 4, ANTIBIOTIC: true, BRANCH_ONLY: false }),
      expect.objectContaining({ SKU: 'G6-PARA', MEDICINE_GROUP: 6, ANTIBIOTIC: false, BRANCH_ONLY: false }),
      expect.objectContaining({ SKU: 'NO-MED', MEDICINE_GROUP: null, ANTIBIOTIC: false, BRANCH_ONLY: false }),
    ]);
  });

  it('checkout refuses a cart holding a group I–III line (written behind the client’s back), naming them', async () => {
    const c = await signedInCustomer(t.db, ['45010']);
    expect((await call('shoppingCartAddProduct', { token: c.token, SKU: 'G6-PARA' })).status).toBe(200);
    const [cart] = await t.db
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.accountId, c.accountId), eq(carts.status, 'open')));
    // As if the product had been added before its group was set, or by a client that skipped the cart's check.
    await t.db.insert(cartLines).values([
      { cartId: cart!.id, sku: 'G3-CLONA', units: 1 },
      { cartId: cart!.id, sku: 'G1-MORF', units: 2 },
    ]);
    const shown = (await call('shoppingCart', { token: c.token })).body.shoppingCart as {
      products: { SKU: string; BRANCH_ONLY: boolean }[];
    };
    expect(shown.products.filter((p) => p.BRANCH_ONLY).map((p) => p.SKU)).toEqual(['G1-MORF', 'G3-CLONA']);
    const before = await stockOf('G6-PARA');
    const res = await call('shoppingCartFinish', { token: c.token, PHONE: c.phone, ADDRESS_ID: c.addressIds[0], CART_ID: cart!.id });
    expect(res).toEqual({
      status: 409,
      body: {
        ok: false,
        errors:
          'Estos medicamentos solo se venden en sucursal con la receta original: «Morfina 10 mg», «Clonazepam 2 mg». Quítalos del carrito para continuar.',
      },
    });
    expect(await stockOf('G6-PARA')).toBe(before);
    expect(await t.db.select().from(orders).where(eq(orders.accountId, c.accountId))).toEqual([]);
    // Removed, the rest goes through.
    for (const SKU of ['G3-CLONA', 'G1-MORF'])
      expect((await call('shoppingCartUpdateProductUnits', { token: c.token, SKU, UNITS: 0 })).status).toBe(200);
    const ok = await call('shoppingCartFinish', { token: c.token, PHONE: c.phone, ADDRESS_ID: c.addressIds[0] });
    expect(ok.status).toBe(200);
    expect(await stockOf('G6-PARA')).toBe(before! - 1);
  });
});
