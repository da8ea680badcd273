import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { as, callsOf, GEL, placeOrder, seedPicking, staffOf, type Staff } from '../helpers/picking';
import { engines } from '../helpers/test-database';

describe.each(engines)('pick changes live on %s', (engine) => {
  let t: TestApp;
  let origin: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ engine, seed: seedPicking });
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await t?.close();
  });

  /** A branch monitor's socket in its branch's room, recording the PICK_UPDATED it hears. */
  async function monitorOf(staff: Staff) {
    const socket = connect(origin, { transports: ['websocket'], reconnection: false, extraHeaders: { 'x-token': staff.token } });
    sockets.push(socket);
    await new Promise<void>((resolve) =>
      socket.on('login_status', (_p: unknown, answer: (id: number) => void) => {
        answer(staff.accountId);
        setTimeout(resolve, 50);
      }),
    );
    const joined = await new Promise<{ ok: boolean }>((resolve) =>
      socket.emit('connect_branch', { branch_token: staff.branchToken }, resolve),
    );
    expect(joined.ok).toBe(true);
    const heard: unknown[] = [];
    socket.on('PICK_UPDATED', (p: unknown) => heard.push(p));
    return heard;
  }

  it("a scan reaches the other monitors of the order's branch, not another branch's", async () => {
    const [centro, centro2, zapopan] = [
      await staffOf(t, 'GDL-CENTRO', 'centro@demo.mostrador.mx'),
      await staffOf(t, 'GDL-CENTRO', 'centro2@demo.mostrador.mx'),
      await staffOf(t, 'GDL-ZAPOPAN', 'zapopan@demo.mostrador.mx'),
    ];
    const [other, elsewhere] = [await monitorOf(centro2), await monitorOf(zapopan)];
    const id = await placeOrder(t, [{ sku: GEL.sku, units: 2 }], centro);
    expect((await callsOf(t)('pickScan', { ...as(centro), ORDER_ID: id, CODE: GEL.barcode })).status).toBe(200);
    for (let waited = 0; other.length === 0 && waited < 3_000; waited += 20) await new Promise((r) => setTimeout(r, 20));
    expect(other).toEqual([
      {
        ORDER_ID: id,
        READY: false,
        WAITING: 0,
        LINES: [{ SKU: GEL.sku, UNITS: 2, PICKED: 1, UNAVAILABLE: false }],
        SENT_AT: expect.any(String),
      },
    ]);
    expect(elsewhere).toEqual([]);
  });
});
