import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { courierCalls, courierOf, packedOrder } from '../helpers/couriers';
import { as, seedPicking, staffOf } from '../helpers/picking';
import { engines } from '../helpers/test-database';
import { liveClients, nextEvent as next } from '../helpers/live-sockets';

describe.each(engines)('couriers live, on %s', (engine) => {
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

  const joinCouriers = (socket: Socket) =>
    new Promise<{ ok: boolean; branch?: string }>((resolve) => socket.emit('connect_courier', {}, resolve));

  it('a courier joins only their branch’s room; the assignment and the departure reach them, not another branch’s couriers', async () => {
    const centro = await staffOf(t, 'GDL-CENTRO', 'centro@demo.mostrador.mx');
    const ana = await courierOf(t, 'GDL-CENTRO');
    const lejos = await courierOf(t, 'GDL-ZAPOPAN');
    const orphan = await courierOf(t, null);
    const anaSocket = await client(ana.token, ana.accountId);
    const farSocket = await client(lejos.token, lejos.accountId);
    expect(await joinCouriers(anaSocket)).toEqual({ ok: true, branch: 'GDL-CENTRO' });
    expect(await joinCouriers(farSocket)).toEqual({ ok: true, branch: 'GDL-ZAPOPAN' });
    expect((await joinCouriers(await client(orphan.token, orphan.accountId))).ok).toBe(false);

    const id = await packedOrder(t, centro);
    let farHeard = false;
    farSocket.on('COURIER_UPDATE', () => (farHeard = true));
    const heard = next<{ ORDER_ID: number; COURIER_ID: number | null; COURIER_FIRST_NAME: string | null }>(anaSocket, 'COURIER_UPDATE');
    expect((await courierCalls(t)('assign', { ...as(centro), ORDER_ID: id, COURIER_ID: ana.accountId })).status).toBe(200);
    expect(await heard).toMatchObject({ ORDER_ID: id, COURIER_ID: ana.accountId, COURIER_FIRST_NAME: 'Cliente' });
    // The status change that follows reaches the couriers' room too.
    const status = next<{ orderDetails: { ID: number; ID_STATUS: number } }>(anaSocket, 'NEW_ORDER_STATUS');
    expect((await courierCalls(t)('depart', { token: ana.token, ORDER_ID: id })).status).toBe(200);
    expect((await status).orderDetails).toMatchObject({ ID: id, ID_STATUS: 3 });
    expect(farHeard).toBe(false);
  });
});
