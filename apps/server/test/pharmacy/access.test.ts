import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts } from '../../src/db/schema/index';
import { call, personWith } from '../helpers/back-office';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { signedInCustomer } from '../helpers/customers';
import { orderRow, pharmacyOrder } from '../helpers/pharmacy';
import { staffOf, type Staff } from '../helpers/picking';
import { AMOXI, GEL, seedPharmacy } from './setup';

type Queue = { orders: { ID: number; BRANCH: string; DOCTOR: unknown; lines: { SKU: string; NEEDS_PRESCRIPTION: boolean }[] }[] };

describe('pharmacist’s check: who may call it (issue 34, decision 071)', () => {
  let t: TestApp;
  let centro: Staff;

  beforeAll(async () => {
    t = await buildTestApp({ seed: seedPharmacy });
    centro = await staffOf(t, 'GDL-CENTRO', 'centro@demo.mostrador.mx');
  });
  afterAll(() => t.close());

  const reject = { REASON: 'La receta venció', ACTION: 'REMOVE_LINES' };

  it('answers the queue, oldest first with the lines that wait and the doctor, to pharmacists and admins only', async () => {
    const first = await pharmacyOrder(t, [
      { sku: AMOXI.sku, units: 1 },
      { sku: GEL.sku, units: 2 },
    ]);
    const second = await pharmacyOrder(t, [{ sku: AMOXI.sku, units: 1 }]);
    const pharmacist = await personWith(t.db, ['PHARMACIST']);
    const admin = await personWith(t.db, ['ADMIN']);
    for (const who of [pharmacist, admin]) {
      const res = await call(t.app, '/pharmacy/queue', who.token, { BRANCH: '' });
      expect(res.statusCode).toBe(200);
      const ids = res.json<Queue>().orders.map((o) => o.ID);
      expect(ids.indexOf(first.orderId)).toBeLessThan(ids.indexOf(second.orderId));
      const one = res.json<Queue>().orders.find((o) => o.ID === first.orderId)!;
      expect(one.BRANCH).toBe('GDL-CENTRO');
      expect(one.DOCTOR).toEqual({ DOCTOR_NAME: 'Dra. Ruiz', CEDULA: '1234567', DOCTOR_ADDRESS: 'Av. Hidalgo 100, Guadalajara' });
      expect(one.lines.map((l) => [l.SKU, l.NEEDS_PRESCRIPTION])).toEqual([
        [AMOXI.sku, true],
        [GEL.sku, false],
      ]);
    }
    const other = await call(t.app, '/pharmacy/queue', pharmacist.token, { BRANCH: 'GDL-ZAPOPAN' });
    expect(other.json<Queue>().orders).toEqual([]);
  });

  it('refuses customers, branch staff and support (403), a disabled or signed-out session (401); nothing changes', async () => {
    const { orderId, customer } = await pharmacyOrder(t, [{ sku: AMOXI.sku, units: 1 }]);
    const stranger = await signedInCustomer(t.db);
    const support = await personWith(t.db, ['CUSTOMER_SUPPORT']);
    const chain = await personWith(t.db, ['ALL_BRANCHES', 'BRANCH_STAFF']);
    const disabled = await personWith(t.db, ['PHARMACIST']);
    await t.db.update(accounts).set({ disabledAt: new Date() }).where(eq(accounts.id, disabled.accountId));
    const calls: [string, object][] = [
      ['/pharmacy/queue', { BRANCH: '' }],
      ['/pharmacy/approve', { ORDER_ID: orderId }],
      ['/pharmacy/reject', { ORDER_ID: orderId, ...reject }],
    ];
    for (const [url, body] of calls) {
      for (const [token, extra] of [
        [customer.token, {}],
        [stranger.token, {}],
        [centro.token, { branchToken: centro.branchToken }],
        [support.token, {}],
        [chain.token, {}],
      ] as [string, object][]) {
        const res = await call(t.app, url, token, { ...body, ...extra });
        expect(res.statusCode, `${url} ${token}`).toBe(403);
      }
      expect((await call(t.app, url, disabled.token, body)).statusCode).toBe(401);
      expect((await call(t.app, url, 'x'.repeat(40), body)).statusCode).toBe(401);
    }
    expect((await orderRow(t, orderId)).pharmacistCheck).toBe('pending');
  });

  it('lets a pharmacist and an admin decide', async () => {
    const pharmacist = await personWith(t.db, ['PHARMACIST']);
    const admin = await personWith(t.db, ['ADMIN']);
    for (const who of [pharmacist, admin]) {
      const a = await pharmacyOrder(t, [{ sku: AMOXI.sku, units: 1 }]);
      const res = await call(t.app, '/pharmacy/approve', who.token, { ORDER_ID: a.orderId });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        ok: true,
        RESPONSE: `Receta del pedido ${a.orderId} aprobada`,
        ORDER_ID: a.orderId,
        PHARMACIST_CHECK: 'approved',
        ID_STATUS: 1,
      });
      const r = await pharmacyOrder(t, [
        { sku: AMOXI.sku, units: 1 },
        { sku: GEL.sku, units: 1 },
      ]);
      const rejected = await call(t.app, '/pharmacy/reject', who.token, { ORDER_ID: r.orderId, ...reject });
      expect(rejected.statusCode).toBe(200);
      expect(rejected.json()).toMatchObject({ PHARMACIST_CHECK: 'rejected', ID_STATUS: 1 });
    }
  });

  it('reads a missing order as not found and refuses a bad reason or action in Spanish', async () => {
    const pharmacist = await personWith(t.db, ['PHARMACIST']);
    const missing = await call(t.app, '/pharmacy/approve', pharmacist.token, { ORDER_ID: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ ok: false, errors: 'No encontramos el pedido con folio 999999' });
    const { orderId } = await pharmacyOrder(t, [{ sku: AMOXI.sku, units: 1 }]);
    const empty = await call(t.app, '/pharmacy/reject', pharmacist.token, { ORDER_ID: orderId, REASON: '   ', ACTION: 'CANCEL_ORDER' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ errors: string }>().errors).toBe('Escribe el motivo del rechazo');
    const long = await call(t.app, '/pharmacy/reject', pharmacist.token, {
      ORDER_ID: orderId,
      REASON: 'x'.repeat(501),
      ACTION: 'CANCEL_ORDER',
    });
    expect(long.statusCode).toBe(400);
    const action = await call(t.app, '/pharmacy/reject', pharmacist.token, { ORDER_ID: orderId, REASON: 'No', ACTION: 'OTRA' });
    expect(action.statusCode).toBe(400);
    expect((await orderRow(t, orderId)).pharmacistCheck).toBe('pending');
  });
});
