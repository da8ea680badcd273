import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pushOutbox } from '../../src/db/schema/index';
import { call, personWith } from '../helpers/back-office';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { startLocalPushService, type LocalPushService } from '../helpers/local-push-service';
import { pharmacyOrder } from '../helpers/pharmacy';
import { AMOXI, GEL, seedPharmacy } from './setup';

describe('pharmacist’s check: the customer’s push (issue 34, decision 071)', () => {
  let t: TestApp;
  let service: LocalPushService;

  beforeAll(async () => {
    service = await startLocalPushService();
    t = await buildTestApp({ seed: seedPharmacy, pushWorker: false });
  });
  afterAll(async () => {
    await t?.close();
    await service?.close();
  });

  const payloadsOf = async (orderId: number) =>
    (await t.db.select().from(pushOutbox).where(eq(pushOutbox.orderId, orderId))).map((r) => r.payload as { title: string; body: string });

  it('tells the customer’s devices of the approval, and of a rejection with its reason, in the decision’s transaction', async () => {
    const publicKey = (await t.app.inject({ method: 'GET', url: '/api/push/config' })).json<{ PUBLIC_KEY: string }>().PUBLIC_KEY;
    const pharmacist = await personWith(t.db, ['PHARMACIST']);
    const subscribe = async (token: string) => {
      const res = await call(t.app, '/push/subscribe', token, { SUBSCRIPTION: service.subscribe(publicKey).json });
      expect(res.statusCode).toBe(200);
    };
    const a = await pharmacyOrder(t, [{ sku: AMOXI.sku, units: 1 }]);
    await subscribe(a.customer.token);
    expect((await call(t.app, '/pharmacy/approve', pharmacist.token, { ORDER_ID: a.orderId })).statusCode).toBe(200);
    expect(await payloadsOf(a.orderId)).toEqual([
      expect.objectContaining({
        title: `Receta aprobada · pedido ${a.orderId}`,
        body: 'El farmacéutico revisó tu receta; preparamos tu pedido.',
      }),
    ]);

    const r = await pharmacyOrder(t, [
      { sku: AMOXI.sku, units: 1 },
      { sku: GEL.sku, units: 1 },
    ]);
    await subscribe(r.customer.token);
    const reason = 'La receta no es legible';
    expect(
      (await call(t.app, '/pharmacy/reject', pharmacist.token, { ORDER_ID: r.orderId, REASON: reason, ACTION: 'REMOVE_LINES' })).statusCode,
    ).toBe(200);
    expect(await payloadsOf(r.orderId)).toEqual([
      expect.objectContaining({
        title: `Receta rechazada · pedido ${r.orderId}`,
        body: `Motivo: ${reason}`,
        url: `/order_view/${r.orderId}`,
      }),
    ]);
  });
});
