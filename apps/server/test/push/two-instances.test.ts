import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { rowsOf } from '../../src/db/rows';
import { accountAccess, staffAssignments } from '../../src/db/schema/index';
import { endpointRules, resolveWithDns } from '../../src/modules/push/endpoint-rules';
import { createSendPush, type SendPush } from '../../src/modules/push/send-push';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { setStock, signedInCustomer } from '../helpers/customers';
import { seedSmallDataset } from '../helpers/dataset';
import { buildProduct } from '../helpers/factories';
import { startLocalPushService, type LocalPushService } from '../helpers/local-push-service';

const VAPID = { ...webpush.generateVAPIDKeys(), subject: 'mailto:pruebas@demo.mostrador.mx' };
const DEVICES = 60;
const ORDERS = 5;

/** One more instance of the real app, with its own connection pool, on the same PostgreSQL database. */
async function secondInstance(t: TestApp, url: string, sendPush: SendPush) {
  const database = await openDatabase({ kind: 'postgres', url, poolMax: 4, statementTimeoutMs: 10_000, connectTimeoutMs: 5_000 });
  const app = await buildApp({
    config: t.config,
    database,
    logger: false,
    cacheTtlMs: 0,
    // Small batches: the two instances take turns many times over one outbox.
    pushWorker: { pollMs: 20, batchSize: 10, concurrency: 4 },
    sendPush,
  });
  await app.ready();
  return { app, database };
}

const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describeOnPostgres('two server instances draining one push outbox', () => {
  let t: TestApp;
  let service: LocalPushService;
  let url: string;
  const instances: { app: FastifyInstance; database: DatabaseHandle }[] = [];

  beforeAll(async () => {
    service = await startLocalPushService();
    t = await buildTestApp({
      engine: 'postgres',
      pushWorker: false,
      env: { VAPID_PUBLIC_KEY: VAPID.publicKey, VAPID_PRIVATE_KEY: VAPID.privateKey, VAPID_SUBJECT: VAPID.subject },
      seed: async (db) => {
        await seedSmallDataset(db);
        await buildProduct(db, { sku: 'P-GEL', name: 'Gel antibacterial 250 ml', price: '39.90' });
        await setStock(db, 'GDL-CENTRO', 'P-GEL', 1000);
      },
    });
    const [row] = rowsOf<{ name: string }>(await t.db.execute(sql`select current_database() as name`));
    const u = new URL(process.env.TEST_DATABASE_URL ?? '');
    u.pathname = `/${row?.name ?? ''}`;
    url = u.toString();
  }, 60_000);
  afterAll(async () => {
    for (const i of instances) {
      await i.app.close();
      await i.database.close();
    }
    await t?.close();
    await service?.close();
  });

  it('sends each push once, with both instances claiming rows side by side', async () => {
    const post = async (path: string, payload: object) => (await t.app.inject({ method: 'POST', url: `/api${path}`, payload })).json();
    // A branch with DEVICES subscribed devices, and ORDERS new orders waiting in the outbox for them.
    const person = await signedInCustomer(t.db);
    await t.db.insert(accountAccess).values({ accountId: person.accountId, access: 'BRANCH_STAFF' });
    await t.db.insert(staffAssignments).values({ email: 'centro@demo.mostrador.mx', branch: 'GDL-CENTRO', accountPhone: person.phone });
    const idp = await t.app.inject({ method: 'POST', url: '/api/dev/idp/token', payload: { email: 'centro@demo.mostrador.mx' } });
    const { branchToken } = (await post('/login/google', {
      token: person.token,
      google_token: idp.json<{ id_token: string }>().id_token,
    })) as {
      branchToken: string;
    };
    for (let i = 0; i < DEVICES; i++) {
      expect(
        await post('/push/subscribe', { token: person.token, branchToken, SUBSCRIPTION: service.subscribe(VAPID.publicKey).json }),
      ).toEqual({
        ok: true,
      });
    }
    const orders: number[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const c = await signedInCustomer(t.db);
      await post('/orders/shoppingCartUpdateProductUnits', { token: c.token, SKU: 'P-GEL', UNITS: 1 });
      const finished = (await post('/orders/shoppingCartFinish', { token: c.token, PHONE: c.phone, ADDRESS_ID: c.addressIds[0] })) as {
        orderDetails: { ID: number };
      };
      orders.push(finished.orderDetails.ID);
    }
    const due = async () =>
      rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from push_outbox where due_at <= now()`))[0]?.n;
    expect(await due()).toBe(DEVICES * ORDERS);

    // Each instance sends through the real sender, counted; no push leaves before both have
    // claimed a batch, so the two drain the outbox at the same time, not one after the other.
    const sent = [0, 0];
    let bothClaimed!: () => void;
    const gate = new Promise<void>((resolve) => (bothClaimed = resolve));
    const real = createSendPush(VAPID, { endpoints: endpointRules('test', null), resolveHost: resolveWithDns });
    const counted =
      (i: number): SendPush =>
      async (...args) => {
        sent[i] = (sent[i] ?? 0) + 1;
        if (sent.every((n) => n > 0)) bothClaimed();
        await gate;
        return real(...args);
      };
    instances.push(await secondInstance(t, url, counted(0)), await secondInstance(t, url, counted(1)));

    await service.waitFor(DEVICES * ORDERS);
    await expect.poll(due).toBe(0);
    expect(service.refusals).toEqual([]);
    const keys = service.received.map((p) => `${p.subscription} ${String(p.payload.tag)}`);
    expect(keys).toHaveLength(DEVICES * ORDERS);
    expect(new Set(keys).size).toBe(DEVICES * ORDERS);
    expect(new Set(service.received.map((p) => p.payload.tag))).toEqual(new Set(orders.map((id) => `pedido-${id}`)));
    expect(sent[0]! + sent[1]!).toBe(DEVICES * ORDERS);
    expect(sent[0]).toBeGreaterThan(0);
    expect(sent[1]).toBeGreaterThan(0);
    // The reminders (due in five minutes) are still waiting, once per device and order.
    const [left] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from push_outbox where repeat_every_s is not null`),
    );
    expect(left?.n).toBe(DEVICES * ORDERS);
  }, 60_000);
});
