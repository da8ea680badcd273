import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { Database } from '../../src/db/client';
import { accountAccess, staffAssignments } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { setStock, signedInCustomer } from '../helpers/customers';
import { seedSmallDataset } from '../helpers/dataset';
import { buildProduct } from '../helpers/factories';
import { startServerProcess, urlOfDatabase, type ServerProcess } from '../helpers/server-process';

const describeWithRedis = process.env.TEST_DATABASE_URL && process.env.REDIS_URL ? describe : describe.skip;

describeWithRedis('two server processes sharing PostgreSQL and Redis', () => {
  let a: TestApp;
  let b: ServerProcess | undefined;
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
    const databaseUrl = await urlOfDatabase(a.db, process.env.TEST_DATABASE_URL ?? '');
    b = await startServerProcess({ databaseUrl, redisUrl: process.env.REDIS_URL ?? '' });
  }, 60_000);
  afterAll(async () => {
    monitor?.disconnect();
    await b?.stop();
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
