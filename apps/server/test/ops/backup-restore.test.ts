import { randomBytes } from 'node:crypto';
import { mkdtemp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_CUSTOMER } from '../../src/seed/demo-accounts';
import { addToCart, cartOf, inStockSkus, myOrders, placeOrder, register, signIn, type Shopper } from '../helpers/http-shopper';
import { runOpsCommand, startServerProcess, type ServerProcess } from '../helpers/env-server-process';

const PASSWORD = 'Respaldo-Seguro-2026';

/** What the restored copy must hold: every order of each customer, the accounts, an open cart and a picture. */
async function stateOf(origin: string, shoppers: Shopper[]) {
  return Promise.all(shoppers.map(async (s) => ({ phone: s.phone, orders: await myOrders(origin, s), cart: await cartOf(origin, s) })));
}

describe('npm run backup / npm run restore of the embedded database', () => {
  let root = '';
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await rm(root, { recursive: true, force: true });
  });

  it('a backup taken while the server runs restores into a fresh directory with every order, account and picture', async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'mostrador-backup-test-'));
    const live = path.join(root, 'live');
    // HOST unset: a demo start listens on 127.0.0.1 and says what is open (issue 30).
    const first = await startServerProcess({ DATA_DIR: live, HOST: '' });
    servers.push(first);
    await expect.poll(() => first.output()).toContain('Modo demostración, escuchando solo en este equipo (127.0.0.1');

    // Demo data plus orders, a new account and a cart left open.
    const skus = await inStockSkus(first.origin);
    const demo = await signIn(first.origin, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
    const newcomer = await register(first.origin, '3355507001', PASSWORD);
    for (const [i, shopper] of [demo, newcomer, demo, newcomer].entries()) await placeOrder(first.origin, shopper, skus[i % skus.length]!);
    await addToCart(first.origin, newcomer, skus[0]!);
    const picture = randomBytes(4096);
    await mkdir(path.join(live, 'media/products'), { recursive: true });
    await writeFile(path.join(live, 'media/products/respaldo-prueba.webp'), picture);
    const before = await stateOf(first.origin, [demo, newcomer]);
    expect(before[1]!.orders).toHaveLength(2);
    expect(before[1]!.cart.UNITS).toBe(1);

    const archive = path.join(root, 'respaldo.tar.gz');
    const backup = await runOpsCommand('backup', ['--out', archive], { DATA_DIR: live });
    expect(backup.output).toContain('le pido una copia consistente');
    expect(backup.code).toBe(0);

    // Never over the running server's directory, never over a non-empty one without --force.
    const overLive = await runOpsCommand('restore', [archive], { DATA_DIR: live });
    expect(overLive.code).toBe(1);
    expect(overLive.output).toContain('Detén el servidor');
    const fresh = path.join(root, 'restored');
    const restore = await runOpsCommand('restore', [archive], { DATA_DIR: fresh });
    expect(restore.output).toContain('Restaurado en');
    expect(restore.code).toBe(0);
    const again = await runOpsCommand('restore', [archive], { DATA_DIR: fresh });
    expect(again.code).toBe(1);
    expect(again.output).toContain('no está vacía');
    expect((await readdir(fresh)).sort()).toEqual(['media', 'pglite']);

    expect(await first.stop()).toBe(0);
    const second = await startServerProcess({ DATA_DIR: fresh });
    servers.push(second);
    // Sessions were copied too: the tokens issued before the backup still work.
    expect(await stateOf(second.origin, [demo, newcomer])).toEqual(before);
    for (const account of DEMO_ACCOUNTS) await signIn(second.origin, account.phone, account.password);
    await signIn(second.origin, newcomer.phone, PASSWORD);
    const served = await fetch(`${second.origin}/media/products/respaldo-prueba.webp`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(picture)).toBe(true);
    expect((await readdir(path.join(fresh, 'media/products'))).length).toBe((await readdir(path.join(live, 'media/products'))).length);
  }, 300_000);

  it('with the server stopped, backup opens the directory itself and the copy restores with --force over old data', async () => {
    const live = path.join(root, 'live');
    const archive = path.join(root, 'respaldo-detenido.tar.gz');
    const backup = await runOpsCommand('backup', ['--out', archive], { DATA_DIR: live });
    expect(backup.output).toContain('abro');
    expect(backup.code).toBe(0);
    const target = path.join(root, 'old');
    await mkdir(path.join(target, 'media'), { recursive: true });
    await writeFile(path.join(target, 'media/vieja.webp'), 'x');
    const restore = await runOpsCommand('restore', [archive, '--force'], { DATA_DIR: target });
    expect(restore.code).toBe(0);
    const names = await readdir(target);
    expect(names.filter((n) => n.startsWith('antes-de-restaurar-'))).toHaveLength(1);
    expect(names).toEqual(expect.arrayContaining(['media', 'pglite']));
    // The demo's orders (its reports history too) and every demo account, plus the newcomer: read back from the copy.
    const [, orders, accounts] = /Restaurado en .*: (\d+) pedidos, (\d+) cuentas/.exec(restore.output) ?? [];
    expect(Number(orders)).toBeGreaterThan(0);
    expect(Number(accounts)).toBeGreaterThanOrEqual(DEMO_ACCOUNTS.length + 1);
  }, 120_000);
});
