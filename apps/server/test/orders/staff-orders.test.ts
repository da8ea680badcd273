import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { todayInMexico } from '@mostrador/shared/format/date';
import type { Database } from '../../src/db/client';
import { accountAccess, staffAssignments, stock } from '../../src/db/schema/index';
import { createOrderEvents, type OrderEvent } from '../../src/modules/orders/order-events';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { setStock, signedInCustomer } from '../helpers/customers';
import { seedSmallDataset } from '../helpers/dataset';
import { buildProduct } from '../helpers/factories';
import { packEveryLine } from '../helpers/pack-order';
import { engines } from '../helpers/test-database';

async function seed(db: Database) {
  await seedSmallDataset(db);
  await buildProduct(db, { sku: 'P-GEL', name: 'Gel antibacterial 250 ml', price: '39.90' });
  await setStock(db, 'GDL-CENTRO', 'P-GEL', 100);
}

describe.each(engines)('orders for branch staff on %s', (engine) => {
  let t: TestApp;
  const published: OrderEvent[] = [];
  const events = createOrderEvents();
  events.subscribe((e) => published.push(e));
  type Staff = { token: string; branchToken: string; accountId: number };
  let centro: Staff;
  let zapopan: Staff;
  let admin: Staff;
  const today = todayInMexico();

  beforeAll(async () => {
    t = await buildTestApp({ engine, seed, orderEvents: events });
    centro = await staffOf('GDL-CENTRO', 'centro@demo.mostrador.mx', ['BRANCH_STAFF']);
    zapopan = await staffOf('GDL-ZAPOPAN', 'zapopan@demo.mostrador.mx', ['BRANCH_STAFF']);
    admin = await staffOf('GDL-CENTRO', 'admin@demo.mostrador.mx', ['ALL_BRANCHES']);
  });
  afterAll(() => t?.close());

  /** A staff member signed in with phone and password, then with the demo Google stand-in. */
  async function staffOf(branch: string, email: string, access: string[]): Promise<Staff> {
    const person = await signedInCustomer(t.db);
    await t.db.insert(accountAccess).values(access.map((a) => ({ accountId: person.accountId, access: a })));
    await t.db.insert(staffAssignments).values({ email, branch, accountPhone: person.phone });
    const { id_token } = (await t.app.inject({ method: 'POST', url: '/api/dev/idp/token', payload: { email } })).json<{
      id_token: string;
    }>();
    const res = await t.app.inject({ method: 'POST', url: '/api/login/google', payload: { token: person.token, google_token: id_token } });
    return { token: person.token, branchToken: res.json<{ branchToken: string }>().branchToken, accountId: person.accountId };
  }
  const call = async (action: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/orders/${action}`, payload });
    return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
  };
  const placeOrder = async () => {
    const c = await signedInCustomer(t.db);
    await call('shoppingCartUpdateProductUnits', { token: c.token, SKU: 'P-GEL', UNITS: 2 });
    const id = (
      (await call('shoppingCartFinish', { token: c.token, PHONE: c.phone, ADDRESS_ID: c.addressIds[0] })).body.orderDetails as {
        ID: number;
      }
    ).ID;
    return { id, customer: c };
  };
  const as = (s: Staff) => ({ token: s.token, branchToken: s.branchToken });
  const gel = async () =>
    (
      await t.db
        .select({ units: stock.units })
        .from(stock)
        .where(and(eq(stock.branch, 'GDL-CENTRO'), eq(stock.sku, 'P-GEL')))
    )[0]?.units;

  it("lists the day's orders of the token's own branch; another branch only with ALL_BRANCHES", async () => {
    const { id } = await placeOrder();
    const mine = await call('lastOrders', { ...as(centro), DATE_START: today, DATE_END: today });
    expect((mine.body.orders as { ID: number; BRANCH: string }[]).map((o) => [o.ID, o.BRANCH])).toContainEqual([id, 'GDL-CENTRO']);
    // The branch's list names the customer (a customer's own list leaves the field out).
    expect((mine.body.orders as { ID: number; CUSTOMER_NAME?: string }[]).find((o) => o.ID === id)?.CUSTOMER_NAME).toMatch(/^Cliente \d+$/);
    expect(((await call('lastOrders', { ...as(zapopan), DATE_START: today, DATE_END: today })).body.orders as unknown[]).length).toBe(0);
    expect((await call('lastOrders', { ...as(zapopan), BRANCH: 'GDL-CENTRO', DATE_START: today, DATE_END: today })).status).toBe(403);
    expect((await call('lastOrders', { ...as(admin), BRANCH: 'GDL-ZAPOPAN', DATE_START: today, DATE_END: today })).status).toBe(200);
    // A branch token works only with the session it was issued to.
    expect(await call('lastOrders', { token: zapopan.token, branchToken: centro.branchToken, DATE_START: today, DATE_END: today })).toEqual(
      {
        status: 403,
        body: { ok: false, errors: 'Inicia sesión en tu sucursal con Google para conectar el monitor' },
      },
    );
  });

  it('starts stocking with notes, dispatches and delivers along the table; the customer is told each time', async () => {
    const { id, customer } = await placeOrder();
    expect(await call('orderStartStocking', { ...as(zapopan), ORDER_ID: id })).toEqual({
      status: 404,
      body: { ok: false, errors: `no se encontraron registros para el folio: ${id}` },
    });
    expect((await call('orderDelivered', { ...as(centro), ORDER_ID: id })).body.errors).toBe(
      'No se puede cambiar el pedido de «Pendiente» a «Entregado»',
    );
    published.length = 0;
    const stocking = await call('orderStartStocking', { ...as(centro), ORDER_ID: id, NOTES: 'Falta una pieza, se surte de almacén' });
    expect(stocking.status).toBe(200);
    expect(stocking.body.orderDetails).toMatchObject({ ID: id, ID_STATUS: 2 });
    expect((stocking.body.orderDetails as { HISTORY: unknown[] }).HISTORY.at(-1)).toMatchObject({
      FROM: 1,
      TO: 2,
      BY: expect.stringMatching(/^Sucursal: /),
      NOTES: 'Falta una pieza, se surte de almacén',
    });
    expect(published).toEqual([
      { type: 'ORDER_STATUS', branch: 'GDL-CENTRO', customerId: customer.accountId, orderDetails: { ID: id, ID_STATUS: 2 } },
    ]);
    expect((await call('orderStartStocking', { ...as(centro), ORDER_ID: id })).body.errors).toBe(
      'No se puede cambiar el pedido de «Surtiendo» a «Surtiendo»',
    );
    await packEveryLine(t.app, as(centro), id);
    expect((await call('orderDispatch', { ...as(centro), ORDER_ID: id })).body.orderDetails).toMatchObject({ ID_STATUS: 3 });
    expect((await call('orderDelivered', { ...as(centro), ORDER_ID: id })).body.orderDetails).toMatchObject({ ID_STATUS: 4 });
    expect(
      (await call('orderCancelByUser', { ...as(centro), ORDER_ID: id, CUSTOMER_ID: customer.accountId, NOTES: 'Sin existencias' })).status,
    ).toBe(409);
    // The branch reads its order's detail with its branch token; another branch does not.
    const byBranch = await call('orderDetails', { ...as(centro), ORDER_ID: id });
    expect(byBranch.status).toBe(200);
    expect((await call('orderDetails', { ...as(zapopan), ORDER_ID: id })).status).toBe(404);
    // Who moved the order: the staff read the employee's name, the customer their own and «Sucursal».
    const by = (body: Record<string, unknown>) => (body.orderDetails as { HISTORY: { BY: string }[] }).HISTORY.map((h) => h.BY);
    expect(by(byBranch.body).slice(1)).toEqual(Array(3).fill(expect.stringMatching(/^Sucursal: \S/)));
    expect(by((await call('orderDetails', { token: customer.token, ORDER_ID: id })).body)).toEqual([
      expect.stringMatching(/^Cliente: \S/),
      'Sucursal',
      'Sucursal',
      'Sucursal',
    ]);
  });

  it('cancels on behalf of the named customer only, returning the stock', async () => {
    const { id, customer } = await placeOrder();
    const before = await gel();
    expect(
      (await call('orderCancelByUser', { ...as(centro), ORDER_ID: id, CUSTOMER_ID: customer.accountId + 1000, NOTES: 'Sin existencias' }))
        .status,
    ).toBe(404);
    // No reason, or only spaces: refused in Spanish, and the order is untouched.
    for (const NOTES of [undefined, '   ']) {
      const refused = await call('orderCancelByUser', { ...as(centro), ORDER_ID: id, CUSTOMER_ID: customer.accountId, NOTES });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toContain('Escribe el motivo de la cancelación; el cliente lo verá');
    }
    expect(
      await call('orderCancelByUser', { ...as(centro), ORDER_ID: id, CUSTOMER_ID: customer.accountId, NOTES: 'El cliente llamó' }),
    ).toEqual({
      status: 200,
      body: {
        ok: true,
        SQLresponse: [{ RESPONSE: `El pedido con folio ${id} fue cancelado por la sucursal a nombre del cliente`, ID: id, ID_STATUS: 6 }],
      },
    });
    expect(await gel()).toBe((before ?? 0) + 2);
  });

  it('needs the session, a branch token and valid fields', async () => {
    expect((await call('orderStartStocking', { token: 'inventado', branchToken: centro.branchToken, ORDER_ID: 1 })).status).toBe(401);
    expect((await call('orderStartStocking', { token: centro.token, ORDER_ID: 1 })).status).toBe(400);
    expect((await call('lastOrders', { ...as(centro), DATE_START: today, DATE_END: '2020-01-01' })).status).toBe(400);
  });
});
