import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_CUSTOMER } from '../../src/seed/demo-accounts';
import { PGLITE_EXTENSIONS } from '../../src/db/pglite-snapshot';
import { SAME_TEXT, tableChecksum, tablesInDependencyOrder } from '../../src/ops/copy-to-postgres';
import { PGlite } from '@electric-sql/pglite';
import { addToCart, cartOf, inStockSkus, myOrders, placeOrder, register, signIn, type Shopper } from '../helpers/http-shopper';
import { runOpsCommand, startServerProcess, type ServerProcess } from '../helpers/env-server-process';

const adminUrl = process.env.TEST_DATABASE_URL;
const PASSWORD = 'Mudanza-Segura-2026';

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(text).finally(() => client.end());
}

async function stateOf(origin: string, shoppers: Shopper[]) {
  return Promise.all(shoppers.map(async (s) => ({ phone: s.phone, orders: await myOrders(origin, s), cart: await cartOf(origin, s) })));
}

describe.skipIf(!adminUrl)('npm run migrate:to-postgres', () => {
  let dataDir = '';
  const name = `mostrador_test_${randomBytes(6).toString('hex')}`;
  const url = new URL(adminUrl ?? 'postgres://x/y');
  url.pathname = `/${name}`;
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await rm(dataDir, { recursive: true, force: true });
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('copies the demo data and generated orders; the app then runs on PostgreSQL with every session, cart and order', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mostrador-to-postgres-'));
    const embedded = await startServerProcess({ DATA_DIR: dataDir });
    servers.push(embedded);
    const skus = await inStockSkus(embedded.origin);
    const demo = await signIn(embedded.origin, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
    const shoppers = [demo];
    for (let i = 1; i <= 3; i++) shoppers.push(await register(embedded.origin, `335550800${i}`, PASSWORD));
    for (let i = 0; i < 12; i++) await placeOrder(embedded.origin, shoppers[i % shoppers.length]!, skus[i % skus.length]!);
    await addToCart(embedded.origin, shoppers[1]!, skus[0]!);
    await addToCart(embedded.origin, shoppers[1]!, skus[1]!);
    const before = await stateOf(embedded.origin, shoppers);
    expect(before[1]!.cart.UNITS).toBe(2);
    const lastFolio = Math.max(...before.flatMap((s) => s.orders.map((o) => o.ID)));

    await admin(`create database ${name}`);
    const whileRunning = await runOpsCommand('migrate-to-postgres', ['--database-url', url.toString()], { DATA_DIR: dataDir });
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.output).toContain('Detén el servidor');
    expect(await embedded.stop()).toBe(0);

    const migration = await runOpsCommand('migrate-to-postgres', ['--database-url', url.toString(), '--batch', '7'], { DATA_DIR: dataDir });
    expect(migration.output).toContain('copiadas y verificadas');
    expect(migration.code).toBe(0);
    const again = await runOpsCommand('migrate-to-postgres', ['--database-url', url.toString()], { DATA_DIR: dataDir });
    expect(again.code).toBe(1);
    expect(again.output).toContain('no está vacía');

    await expectSameTables(path.join(dataDir, 'pglite'), url.toString());

    const onPostgres = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: url.toString() });
    servers.push(onPostgres);
    // The tokens issued by the embedded server still sign the same customers in.
    expect(await stateOf(onPostgres.origin, shoppers)).toEqual(before);
    for (const account of DEMO_ACCOUNTS) await signIn(onPostgres.origin, account.phone, account.password);
    // The kept cart becomes an order under the folio it showed (decision 055), and the sequences
    // moved: the next cart takes a number above every cart and order copied.
    expect(await placeOrder(onPostgres.origin, shoppers[1]!, skus[2]!)).toBe(before[1]!.cart.ID);
    const highest = Math.max(lastFolio, ...before.map((s) => s.cart.ID));
    expect((await cartOf(onPostgres.origin, shoppers[1]!)).ID).toBeGreaterThan(highest);
    const picture = (await readdir(path.join(dataDir, 'media/products')))[0]!;
    expect((await fetch(`${onPostgres.origin}/media/products/${picture}`)).status).toBe(200);
  }, 300_000);
});

/** Every table's rows and checksum, read again by the test on both ends; and the checksum notices one changed value. */
async function expectSameTables(pgliteDir: string, targetUrl: string): Promise<void> {
  const source = await PGlite.create(pgliteDir, { extensions: PGLITE_EXTENSIONS });
  const target = new pg.Client({ connectionString: targetUrl });
  await target.connect();
  try {
    await source.exec(SAME_TEXT);
    await target.query(SAME_TEXT);
    const tables = await tablesInDependencyOrder(target);
    expect(tables.map((t) => t.name)).toContain('orders');
    for (const table of tables) expect(await tableChecksum(target, table), table.name).toEqual(await tableChecksum(source, table));
    const orders = tables.find((t) => t.name === 'orders')!;
    const clean = await tableChecksum(target, orders);
    await target.query('begin');
    await target.query(`update orders set notes = notes || '.' where id = (select min(id) from orders)`);
    expect((await tableChecksum(target, orders)).md5).not.toBe(clean.md5);
    await target.query('rollback');
  } finally {
    await target.end();
    await source.close();
  }
}
