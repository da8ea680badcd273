import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { courierCalls, courierOf } from '../helpers/couriers';
import { signedInCustomer } from '../helpers/customers';
import { packEveryLine } from '../helpers/pack-order';
import { as, callsOf, GEL, seedPicking, staffOf } from '../helpers/picking';
import { engines } from '../helpers/test-database';
import { liveClients, nextEvent as next } from '../helpers/live-sockets';

/** The customer's tracker moves live (decision 077): the pick list packed and the courier reach their room only. */
describe.each(engines)('the tracker live, on %s', (engine) => {
  let t: TestApp;
  let origin: string;
  const { client, close } = liveClients(() => origin);
  beforeAll(async () => {
    t = await buildTestApp({ engine, seed: seedPicking });
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    close();
    await t?.close();
  });

  it('tells the customer their order is packed and who carries it, by first name only; nobody else hears it', async () => {
    const call = callsOf(t);
    const centro = await staffOf(t, 'GDL-CENTRO', 'centro@demo.mostrador.mx');
    const c = await signedInCustomer(t.db);
    await call('shoppingCartUpdateProductUnits', { token: c.token, SKU: GEL.sku, UNITS: 1 });
    const id = (
      (await call('shoppingCartFinish', { token: c.token, PHONE: c.phone, ADDRESS_ID: c.addressIds[0] })).body.orderDetails as {
        ID: number;
      }
    ).ID;
    const other = await signedInCustomer(t.db);
    const mine = await client(c.token, c.accountId);
    const theirs = await client(other.token, other.accountId);
    let otherHeard = false;
    for (const event of ['ORDER_PACKED', 'COURIER_UPDATE', 'ORDER_STATUS']) theirs.on(event, () => (otherHeard = true));

    expect((await call('orderStartStocking', { ...as(centro), ORDER_ID: id })).status).toBe(200);
    const packed = next<Record<string, unknown>>(mine, 'ORDER_PACKED');
    await packEveryLine(t.app, as(centro), id);
    const heard = await packed;
    expect(Object.keys(heard).sort()).toEqual(['ORDER_ID', 'READY', 'SENT_AT']);
    expect(heard).toMatchObject({ ORDER_ID: id, READY: true });

    const ana = await courierOf(t, 'GDL-CENTRO');
    const assigned = next<Record<string, unknown>>(mine, 'COURIER_UPDATE');
    expect((await courierCalls(t)('assign', { ...as(centro), ORDER_ID: id, COURIER_ID: ana.accountId })).status).toBe(200);
    expect(await assigned).toMatchObject({ ORDER_ID: id, COURIER_ID: null, COURIER_FIRST_NAME: 'Cliente' });
    const sent = next<{ orderDetails: { ID: number; ID_STATUS: number } }>(mine, 'ORDER_STATUS');
    expect((await courierCalls(t)('depart', { token: ana.token, ORDER_ID: id })).status).toBe(200);
    expect((await sent).orderDetails).toMatchObject({ ID: id, ID_STATUS: 3 });
    expect(otherHeard).toBe(false);
  });
});
