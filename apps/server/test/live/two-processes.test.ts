import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { Database } from '../../src/db/client';
import { accountAccess, staffAssignments } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { setStock, signedInCustomer } from '../helpers/customers';
import { seedSmallDataset } from '../helpers/dataset';
import { buildProduct } from '../helpers/factories';

const SERVER_ENTRY = fileURLToPath(new URL('../../src/server.ts', import.meta.url));

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A second, separate server process on the same PostgreSQL and Redis, ready to answer. */
async function startServerProcess(databaseUrl: string, redisUrl: string): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env: {
      ...process.env,
      APP_MODE: 'test',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    const ready = await fetch(`${origin}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { child, origin };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the second server process did not become ready');
}

const describeWithRedis = process.env.TEST_DATABASE_URL && process.env.REDIS_URL ? describe : describe.skip;

describeWithRedis('two server processes sharing PostgreSQL and Redis', () => {
  let a: TestApp;
  let b: { child: ChildProcess; origin: string } | undefined;
  let monitor: Socket | undefined;

  beforeAll(async () => {
    a = await buildTestApp({
      engine: 'postgres',
      env: { REDIS_URL: process.env.REDIS_URL ?? '' },
      seed: async (db: Database) => {
        await seedSmallDataset(db);
        await buildProduct(db, { sku: 'P-GEL', name: 'Gel antibacterial 250 ml', price: '39.90' });
        await setStock(db, 'GDL-CENTRO', 'P-GEL', 100);
      },
    });
    // The test database is created per run; the second process opens the very same one.
    const { rows } = (await a.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${rows[0]?.name ?? ''}`;
    b = await startServerProcess(url.toString(), process.env.REDIS_URL ?? '');
  }, 60_000);
  afterAll(async () => {
    monitor?.disconnect();
    if (b && b.child.exitCode === null) {
      const exited = new Promise((resolve) => b?.child.once('exit', resolve));
      b.child.kill('SIGTERM');
      await exited;
    }
    await a?.close();
  });

  it('an order placed through one process reaches a branch monitor connected to the other', async () => {
    const staffer = await signedInCustomer(a.db);
    await a.db.insert(accountAccess).values({ accountId: staffer.accountId, access: 'BRANCH_STAFF' });
    await a.db.insert(staffAssignments).values({ email: 'centro@demo.mostrador.mx', branch: 'GDL-CENTRO', accountPhone: staffer.phone });
    const { id_token } = (
      await a.app.inject({ method: 'POST', url: '/api/dev/idp/token', payload: { email: 'centro@demo.mostrador.mx' } })
    ).json<{ id_token: string }>();
    // Signed in through this process; the other one accepts the branch token from the database.
    const { branchToken } = (
      await a.app.inject({ method: 'POST', url: '/api/login/google', payload: { token: staffer.token, google_token: id_token } })
    ).json<{ branchToken: string }>();

    monitor = connect(b?.origin ?? '', { transports: ['websocket'], reconnection: false, extraHeaders: { 'x-token': staffer.token } });
    await new Promise<void>((resolve) => monitor?.once('connect', () => resolve()));
    expect(await monitor.timeout(3_000).emitWithAck('connect_branch', { branch_token: branchToken })).toEqual({
      ok: true,
      branch: 'GDL-CENTRO',
    });

    const buyer = await signedInCustomer(a.db, ['44100']);
    const heard = new Promise<{ orderDetails: { ID: number; BRANCH: string } }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no NEW_ORDER within 5 s')), 5_000);
      monitor?.once('NEW_ORDER', (payload: { orderDetails: { ID: number; BRANCH: string } }) => {
        clearTimeout(timer);
        resolve(payload);
      });
    });
    await a.app.inject({
      method: 'POST',
      url: '/api/orders/shoppingCartUpdateProductUnits',
      payload: { token: buyer.token, SKU: 'P-GEL', UNITS: 1 },
    });
    const finished = await a.app.inject({
      method: 'POST',
      url: '/api/orders/shoppingCartFinish',
      payload: { token: buyer.token, PHONE: buyer.phone, ADDRESS_ID: buyer.addressIds[0] },
    });
    const { ID } = finished.json<{ orderDetails: { ID: number } }>().orderDetails;
    expect(await heard).toMatchObject({ orderDetails: { ID, BRANCH: 'GDL-CENTRO' } });
  }, 30_000);
});
