import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import type { Database } from '../../src/db/client';
import { accountAccess, staffAssignments } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { setStock, signedInCustomer } from '../helpers/customers';
import { seedSmallDataset } from '../helpers/dataset';
import { buildProduct } from '../helpers/factories';
import { engines } from '../helpers/test-database';

async function seed(db: Database) {
  await seedSmallDataset(db);
  await buildProduct(db, { sku: 'P-GEL', name: 'Gel antibacterial 250 ml', price: '39.90' });
  await setStock(db, 'GDL-CENTRO', 'P-GEL', 100);
}

/** A socket that answers login_status with `answerId` (the web app answers with its user's ID). */
function liveClient(origin: string, options: { token?: string; answerId?: number | null; headers?: Record<string, string> } = {}) {
  const socket: Socket = connect(origin, {
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { ...(options.token ? { 'x-token': options.token } : {}), ...options.headers },
  });
  const loggedIn = new Promise<{ authenticated: boolean }>((resolve) => {
    socket.on('login_status', (payload: { authenticated: boolean }, answer: (id: number | null) => void) => {
      answer(options.answerId ?? null);
      // The server joins the room right after the answer arrives; give it that moment.
      setTimeout(() => resolve(payload), 50);
    });
  });
  return { socket, loggedIn };
}

const next = <T>(socket: Socket, event: string, ms = 3_000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

const nothing = (socket: Socket, event: string, ms = 300) =>
  new Promise<boolean>((resolve) => {
    const onEvent = () => resolve(false);
    socket.once(event, onEvent);
    setTimeout(() => {
      socket.off(event, onEvent);
      resolve(true);
    }, ms);
  });

describe.each(engines)('live channel on %s', (engine) => {
  let t: TestApp;
  let origin: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ engine, seed });
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await t?.close();
  });

  const call = async (action: string, payload: object) =>
    (await t.app.inject({ method: 'POST', url: `/api/orders/${action}`, payload })).json<Record<string, unknown>>();
  const placeOrder = async (c: { token: string; phone: string; addressIds: number[] }) => {
    await call('shoppingCartUpdateProductUnits', { token: c.token, SKU: 'P-GEL', UNITS: 1 });
    return (await call('shoppingCartFinish', { token: c.token, PHONE: c.phone, ADDRESS_ID: c.addressIds[0] })).orderDetails as {
      ID: number;
    };
  };

  it('a customer who answers login_status with their own ID hears their order change, live', async () => {
    const c = await signedInCustomer(t.db);
    const client = liveClient(origin, { token: c.token, answerId: c.accountId });
    sockets.push(client.socket);
    expect(await client.loggedIn).toEqual({ authenticated: true });
    const order = await placeOrder(c);
    const heard = next<{ orderDetails: { ID: number; ID_STATUS: number } }>(client.socket, 'ORDER_STATUS');
    await call('orderCancelByCustomer', { token: c.token, ORDER_ID: order.ID });
    expect(await heard).toEqual({ orderDetails: { ID: order.ID, ID_STATUS: 5 }, SENT_AT: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });

  it('joins no room for an anonymous socket, a bad token, or an answer naming someone else', async () => {
    const owner = await signedInCustomer(t.db);
    const other = await signedInCustomer(t.db);
    const anonymous = liveClient(origin);
    const badToken = liveClient(origin, { token: 'inventado', answerId: owner.accountId });
    const impostor = liveClient(origin, { token: other.token, answerId: owner.accountId });
    sockets.push(anonymous.socket, badToken.socket, impostor.socket);
    expect(await anonymous.loggedIn).toEqual({ authenticated: false });
    expect(await badToken.loggedIn).toEqual({ authenticated: false });
    expect(await impostor.loggedIn).toEqual({ authenticated: true });
    const order = await placeOrder(owner);
    const silent = Promise.all([anonymous, badToken, impostor].map((c) => nothing(c.socket, 'ORDER_STATUS')));
    await call('orderCancelByCustomer', { token: owner.token, ORDER_ID: order.ID });
    expect(await silent).toEqual([true, true, true]);
  });

  it('connect_branch joins the branch room only with a branch token of the same session; NEW_ORDER reaches it', async () => {
    const staffer = await signedInCustomer(t.db);
    await t.db.insert(accountAccess).values({ accountId: staffer.accountId, access: 'BRANCH_STAFF' });
    await t.db.insert(staffAssignments).values({ email: 'centro@demo.mostrador.mx', branch: 'GDL-CENTRO', accountPhone: staffer.phone });
    const { id_token } = (
      await t.app.inject({ method: 'POST', url: '/api/dev/idp/token', payload: { email: 'centro@demo.mostrador.mx' } })
    ).json<{ id_token: string }>();
    const { branchToken } = (
      await t.app.inject({ method: 'POST', url: '/api/login/google', payload: { token: staffer.token, google_token: id_token } })
    ).json<{ branchToken: string }>();

    const monitor = liveClient(origin, { token: staffer.token, answerId: staffer.accountId });
    const stranger = await signedInCustomer(t.db);
    const thief = liveClient(origin, { token: stranger.token, answerId: stranger.accountId });
    const anonymous = liveClient(origin);
    sockets.push(monitor.socket, thief.socket, anonymous.socket);
    await Promise.all([monitor.loggedIn, thief.loggedIn, anonymous.loggedIn]);
    const connectBranch = (s: Socket, branch_token: string) =>
      s.timeout(3_000).emitWithAck('connect_branch', { branch_token }) as Promise<unknown>;
    expect(await connectBranch(monitor.socket, branchToken)).toEqual({ ok: true, branch: 'GDL-CENTRO' });
    expect(await connectBranch(thief.socket, branchToken)).toEqual({
      ok: false,
      errors: 'Inicia sesión en tu sucursal con Google para conectar el monitor',
    });
    expect(await connectBranch(thief.socket, 'corto')).toEqual({
      ok: false,
      errors: 'Inicia sesión en tu sucursal con Google para conectar el monitor',
    });
    expect(await connectBranch(anonymous.socket, branchToken)).toEqual({ ok: false, errors: 'Tu sesión terminó; inicia sesión de nuevo' });

    const buyer = await signedInCustomer(t.db, ['44100']);
    const heard = next<{ orderDetails: { ID: number; BRANCH: string } }>(monitor.socket, 'NEW_ORDER');
    const silent = nothing(thief.socket, 'NEW_ORDER', 1_000);
    const order = await placeOrder(buyer);
    expect(await heard).toMatchObject({ orderDetails: { ID: order.ID, BRANCH: 'GDL-CENTRO' } });
    expect(await silent).toBe(true);
    // A status change reaches the branch as NEW_ORDER_STATUS.
    const changed = next<{ orderDetails: { ID: number; ID_STATUS: number } }>(monitor.socket, 'NEW_ORDER_STATUS');
    await call('orderCancelByCustomer', { token: buyer.token, ORDER_ID: order.ID });
    expect(await changed).toEqual({ orderDetails: { ID: order.ID, ID_STATUS: 5 }, SENT_AT: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    // An order for another branch's area stays out of this room.
    const zapopanBuyer = await signedInCustomer(t.db, ['45010']);
    const quiet = nothing(monitor.socket, 'NEW_ORDER', 500);
    await placeOrder(zapopanBuyer);
    expect(await quiet).toBe(true);
  });

  it('refuses a page from another origin', async () => {
    const foreign = connect(origin, {
      transports: ['polling'],
      reconnection: false,
      extraHeaders: { origin: 'https://otro-sitio.example' },
    });
    sockets.push(foreign);
    const refused = await new Promise<boolean>((resolve) => {
      foreign.on('connect', () => resolve(false));
      foreign.on('connect_error', () => resolve(true));
    });
    expect(refused).toBe(true);
  });
});

// Two instances share PostgreSQL and Redis: an order changed through one reaches a socket on the other.
const describeWithRedis = process.env.TEST_DATABASE_URL && process.env.REDIS_URL ? describe : describe.skip;
describeWithRedis('live channel across two instances with Redis', () => {
  let a: TestApp;
  let bApp: FastifyInstance;
  let socket: Socket | undefined;
  beforeAll(async () => {
    a = await buildTestApp({ engine: 'postgres', seed, env: { REDIS_URL: process.env.REDIS_URL ?? '' } });
    const { buildApp } = await import('../../src/app');
    bApp = await buildApp({ config: a.config, database: a.database, logger: false, cacheTtlMs: 0 });
    await a.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    socket?.disconnect();
    await bApp?.close();
    await a?.close();
  });

  it('delivers ORDER_STATUS to a socket connected to the other instance', async () => {
    const bOrigin = await bApp.listen({ port: 0, host: '127.0.0.1' });
    const c = await signedInCustomer(a.db);
    const client = liveClient(bOrigin, { token: c.token, answerId: c.accountId });
    socket = client.socket;
    await client.loggedIn;
    await a.app.inject({
      method: 'POST',
      url: '/api/orders/shoppingCartUpdateProductUnits',
      payload: { token: c.token, SKU: 'P-GEL', UNITS: 2 },
    });
    const finished = await a.app.inject({
      method: 'POST',
      url: '/api/orders/shoppingCartFinish',
      payload: { token: c.token, PHONE: c.phone, ADDRESS_ID: c.addressIds[0] },
    });
    const id = finished.json<{ orderDetails: { ID: number } }>().orderDetails.ID;
    const heard = next<{ orderDetails: { ID: number; ID_STATUS: number } }>(client.socket, 'ORDER_STATUS');
    await a.app.inject({ method: 'POST', url: '/api/orders/orderCancelByCustomer', payload: { token: c.token, ORDER_ID: id } });
    expect(await heard).toEqual({ orderDetails: { ID: id, ID_STATUS: 5 }, SENT_AT: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });
});
