import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../src/db/client';
import { accountAccess, staffAssignments } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from './build-test-app';
import { setStock, signedInCustomer } from './customers';
import { seedSmallDataset } from './dataset';
import { buildProduct } from './factories';
import { httpCall } from './http-client';
import { startNginx, type RunningNginx } from './nginx';
import { startServerProcess, urlOfDatabase, type ServerProcess } from './server-process';

export const INDEX_HTML = '<!doctype html><html lang="es-MX"><title>Mostrador</title><div id="root"></div></html>';
export const APP_JS = `export const app = ${JSON.stringify('Mostrador '.repeat(400))};\n`;
export const ASSET = 'assets/app-0a1b2c.js';

/**
 * The production shape in small: a fresh PostgreSQL database and Redis, two server processes
 * on them, nginx in front with the deploy/ site. `a` is an in-process app on the same database
 * for seeding and sign-ins (it is not behind nginx).
 */
export interface Chain {
  a: TestApp;
  instances: ServerProcess[];
  nginx: RunningNginx;
  databaseUrl: string;
  env: Record<string, string>;
  /** Starts instance `i` again on its port (after a stop). */
  restart(i: number): Promise<ServerProcess>;
  close(): Promise<void>;
}

export async function startChain(env: Record<string, string>): Promise<Chain> {
  const redisUrl = process.env.REDIS_URL ?? '';
  const webDist = await mkdtemp(path.join(os.tmpdir(), 'mostrador-chain-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDist, ASSET), APP_JS);
  const a = await buildTestApp({
    engine: 'postgres',
    env: { REDIS_URL: redisUrl },
    seed: async (db: Database) => {
      await seedSmallDataset(db);
      for (let i = 0; i < 12; i++) {
        const sku = `P-GEL-${i}`;
        await buildProduct(db, {
          sku,
          name: `Gel antibacterial ${100 + i} ml`,
          description: 'Gel con alcohol al 70 %. '.repeat(4),
          price: '39.90',
        });
        await setStock(db, 'GDL-CENTRO', sku, 100_000);
      }
    },
  });
  const databaseUrl = await urlOfDatabase(a.db, process.env.TEST_DATABASE_URL ?? '');
  const fullEnv = { TRUST_PROXY: 'true', WEB_DIST_DIR: webDist, ...env };
  const start = (port?: number) => startServerProcess({ databaseUrl, redisUrl, env: fullEnv, ...(port ? { port } : {}) });
  const instances = await Promise.all([start(), start()]);
  const nginx = await startNginx({ instances: instances.map((i) => i.port), env: fullEnv });
  return {
    a,
    instances,
    nginx,
    databaseUrl,
    env: fullEnv,
    restart: async (i) => {
      const next = await start(instances[i]?.port);
      instances[i] = next;
      return next;
    },
    close: async () => {
      await nginx.stop();
      await Promise.all(instances.map((i) => i.stop()));
      await a.close();
      await rm(webDist, { recursive: true, force: true });
    },
  };
}

/** A branch staffer of GDL-CENTRO signed in with the demo Google stand-in: session and branch token. */
export async function branchStaffer(a: TestApp): Promise<{ token: string; branchToken: string }> {
  const staffer = await signedInCustomer(a.db);
  await a.db.insert(accountAccess).values({ accountId: staffer.accountId, access: 'BRANCH_STAFF' });
  const email = `centro-${staffer.accountId}@demo.mostrador.mx`;
  await a.db.insert(staffAssignments).values({ email, branch: 'GDL-CENTRO', accountPhone: staffer.phone });
  const { id_token } = (await a.app.inject({ method: 'POST', url: '/api/dev/idp/token', payload: { email } })).json<{ id_token: string }>();
  const { branchToken } = (
    await a.app.inject({ method: 'POST', url: '/api/login/google', payload: { token: staffer.token, google_token: id_token } })
  ).json<{ branchToken: string }>();
  return { token: staffer.token, branchToken };
}

export type Buyer = Awaited<ReturnType<typeof signedInCustomer>>;

/** Sets one cart line and finishes the cart, as the web app does; the raw answers, no retry. */
export async function checkout(
  origin: string,
  buyer: Buyer,
  options: { sku: string; idempotencyKey: string; headers?: Record<string, string>; localAddress?: string },
) {
  const call = (url: string, body: object, headers: Record<string, string> = {}) =>
    httpCall(`${origin}/api/orders/${url}`, {
      body,
      headers: { ...options.headers, ...headers },
      ...(options.localAddress ? { localAddress: options.localAddress } : {}),
    });
  const cart = await call('shoppingCartUpdateProductUnits', { token: buyer.token, SKU: options.sku, UNITS: 1 });
  if (cart.status !== 200) return cart;
  return call(
    'shoppingCartFinish',
    { token: buyer.token, PHONE: buyer.phone, ADDRESS_ID: buyer.addressIds[0] },
    { 'idempotency-key': options.idempotencyKey },
  );
}
