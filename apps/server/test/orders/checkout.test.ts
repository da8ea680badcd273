import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { OrderDetailsResponseSchema } from '@mostrador/shared/schemas/orders';
import type { Database } from '../../src/db/client';
import { cartLines, carts, orders, stock } from '../../src/db/schema/index';
import { createOrderEvents, type OrderEvent } from '../../src/modules/orders/order-events';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { signedInCustomer, setStock } from '../helpers/customers';
import { seedSmallDataset } from '../helpers/dataset';
import { buildProduct } from '../helpers/factories';
import { prescriptionFor } from '../helpers/prescriptions';
import { engines } from '../helpers/test-database';

async function seed(db: Database) {
  await seedSmallDataset(db);
  await buildProduct(db, { sku: 'P-3X2', name: 'Suero oral 625 ml', price: '25.00', promotion: { type: 'NXM', n: 3, m: 2, label: '3x2' } });
  await buildProduct(db, { sku: 'P-VITC', name: 'Vitamina C 1 g', price: '72.50' });
  await buildProduct(db, { sku: 'P-RX', name: 'Amoxicilina 500 mg', price: '65.00', requiresPrescription: true });
  // The highest price the editor accepts (nine digits of pesos).
  await buildProduct(db, { sku: 'P-CARO', name: 'Equipo de hemodiálisis', price: '999999999.99', barcode: '7502999000017' });
  for (const branch of ['GDL-CENTRO', 'GDL-ZAPOPAN']) {
    for (const sku of ['P-3X2', 'P-VITC', 'P-RX']) await setStock(db, branch, sku, 10);
  }
  await setStock(db, 'GDL-CENTRO', 'P-CARO', 40);
}

describe.each(engines)('checkout on %s', (engine) => {
  let t: TestApp;
  const published: OrderEvent[] = [];
  const events = createOrderEvents();
  events.subscribe((e) => published.push(e));
  beforeAll(async () => {
    t = await buildTestApp({ engine, seed, orderEvents: events });
  });
  afterAll(() => t?.close());
  beforeEach(() => {
    published.length = 0;
  });

  const call = async (action: string, payload: object, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/orders/${action}`, payload, headers });
    return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
  };
  const fill = async (token: string, lines: Record<string, number>) => {
    for (const [SKU, UNITS] of Object.entries(lines))
      expect((await call('shoppingCartUpdateProductUnits', { token, SKU, UNITS })).status).toBe(200);
    return (await call('shoppingCart', { token })).body.shoppingCart as { ID: number };
  };
  const stockOf = async (branch: string, sku: string) =>
    (
      await t.db
        .select({ units: stock.units })
        .from(stock)
        .where(and(eq(stock.branch, branch), eq(stock.sku, sku)))
    )[0]?.units;

  it('finishes the cart into a pending order at the branch serving the postal code', async () => {
    const c = await signedInCustomer(t.db, ['45010']);
    const cart = await fill(c.token, { 'P-3X2': 3, 'P-VITC': 1 });
    const res = await call('shoppingCartFinish', {
      token: c.token,
      PHONE: '3312345678',
      ADDRESS_ID: c.addressIds[0],
      NOTES: 'Tocar el timbre',
      CASH_AMOUNT: 200,
    });
    expect(res.status).toBe(200);
    const { orderDetails, products } = OrderDetailsResponseSchema.parse(res.body);
    expect(orderDetails).toMatchObject({
      ID_STATUS: 1,
      BRANCH: 'GDL-ZAPOPAN',
      BRANCH_NAME: 'Zapopan',
      PHONE: '3312345678',
      NOTES: 'Tocar el timbre',
    });
    expect(orderDetails).toMatchObject({
      UNITS: 4,
      SUBTOTAL: 147.5,
      DISCOUNT: 25,
      TOTAL: 122.5,
      PAYMENT: 'EFECTIVO',
      CASH_AMOUNT: 200,
      PRESCRIPTION: null,
    });
    expect(orderDetails.ADDRESS).toMatchObject({ ID: c.addressIds[0], CODIGO_POSTAL: '45010', ALIAS: 'Casa 1' });
    expect(products.map((p) => [p.SKU, p.NAME, p.UNITS, p.PRICE, p.LINE_TOTAL, p.FREE_UNITS])).toEqual([
      ['P-3X2', 'Suero oral 625 ml', 3, 25, 50, 1],
      ['P-VITC', 'Vitamina C 1 g', 1, 72.5, 72.5, 0],
    ]);
    expect(orderDetails.HISTORY).toEqual([expect.objectContaining({ FROM: null, TO: 1, BY: expect.stringMatching(/^Cliente: /) })]);
    // "Soy tu fan": the sale, the benefit of the 3x2 and the member's points (1 per $10).
    expect(JSON.parse(orderDetails.SOY_TU_FAN_VENTA_JSON)).toMatchObject({
      FOLIO: orderDetails.ID,
      CARRITO: cart.ID,
      TOTAL: 122.5,
      PIEZAS: 4,
    });
    expect(JSON.parse(orderDetails.SOY_TU_FAN_BENEFICIOS_JSON)).toEqual([
      { SKU: 'P-3X2', NOMBRE: 'Suero oral 625 ml', PROMOCION: '3x2', PIEZAS_GRATIS: 1, AHORRO: 25 },
    ]);
    expect(JSON.parse(orderDetails.SOY_TU_FAN_BENEFICIOS_CUSTOMER)).toMatchObject({
      PUNTOS_GANADOS: 12,
      SALDO_PUNTOS: 12,
      SOCIO: expect.stringMatching(/^STF-\d{8}$/),
    });
    // Stock left the serving branch only; the cart closed and a new, empty one opened.
    expect([await stockOf('GDL-ZAPOPAN', 'P-3X2'), await stockOf('GDL-CENTRO', 'P-3X2')]).toEqual([7, 10]);
    const next = (await call('shoppingCart', { token: c.token })).body.shoppingCart as { ID: number; products: unknown[] };
    expect(next.ID).not.toBe(cart.ID);
    expect(next.products).toEqual([]);
    expect(published).toEqual([{ type: 'NEW_ORDER', branch: 'GDL-ZAPOPAN', customerId: c.accountId, orderDetails }]);
  });

  it('sends an address outside every delivery area to the default branch', async () => {
    const c = await signedInCustomer(t.db, ['99999']);
    await fill(c.token, { 'P-VITC': 1 });
    const res = await call('shoppingCartFinish', { token: c.token, PHONE: c.phone, ADDRESS_ID: c.addressIds[0], NOTES: '' });
    expect(res.body.orderDetails).toMatchObject({ BRANCH: 'GDL-CENTRO' });
  });

  it('finishing the same cart again, or with the same Idempotency-Key, gives the same order', async () => {
    const c = await signedInCustomer(t.db);
    const cart = await fill(c.token, { 'P-VITC': 2 });
    const request = { token: c.token, PHONE: c.phone, ADDRESS_ID: c.addressIds[0], CART_ID: cart.ID };
    const first = await call('shoppingCartFinish', request, { 'idempotency-key': 'pedido-123' });
    const again = await call('shoppingCartFinish', request);
    expect(again.status).toBe(200);
    expect((again.body.orderDetails as { ID: number }).ID).toBe((first.body.orderDetails as { ID: number }).ID);
    // A retry with the key after the cart changed still answers the first order.
    await fill(c.token, { 'P-3X2': 1 });
    const retried = await call('shoppingCartFinish', { ...request, CART_ID: undefined }, { 'idempotency-key': 'pedido-123' });
    expect((retried.body.orderDetails as { ID: number }).ID).toBe((first.body.orderDetails as { ID: number }).ID);
    expect(await t.db.select().from(orders).where(eq(orders.accountId, c.accountId))).toHaveLength(1);
    expect(await stockOf('GDL-CENTRO', 'P-VITC')).toBeGreaterThanOrEqual(0);
    expect(published.filter((e) => e.type === 'NEW_ORDER')).toHaveLength(1);
  });

  it('not enough stock names each product and its units, and changes nothing', async () => {
    const c = await signedInCustomer(t.db);
    await setStock(t.db, 'GDL-CENTRO', 'P-3X2', 2);
    await fill(c.token, { 'P-3X2': 5, 'P-VITC': 1 });
    const before = {
      stock: await t.db.select().from(stock),
      lines: await t.db.select().from(cartLines),
      carts: await t.db.select().from(carts),
      orders: await t.db.select().from(orders),
    };
    const res = await call('shoppingCartFinish', { token: c.token, PHONE: c.phone, ADDRESS_ID: c.addressIds[0] });
    expect(res).toEqual({
      status: 409,
      body: {
        ok: false,
        errors:
          'No hay suficientes existencias en la sucursal Centro: Suero oral 625 ml (disponibles: 2). Ajusta tu carrito e inténtalo de nuevo.',
      },
    });
    expect({
      stock: await t.db.select().from(stock),
      lines: await t.db.select().from(cartLines),
      carts: await t.db.select().from(carts),
      orders: await t.db.select().from(orders),
    }).toEqual(before);
    expect(published).toEqual([]);
    await setStock(t.db, 'GDL-CENTRO', 'P-3X2', 10);
  });

  it('asks for the doctor and cédula when the cart has a prescription product', async () => {
    const c = await signedInCustomer(t.db);
    await fill(c.token, { 'P-RX': 1 });
    const base = { token: c.token, PHONE: c.phone, ADDRESS_ID: c.addressIds[0] };
    expect(await call('shoppingCartFinish', base)).toEqual({
      status: 400,
      body: { ok: false, errors: 'Tu carrito lleva productos con receta: escribe el nombre del médico y su cédula profesional' },
    });
    expect((await call('shoppingCartFinish', { ...base, PRESCRIPTION: { DOCTOR_NAME: 'Dra. Ruiz', CEDULA: '12AB' } })).body.errors).toBe(
      'La cédula profesional tiene 7 u 8 dígitos',
    );
    const ok = await call('shoppingCartFinish', {
      ...base,
      PAYMENT: 'TARJETA',
      // Issue 34: the file and the doctor's address too (prescriptions/checkout.test.ts covers the refusals).
      PRESCRIPTION: await prescriptionFor(t.app, c.token),
    });
    expect(ok.body.orderDetails).toMatchObject({ PAYMENT: 'TARJETA', PRESCRIPTION: { DOCTOR_NAME: 'Dra. Ruiz', CEDULA: '1234567' } });
  });

  it('refuses in Spanish what it cannot deliver, writing nothing', async () => {
    const c = await signedInCustomer(t.db);
    const other = await signedInCustomer(t.db);
    const base = { token: c.token, PHONE: c.phone, ADDRESS_ID: c.addressIds[0] };
    expect((await call('shoppingCartFinish', base)).body.errors).toBe(
      'Tu carrito está vacío; agrega productos antes de terminar tu compra',
    );
    await fill(c.token, { 'P-VITC': 1 });
    expect((await call('shoppingCartFinish', { ...base, ADDRESS_ID: other.addressIds[0] })).body.errors).toBe(
      'Elige una de tus direcciones de entrega',
    );
    expect((await call('shoppingCartFinish', { ...base, CASH_AMOUNT: 50 })).body.errors).toBe(
      'El efectivo con el que pagas ($50.00) no cubre el total de $72.50',
    );
    expect((await call('shoppingCartFinish', { ...base, PAYMENT: 'TARJETA', CASH_AMOUNT: 100 })).status).toBe(400);
    expect((await call('shoppingCartFinish', { ...base, PHONE: '12' })).status).toBe(400);
    expect((await call('shoppingCartFinish', { ...base, PAYMENT: 'BITCOIN' })).status).toBe(400);
    expect((await call('shoppingCartFinish', { ...base, CART_ID: 999_999 })).body.errors).toBe(
      'No encontramos el carrito con folio 999999',
    );
    expect((await call('shoppingCartFinish', base, { 'idempotency-key': 'á'.repeat(3) })).body.errors).toBe(
      'El encabezado Idempotency-Key no es válido (de 1 a 200 caracteres visibles)',
    );
    expect((await call('shoppingCartFinish', { ...base, token: 'inventado' })).status).toBe(401);
    expect(await t.db.select().from(orders).where(eq(orders.accountId, c.accountId))).toEqual([]);
  });

  it('refuses an order whose amounts its columns cannot hold as a 400, not a 500 (issue 30)', async () => {
    const c = await signedInCustomer(t.db);
    await fill(c.token, { 'P-CARO': 11 });
    const res = await call('shoppingCartFinish', { token: c.token, PHONE: c.phone, ADDRESS_ID: c.addressIds[0], PAYMENT: 'TARJETA' });
    expect(res).toEqual({
      status: 400,
      body: { ok: false, errors: 'Un pedido puede sumar hasta $9,999,999,999.99; este suma $10,999,999,999.89. Quita productos' },
    });
    expect(await t.db.select().from(orders).where(eq(orders.accountId, c.accountId))).toEqual([]);
    expect(await stockOf('GDL-CENTRO', 'P-CARO')).toBe(40);
    // Ten fit; after three such orders the "soy tu fan" balance is past an int4, and a fourth still goes through.
    for (let i = 0; i < 4; i++) {
      await fill(c.token, { 'P-CARO': 10 });
      const ten = await call('shoppingCartFinish', { token: c.token, PHONE: c.phone, ADDRESS_ID: c.addressIds[0], PAYMENT: 'TARJETA' });
      expect(ten.status, JSON.stringify(ten.body)).toBe(200);
    }
    expect(await stockOf('GDL-CENTRO', 'P-CARO')).toBe(0);
  });

  it('answers a bad body, then a bad Idempotency-Key, before it looks at the session', async () => {
    const c = await signedInCustomer(t.db);
    const stranger = { token: 'inventado', PHONE: c.phone, ADDRESS_ID: c.addressIds[0] };
    const badBody = await call('shoppingCartFinish', { ...stranger, PAYMENT: 'BITCOIN' }, { 'idempotency-key': 'á' });
    expect(badBody.status).toBe(400);
    expect(badBody.body.errors).not.toBe('El encabezado Idempotency-Key no es válido (de 1 a 200 caracteres visibles)');
    const badKey = await call('shoppingCartFinish', stranger, { 'idempotency-key': 'á' });
    expect(badKey).toEqual({
      status: 400,
      body: { ok: false, errors: 'El encabezado Idempotency-Key no es válido (de 1 a 200 caracteres visibles)' },
    });
    const deadSession = await call('shoppingCartFinish', stranger, { 'idempotency-key': 'pedido-ok' });
    expect(deadSession).toEqual({ status: 401, body: { ok: false, errors: 'Tu sesión terminó; inicia sesión de nuevo' } });
  });
});
