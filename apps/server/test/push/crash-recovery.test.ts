import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushOutbox } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { setStock, signedInCustomer } from '../helpers/customers';
import { seedSmallDataset } from '../helpers/dataset';
import { buildProduct } from '../helpers/factories';
import { startLocalPushService, type LocalPushService } from '../helpers/local-push-service';

const SERVER_ENTRY = fileURLToPath(new URL('../../src/server.ts', import.meta.url));
const VAPID = webpush.generateVAPIDKeys();

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The real server as its own process on the test's PostgreSQL, so it can be killed outright. */
async function startServer(databaseUrl: string): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env: {
      ...process.env,
      APP_MODE: 'test',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      VAPID_PUBLIC_KEY: VAPID.publicKey,
      VAPID_PRIVATE_KEY: VAPID.privateKey,
      VAPID_SUBJECT: 'mailto:pruebas@demo.mostrador.mx',
      PUSH_POLL_MS: '100',
      // A row claimed by the killed process is free again this soon.
      PUSH_LEASE_MS: '2000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    if (
      await fetch(`${origin}/api/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, origin };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the server process did not become ready');
}

const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describeOnPostgres('pushes pending when the server is killed', () => {
  let t: TestApp;
  let service: LocalPushService;
  let server: { child: ChildProcess; origin: string } | undefined;
  let databaseUrl: string;

  beforeAll(async () => {
    service = await startLocalPushService();
    t = await buildTestApp({
      engine: 'postgres',
      pushWorker: false,
      seed: async (db) => {
        await seedSmallDataset(db);
        await buildProduct(db, { sku: 'P-GEL', name: 'Gel antibacterial 250 ml', price: '39.90' });
        await setStock(db, 'GDL-CENTRO', 'P-GEL', 100);
      },
    });
    const { rows } = (await t.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${rows[0]?.name ?? ''}`;
    databaseUrl = url.toString();
  }, 60_000);
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await t?.close();
    await service?.close();
  });

  it('are delivered after a kill -9 and a restart, each once', async () => {
    service.answer(() => 503);
    server = await startServer(databaseUrl);
    const call = (url: string, body: object) =>
      fetch(`${server?.origin}/api${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const c = await signedInCustomer(t.db);
    const device = service.subscribe(VAPID.publicKey);
    expect((await call('/push/subscribe', { token: c.token, SUBSCRIPTION: device.json })).status).toBe(200);
    const orders: number[] = [];
    for (let i = 0; i < 4; i++) {
      await call('/orders/shoppingCartUpdateProductUnits', { token: c.token, SKU: 'P-GEL', UNITS: 1 });
      const finished = await call('/orders/shoppingCartFinish', { token: c.token, PHONE: c.phone, ADDRESS_ID: c.addressIds[0] });
      const id = ((await finished.json()) as { orderDetails: { ID: number } }).orderDetails.ID;
      expect((await call('/orders/orderCancelByCustomer', { token: c.token, ORDER_ID: id })).status).toBe(200);
      orders.push(id);
    }
    // The push service is down: every push has been tried and is waiting for its retry.
    await expect.poll(async () => (await t.db.select().from(pushOutbox)).filter((r) => r.attempts > 0).length).toBe(4);
    const exited = new Promise((resolve) => server?.child.once('exit', resolve));
    server.child.kill('SIGKILL');
    await exited;
    expect(service.received).toEqual([]);

    service.answer(() => null);
    server = await startServer(databaseUrl);
    await expect.poll(async () => (await t.db.select().from(pushOutbox)).length, { timeout: 30_000 }).toBe(0);
    const bodies = service.received.map((p) => p.payload.body).sort();
    expect(bodies).toEqual(orders.map((id) => `Tu pedido con folio ${id} ahora está: Cancelado por el cliente`).sort());
  }, 90_000);
});
