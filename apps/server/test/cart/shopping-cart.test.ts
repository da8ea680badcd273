import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShoppingCartResponseSchema } from '@mostrador/shared/schemas/cart';
import type { Database } from '../../src/db/client';
import { cartLines } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { seedSmallDataset } from '../helpers/dataset';
import { buildProduct } from '../helpers/factories';
import { identityClient, nextPhone } from '../helpers/identity';
import { engines } from '../helpers/test-database';

async function seed(db: Database) {
  await seedSmallDataset(db);
  await buildProduct(db, { sku: 'P-3X2', name: 'Suero oral 625 ml', price: '25.00', promotion: { type: 'NXM', n: 3, m: 2, label: '3x2' } });
  await buildProduct(db, {
    sku: 'P-10',
    name: 'Vitamina C 1 g 10 tabletas',
    price: '72.50',
    promotion: { type: 'PERCENT', percent: 10, label: '10% de descuento' },
  });
  await buildProduct(db, { sku: 'P-RX', name: 'Amoxicilina 500 mg', price: '65.00', requiresPrescription: true });
  await buildProduct(db, { sku: 'P-OFF', name: 'Descontinuado', price: '5.00', active: false });
}

describe.each(engines)('shopping cart on %s', (engine) => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  beforeAll(async () => {
    t = await buildTestApp({ engine, seed });
    token = (await identityClient(t.app).register(nextPhone(), 'Primera-Clave-1')).token;
    otherToken = (await identityClient(t.app).register(nextPhone(), 'Segunda-Clave-2')).token;
  });
  afterAll(() => t?.close());

  const call = async (action: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/orders/${action}`, payload });
    return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
  };
  const cartOf = async (action: string, payload: object) => {
    const res = await call(action, payload);
    expect(res.status).toBe(200);
    return ShoppingCartResponseSchema.parse(res.body).shoppingCart;
  };

  it('starts empty with its folio, and keeps the same folio', async () => {
    const first = await cartOf('shoppingCart', { token });
    expect(first).toMatchObject({ products: [], UNITS: 0, TOTAL: 0 });
    expect((await cartOf('shoppingCart', { token })).ID).toBe(first.ID);
    expect((await cartOf('shoppingCart', { token: otherToken })).ID).not.toBe(first.ID);
  });

  it('adds one unit at a time to the same line and applies promotions', async () => {
    for (let i = 0; i < 3; i++) await cartOf('shoppingCartAddProduct', { token, SKU: 'P-3X2', UNITS: 1 });
    const cart = await cartOf('shoppingCartAddProduct', { token, SKU: 'P-10' });
    expect(cart.products.map((p) => [p.SKU, p.UNITS, p.LINE_TOTAL, p.FREE_UNITS])).toEqual([
      ['P-3X2', 3, 50, 1],
      ['P-10', 1, 65.25, 0],
    ]);
    expect(cart).toMatchObject({ UNITS: 4, SUBTOTAL: 147.5, DISCOUNT: 32.25, TOTAL: 115.25 });
    expect(JSON.parse(cart.products[0]?.SOY_TU_FAN_JSON ?? 'null')).toMatchObject({ type: 'NXM', label: '3x2' });
    // Adding to the first line again: the answer is the whole cart, in the order lines were added.
    const again = await cartOf('shoppingCartAddProduct', { token, SKU: 'P-3X2' });
    expect(again.products.map((p) => [p.SKU, p.UNITS, p.NAME.length > 0, p.IMAGE.length > 0])).toEqual([
      ['P-3X2', 4, true, true],
      ['P-10', 1, true, true],
    ]);
    expect(again).toEqual(await cartOf('shoppingCart', { token }));
  });

  it('a first add with no cart yet opens one', async () => {
    const fresh = (await identityClient(t.app).register(nextPhone(), 'Cuarta-Clave-4')).token;
    const cart = await cartOf('shoppingCartAddProduct', { token: fresh, SKU: 'P-10' });
    expect(cart.products.map((p) => [p.SKU, p.UNITS])).toEqual([['P-10', 1]]);
    expect((await cartOf('shoppingCartAddProduct', { token: fresh, SKU: 'P-10' })).ID).toBe(cart.ID);
    expect((await call('shoppingCartAddProduct', { token: fresh, SKU: 'NO-EXISTE' })).status).toBe(404);
    expect((await cartOf('shoppingCart', { token: fresh })).products.map((p) => [p.SKU, p.UNITS])).toEqual([['P-10', 2]]);
  });

  it('sets units, treats negatives as 0 and removes the line at 0', async () => {
    expect((await cartOf('shoppingCartUpdateProductUnits', { token, SKU: 'P-3X2', UNITS: 5 })).products[0]).toMatchObject({
      UNITS: 5,
      LINE_TOTAL: 100,
    });
    const cart = await cartOf('shoppingCartUpdateProductUnits', { token, SKU: 'P-3X2', UNITS: -4 });
    expect(cart.products.map((p) => p.SKU)).toEqual(['P-10']);
  });

  it('the cart follows the customer to another device', async () => {
    const { token: secondDevice } = (await identityClient(t.app).login(cartPhone, 'Tercera-Clave-3')).json<{ token: string }>();
    expect((await cartOf('shoppingCart', { token: secondDevice })).products.map((p) => p.SKU)).toEqual(['P-RX']);
  });

  it('an unknown or inactive SKU is a Spanish 404 and changes nothing', async () => {
    const before = await t.db.select().from(cartLines);
    for (const SKU of ['NO-EXISTE', 'P-OFF']) {
      expect(await call('shoppingCartAddProduct', { token, SKU })).toEqual({
        status: 404,
        body: { ok: false, errors: `No encontramos el producto ${SKU}` },
      });
      expect((await call('shoppingCartUpdateProductUnits', { token, SKU, UNITS: 2 })).status).toBe(404);
    }
    expect(await t.db.select().from(cartLines)).toEqual(before);
  });

  it('needs a session, and refuses bad input in Spanish', async () => {
    expect(await call('shoppingCart', { token: 'inventado' })).toEqual({
      status: 401,
      body: { ok: false, errors: 'Tu sesión terminó; inicia sesión de nuevo' },
    });
    expect((await call('shoppingCartAddProduct', { token, SKU: 'P-10', UNITS: 2 })).status).toBe(400);
    expect(await call('shoppingCartUpdateProductUnits', { token, SKU: 'P-10', UNITS: 'dos' })).toEqual({
      status: 400,
      body: { ok: false, errors: 'El campo «Piezas» debe ser un número' },
    });
    expect(await call('shoppingCartUpdateProductUnits', { token, SKU: 'P-10', UNITS: 100 })).toEqual({
      status: 400,
      body: { ok: false, errors: 'Puedes llevar como máximo 99 piezas de un producto' },
    });
  });

  let cartPhone = '';
  beforeAll(async () => {
    cartPhone = nextPhone();
    const { token: first } = await identityClient(t.app).register(cartPhone, 'Tercera-Clave-3');
    await cartOf('shoppingCartAddProduct', { token: first, SKU: 'P-RX' });
  });
});
