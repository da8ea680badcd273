import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { call, personWith } from '../helpers/back-office';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { pharmacyOrder } from '../helpers/pharmacy';
import { AMOXI, GEL, seedPharmacy } from './setup';

type Heard = { ORDER_ID: number; BRANCH: string; PHARMACIST_CHECK: string; REASON: string | null; ID_STATUS: number };

describe('pharmacist’s check: the live channel (issue 34, decision 071)', () => {
  let t: TestApp;
  let origin: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ seed: seedPharmacy });
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await t?.close();
  });

  /** A socket that answers login_status with its own account, as the web does; every PHARMACIST_CHECK it hears. */
  async function listener(token: string, accountId: number) {
    const socket = connect(origin, { transports: ['websocket'], reconnection: false, extraHeaders: { 'x-token': token } });
    sockets.push(socket);
    const heard: Heard[] = [];
    socket.on('PHARMACIST_CHECK', (p: Heard) => void heard.push(p));
    await new Promise<void>((resolve) =>
      socket.on('login_status', (_p: unknown, answer: (id: number) => void) => {
        answer(accountId);
        setTimeout(resolve, 50);
      }),
    );
    return heard;
  }
  /** The negative case's window, as the live channel's own tests give one (test/live/live-channel.test.ts). */
  const settle = () => new Promise((r) => setTimeout(r, 300));
  const about = (heard: Heard[], orderId: number) => heard.filter((h) => h.ORDER_ID === orderId).map((h) => h.PHARMACIST_CHECK);

  it('pharmacists hear new orders waiting and every decision; the customer hears their own decision only; others nothing', async () => {
    const pharmacist = await personWith(t.db, ['PHARMACIST']);
    const support = await personWith(t.db, ['CUSTOMER_SUPPORT']);
    const toPharmacist = await listener(pharmacist.token, pharmacist.accountId);
    const toSupport = await listener(support.token, support.accountId);

    const { orderId, customer } = await pharmacyOrder(t, [
      { sku: AMOXI.sku, units: 1 },
      { sku: GEL.sku, units: 1 },
    ]);
    await vi.waitFor(() => expect(about(toPharmacist, orderId)).toEqual(['pending']));

    const toCustomer = await listener(customer.token, customer.accountId);
    const res = await call(t.app, '/pharmacy/reject', pharmacist.token, { ORDER_ID: orderId, REASON: 'Vencida', ACTION: 'REMOVE_LINES' });
    expect(res.statusCode).toBe(200);
    const decision = { ORDER_ID: orderId, BRANCH: 'GDL-CENTRO', PHARMACIST_CHECK: 'rejected', REASON: 'Vencida', ID_STATUS: 1 };
    await vi.waitFor(() => expect(toCustomer).toEqual([{ ...decision, SENT_AT: expect.any(String) }]));
    await vi.waitFor(() => expect(about(toPharmacist, orderId)).toEqual(['pending', 'rejected']));
    await settle();
    expect(toSupport).toEqual([]);
  });
});
