import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SupportCustomerResponse } from '@mostrador/shared/schemas/support';
import type { AuditListResponse } from '@mostrador/shared/schemas/admin';
import type { Database } from '../../src/db/client';
import { accounts, authFailures, staffAssignments } from '../../src/db/schema/index';
import { createOrderEvents, type OrderEvent } from '../../src/modules/orders/order-events';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, personWith } from '../helpers/back-office';
import { setStock, signedInCustomer } from '../helpers/customers';
import { seedSmallDataset } from '../helpers/dataset';
import { buildProduct } from '../helpers/factories';
import { engines } from '../helpers/test-database';

async function seed(db: Database) {
  await seedSmallDataset(db);
  await buildProduct(db, { sku: 'P-GEL', name: 'Gel antibacterial 250 ml', price: '39.90' });
  await setStock(db, 'GDL-CENTRO', 'P-GEL', 100);
}

describe.each(engines)('customer support on %s', (engine) => {
  let t: TestApp;
  let agent: Awaited<ReturnType<typeof personWith>>;
  let admin: Awaited<ReturnType<typeof personWith>>;
  const published: OrderEvent[] = [];
  const events = createOrderEvents();
  events.subscribe((e) => published.push(e));
  const support = (action: string, body: object) => call(t.app, `/support/${action}`, agent.token, body);

  beforeAll(async () => {
    t = await buildTestApp({ engine, seed, orderEvents: events });
    agent = await personWith(t.db, ['CUSTOMER_SUPPORT']);
    admin = await personWith(t.db, ['ADMIN']);
  });
  afterAll(() => t.close());

  const placeOrder = async (c: Awaited<ReturnType<typeof signedInCustomer>>) => {
    await t.app.inject({
      method: 'POST',
      url: '/api/orders/shoppingCartUpdateProductUnits',
      payload: { token: c.token, SKU: 'P-GEL', UNITS: 2 },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/shoppingCartFinish',
      payload: { token: c.token, PHONE: c.phone, ADDRESS_ID: c.addressIds[0] },
    });
    return res.json<{ orderDetails: { ID: number } }>().orderDetails.ID;
  };

  it('finds a customer by folio, phone or name, and shows everything support may see and nothing secret', async () => {
    const customer = await signedInCustomer(t.db);
    await t.db.update(accounts).set({ name: 'Rosa Íñiguez' }).where(eq(accounts.id, customer.accountId));
    const folio = await placeOrder(customer);
    await t.app.inject({
      method: 'POST',
      url: '/api/orders/shoppingCartUpdateProductUnits',
      payload: { token: customer.token, SKU: 'P-GEL', UNITS: 1 },
    });
    for (const QUERY of [String(folio), `folio ${folio}`, `Folio: ${folio}`, `#${folio}`, customer.phone, 'rosa iñi']) {
      const found = (await support('search', { QUERY })).json<{ customers: { ID: number; ORDER_ID: number | null }[] }>().customers;
      expect(found.map((c) => c.ID)).toContain(customer.accountId);
    }
    expect((await support('search', { QUERY: String(folio) })).json().customers[0]).toMatchObject({
      ID: customer.accountId,
      ORDER_ID: folio,
    });
    const view = await support('customer', { ACCOUNT_ID: customer.accountId });
    expect(view.statusCode).toBe(200);
    const body = view.json<SupportCustomerResponse>();
    expect(body.customer).toMatchObject({ NAME: 'Rosa Íñiguez', PHONE: customer.phone, DISABLED: false, SIGN_IN_WAIT_S: 0 });
    expect(body.addresses).toHaveLength(1);
    expect(body.cart?.products.map((p) => [p.SKU, p.UNITS])).toEqual([['P-GEL', 1]]);
    expect(body.orders.map((o) => o.ID)).toEqual([folio]);
    expect(body.orders[0]!.HISTORY).toHaveLength(1);
    // No password hash, session token or push subscription ever leaves.
    expect(view.body).not.toContain(customer.token);
    expect(view.body).not.toMatch(/password|hash|token|push/i);
  });

  it('cancels a pending order for the customer with a reason: history, live notice and audit row', async () => {
    const customer = await signedInCustomer(t.db);
    const folio = await placeOrder(customer);
    const noReason = await support('cancelOrder', { ORDER_ID: folio, REASON: 'ya' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toBe('Escribe el motivo (al menos 5 caracteres)');
    published.length = 0;
    const done = await support('cancelOrder', { ORDER_ID: folio, REASON: 'El cliente llamó: pidió por error' });
    expect(done.statusCode).toBe(200);
    expect(published).toContainEqual(
      expect.objectContaining({ type: 'ORDER_STATUS', customerId: customer.accountId, orderDetails: { ID: folio, ID_STATUS: 5 } }),
    );
    const order = (await support('customer', { ACCOUNT_ID: customer.accountId })).json<SupportCustomerResponse>().orders[0]!;
    expect(order.ID_STATUS).toBe(5);
    expect(order.HISTORY.at(-1)).toMatchObject({
      TO: 5,
      NOTES: 'El cliente llamó: pidió por error',
      BY: expect.stringMatching(/^Atención a clientes/),
    });
    const again = await support('cancelOrder', { ORDER_ID: folio, REASON: 'Otra vez por si acaso' });
    expect(again.statusCode).toBe(409);
    const trail = (await call(t.app, '/admin/audit/list', admin.token, { TARGET_ID: customer.accountId })).json<AuditListResponse>();
    expect(trail.entries).toEqual([
      expect.objectContaining({
        ACTION: 'support.orderCancelled',
        TARGET_ORDER_ID: folio,
        ACTOR_ID: agent.accountId,
        REASON: 'El cliente llamó: pidió por error',
      }),
    ]);
  });

  it('resends the current status notice, but not for an order that never moved', async () => {
    const customer = await signedInCustomer(t.db);
    const folio = await placeOrder(customer);
    expect((await support('resendStatus', { ORDER_ID: folio, REASON: 'No le llegó el aviso' })).statusCode).toBe(409);
    const branch = await personWith(t.db, ['BRANCH_STAFF']);
    await t.db
      .insert(staffAssignments)
      .values({ email: `b${branch.accountId}@farmacia.mx`, branch: 'GDL-CENTRO', accountPhone: branch.phone });
    const { id_token } = (
      await t.app.inject({ method: 'POST', url: '/api/dev/idp/token', payload: { email: `b${branch.accountId}@farmacia.mx` } })
    ).json();
    const login = (
      await t.app.inject({ method: 'POST', url: '/api/login/google', payload: { token: branch.token, google_token: id_token } })
    ).json();
    await t.app.inject({
      method: 'POST',
      url: '/api/orders/orderStartStocking',
      payload: { token: branch.token, branchToken: login.branchToken, ORDER_ID: folio },
    });
    published.length = 0;
    const resent = await support('resendStatus', { ORDER_ID: folio, REASON: 'No le llegó el aviso' });
    expect(resent.json()).toEqual({ ok: true, RESPONSE: `Reenviamos el aviso del pedido con folio ${folio}` });
    expect(published).toEqual([expect.objectContaining({ type: 'ORDER_STATUS', orderDetails: { ID: folio, ID_STATUS: 2 } })]);
  });

  it('keeps internal notes on the customer and their orders, never on another customer’s order', async () => {
    const customer = await signedInCustomer(t.db);
    const other = await signedInCustomer(t.db);
    const folio = await placeOrder(customer);
    const othersFolio = await placeOrder(other);
    expect((await support('addNote', { ACCOUNT_ID: customer.accountId, TEXT: 'Prefiere entregas por la tarde' })).statusCode).toBe(200);
    expect(
      (await support('addNote', { ACCOUNT_ID: customer.accountId, ORDER_ID: folio, TEXT: 'Confirmó dirección por teléfono' })).statusCode,
    ).toBe(200);
    expect(
      (await support('addNote', { ACCOUNT_ID: customer.accountId, ORDER_ID: othersFolio, TEXT: 'Esto no debe guardarse' })).statusCode,
    ).toBe(404);
    const notes = (await support('customer', { ACCOUNT_ID: customer.accountId })).json<SupportCustomerResponse>().notes;
    expect(notes.map((n) => [n.ORDER_ID, n.TEXT])).toEqual([
      [folio, 'Confirmó dirección por teléfono'],
      [null, 'Prefiere entregas por la tarde'],
    ]);
    // The customer's own view of the order carries no note.
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/orders/orderDetails',
      payload: { token: customer.token, ORDER_ID: folio },
    });
    expect(own.body).not.toContain('Confirmó dirección');
  });

  it('unlocks a sign-in throttled by wrong passwords and sends a recovery SMS', async () => {
    const customer = await signedInCustomer(t.db);
    const now = new Date();
    await t.db.insert(authFailures).values(Array.from({ length: 8 }, () => ({ kind: 'login', subject: customer.phone, at: now })));
    const locked = (await support('customer', { ACCOUNT_ID: customer.accountId })).json<SupportCustomerResponse>();
    expect(locked.customer.SIGN_IN_WAIT_S).toBeGreaterThan(0);
    const unlocked = await support('unlockSignIn', { ACCOUNT_ID: customer.accountId, REASON: 'Verificó su identidad por teléfono' });
    expect(unlocked.json().RESPONSE).toBe(`El inicio de sesión del ${customer.phone} quedó desbloqueado`);
    expect((await support('customer', { ACCOUNT_ID: customer.accountId })).json<SupportCustomerResponse>().customer.SIGN_IN_WAIT_S).toBe(0);
    const sent = await support('sendRecovery', { ACCOUNT_ID: customer.accountId, REASON: 'Olvidó su contraseña' });
    expect(sent.json().RESPONSE).toBe(`Enviamos un SMS de recuperación al ${customer.phone}`);
    const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?PHONE=${customer.phone}` });
    expect(outbox.json().messages).toHaveLength(1);
    // The phone's own limits still hold: a second send within the minute waits.
    const tooSoon = await support('sendRecovery', { ACCOUNT_ID: customer.accountId, REASON: 'Olvidó su contraseña' });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.headers['retry-after']).toBeDefined();
    const trail = (await call(t.app, '/admin/audit/list', admin.token, { TARGET_ID: customer.accountId })).json<AuditListResponse>();
    expect(trail.entries.map((e) => e.ACTION)).toEqual(['support.recoverySent', 'support.signInUnlocked']);
  });
});
