import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { Database } from '../../src/db/client';
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

const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms))]);

describe.each(engines)('taking access away reaches open sockets at once on %s', (engine) => {
  let t: TestApp;
  let origin: string;
  let admin: Awaited<ReturnType<typeof personWith>>;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ engine, seed });
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await personWith(t.db, ['ADMIN']);
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await t?.close();
  });

  const socketOf = async (token: string, accountId: number) => {
    const socket = connect(origin, { transports: ['websocket'], reconnection: false, extraHeaders: { 'x-token': token } });
    sockets.push(socket);
    await within(
      new Promise<void>((resolve) =>
        socket.on('login_status', (_p: unknown, answer: (id: number) => void) => {
          answer(accountId);
          setTimeout(resolve, 50);
        }),
      ),
      3_000,
      'login_status',
    );
    return socket;
  };
  const placeOrder = async () => {
    const c = await signedInCustomer(t.db);
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/orders/${url}`, payload });
    await post('shoppingCartUpdateProductUnits', { token: c.token, SKU: 'P-GEL', UNITS: 1 });
    return (await post('shoppingCartFinish', { token: c.token, PHONE: c.phone, ADDRESS_ID: c.addressIds[0] })).json().orderDetails
      .ID as number;
  };

  it('a disabled account’s open socket is disconnected and its next call refused', async () => {
    const person = await personWith(t.db, []);
    const socket = await socketOf(person.token, person.accountId);
    const dropped = new Promise<string>((resolve) => socket.on('disconnect', resolve));
    expect((await call(t.app, '/admin/users/setDisabled', admin.token, { ACCOUNT_ID: person.accountId, DISABLED: true })).statusCode).toBe(
      200,
    );
    expect(await within(dropped, 3_000, 'disconnect')).toBe('io server disconnect');
    expect((await call(t.app, '/customer/addresses/list', person.token)).statusCode).toBe(401);
  });

  /** A staff member with the demo Google stand-in, whose socket joined the branch room; what it hears. */
  const monitorOf = async (email: string, branch: string) => {
    const person = await personWith(t.db, ['BRANCH_STAFF']);
    await call(t.app, '/admin/users/assignStaff', admin.token, { ACCOUNT_ID: person.accountId, EMAIL: email, BRANCH: branch });
    const { id_token } = (await t.app.inject({ method: 'POST', url: '/api/dev/idp/token', payload: { email } })).json();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login/google',
      payload: { token: person.token, google_token: id_token },
    });
    const branchToken = login.json().branchToken as string;
    const socket = await socketOf(person.token, person.accountId);
    const joined = await within(
      new Promise<{ ok: boolean }>((resolve) => socket.emit('connect_branch', { branch_token: branchToken }, resolve)),
      3_000,
      'connect_branch',
    );
    expect(joined.ok).toBe(true);
    const heard: number[] = [];
    socket.on('NEW_ORDER', (p: { orderDetails: { ID: number } }) => heard.push(p.orderDetails.ID));
    const hears = (id: number) =>
      within(
        (async () => {
          while (!heard.includes(id)) await new Promise((r) => setTimeout(r, 20));
        })(),
        3_000,
        `NEW_ORDER ${id}`,
      );
    return { person, socket, heard, hears, branchToken };
  };

  it('a moved staff member’s monitor stops hearing the old branch’s NEW_ORDER and is told why', async () => {
    const moved = await monitorOf('movil@farmacia.mx', 'GDL-CENTRO');
    const stays = await monitorOf('fijo@farmacia.mx', 'GDL-CENTRO');
    const before = await placeOrder();
    await Promise.all([moved.hears(before), stays.hears(before)]);

    const told = new Promise<string>((resolve) => moved.socket.on('message', resolve));
    await call(t.app, '/admin/users/assignStaff', admin.token, {
      ACCOUNT_ID: moved.person.accountId,
      EMAIL: 'movil@farmacia.mx',
      BRANCH: 'GDL-ZAPOPAN',
    });
    expect(await within(told, 3_000, 'message')).toBe('Tu acceso a la sucursal GDL-CENTRO terminó; el monitor ya no recibe sus pedidos');
    const after = await placeOrder();
    // The colleague still in the room hears it, so its absence on the moved monitor is no timing accident.
    await stays.hears(after);
    expect(moved.heard).not.toContain(after);
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/orders/lastOrders',
      payload: { token: moved.person.token, branchToken: moved.branchToken, DATE_START: '2026-01-01', DATE_END: '2026-01-01' },
    });
    expect(stale.statusCode).toBe(403);
  });
});
