import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { todayInMexico } from '@mostrador/shared/format/date';
import { DEMO_ACCOUNTS, DEMO_CUSTOMER } from '../../src/seed/demo-accounts';
import { inStockSkus, placeOrder, post, signIn, type Shopper } from '../helpers/http-shopper';
import { freePort, startServerProcess, type ServerProcess } from '../helpers/env-server-process';

const adminUrl = process.env.TEST_DATABASE_URL;
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
/** Low enough that a burst from this test's one address crosses it on one instance. */
const RATE_LIMIT_MAX = 60;
const STAFF = DEMO_ACCOUNTS[2];

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(text).finally(() => client.end());
}

/** A redis-server of this test's own, on `port`, answering once it is up. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  await until(
    () =>
      spawnSync('redis-cli', ['-p', String(port), 'ping'])
        .stdout?.toString()
        .includes('PONG') ?? false,
    'redis-server up',
  );
  return child;
}

async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`waited 30 s for: ${what}`);
}

/** A GDL-CENTRO monitor on `server`: the demo staffer's session, a Google stand-in sign-in, the branch room. */
async function monitorOn(server: ServerProcess): Promise<{ socket: Socket; staff: Shopper; branchToken: string }> {
  const staff = await signIn(server.origin, STAFF.phone, STAFF.password);
  const { id_token } = await post<{ id_token: string }>(server.origin, '/dev/idp/token', { email: STAFF.staffEmail });
  const { branchToken } = await post<{ branchToken: string }>(server.origin, '/login/google', {
    token: staff.token,
    google_token: id_token,
  });
  const socket = connect(server.origin, { transports: ['websocket'], reconnection: false, extraHeaders: { 'x-token': staff.token } });
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  expect(await socket.timeout(5_000).emitWithAck('connect_branch', { branch_token: branchToken })).toMatchObject({ ok: true });
  return { socket, staff, branchToken };
}

function nextNewOrder(socket: Socket): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no NEW_ORDER within 10 s')), 10_000);
    socket.once('NEW_ORDER', (payload: { orderDetails: { ID: number } }) => {
      clearTimeout(timer);
      resolve(payload.orderDetails.ID);
    });
  });
}

/**
 * Resolves once a NEW_ORDER for `id()` arrives. Others may come first: an event published during
 * the outage waits in the publisher's queue and may reach the other instance once Redis is back.
 */
function newOrderArriving(socket: Socket, id: () => number | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no NEW_ORDER for the order within 10 s')), 10_000);
    const seen = new Set<number>();
    const check = () => {
      const wanted = id();
      if (wanted !== undefined && seen.has(wanted)) {
        clearTimeout(timer);
        socket.off('NEW_ORDER', onEvent);
        resolve();
      } else setTimeout(check, 20);
    };
    const onEvent = (payload: { orderDetails: { ID: number } }) => seen.add(payload.orderDetails.ID);
    socket.on('NEW_ORDER', onEvent);
    check();
  });
}

/** An API call that must answer: a hang (a request waiting on Redis) fails it after 10 s. */
const answers = (server: ServerProcess) => fetch(`${server.origin}/api/company/branchesInfo`, { signal: AbortSignal.timeout(10_000) });

describe.skipIf(!adminUrl || !hasRedisServer)('a Redis outage under two instances', () => {
  const database = `mostrador_test_${randomBytes(6).toString('hex')}`;
  let redis: ChildProcess | undefined;
  let dataDir = '';
  const servers: ServerProcess[] = [];
  const sockets: Socket[] = [];
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await Promise.all(servers.map((s) => s.stop()));
    redis?.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    await admin(`drop database if exists ${database} with (force)`);
  });

  it('the API keeps answering, each instance delivers its own events, and crossing resumes with a resync', async () => {
    const redisPort = await freePort();
    redis = await startRedis(redisPort);
    await admin(`create database ${database}`);
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${database}`;
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mostrador-redis-outage-'));
    const env = {
      DATABASE_URL: url.toString(),
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
    };
    const a = await startServerProcess(env);
    servers.push(a);
    const b = await startServerProcess(env);
    servers.push(b);
    const [monitorA, monitorB] = [await monitorOn(a), await monitorOn(b)];
    sockets.push(monitorA.socket, monitorB.socket);
    const customer = await signIn(a.origin, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
    const skus = await inStockSkus(a.origin);

    // With Redis: an order placed on A reaches B's monitor.
    const crossing = nextNewOrder(monitorB.socket);
    const placedBefore = await placeOrder(a.origin, customer, skus[0]!);
    expect(await crossing).toBe(placedBefore);

    redis.kill('SIGTERM');
    await until(() => [a, b].every((s) => s.output().includes('live channel: Redis unavailable')), 'both instances noticed the outage');
    expect([(await answers(a)).status, (await answers(b)).status]).toEqual([200, 200]);
    // Each instance still delivers its own events to its own sockets.
    const sameInstance = nextNewOrder(monitorA.socket);
    const placedDuringOutage = await placeOrder(a.origin, customer, skus[1]!);
    expect(await sameInstance).toBe(placedDuringOutage);
    // The limit still holds, counted by each instance on its own.
    const statuses = await Promise.all(Array.from({ length: RATE_LIMIT_MAX + 5 }, async () => (await answers(b)).status));
    expect(statuses).toContain(429);
    expect(b.output()).toContain('rate limit: Redis unavailable, counting per instance');

    const resync = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no RESYNC within 30 s of Redis returning')), 30_000);
      monitorB.socket.once('RESYNC', () => resolve(clearTimeout(timer)));
    });
    redis = await startRedis(redisPort);
    await resync;
    // B's monitor re-reads the day's orders: the one placed on A during the outage is there.
    // The branch's day is Mexico City's: between 00:00 and 06:00 UTC it is still yesterday there.
    const day = todayInMexico();
    const { orders } = await post<{ orders: { ID: number }[] }>(b.origin, '/orders/lastOrders', {
      token: monitorB.staff.token,
      branchToken: monitorB.branchToken,
      DATE_START: day,
      DATE_END: day,
    });
    expect(orders.map((o) => o.ID)).toContain(placedDuringOutage);

    await until(() => a.output().includes('live channel: Redis is back'), 'A reconnected');
    const placedAfter: { id?: number } = {};
    const crossingAgain = newOrderArriving(monitorB.socket, () => placedAfter.id);
    placedAfter.id = await placeOrder(a.origin, customer, skus[2]!);
    await crossingAgain;
    expect((await answers(b)).status).toBe(200);
    await until(() => b.output().includes('rate limit: Redis is back'), 'B counts in Redis again');
  }, 240_000);
});
