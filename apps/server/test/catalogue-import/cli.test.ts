import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client';
import { DEMO_ACCOUNTS } from '../../src/seed/demo-accounts';
import { personWith } from '../helpers/back-office';
import { catalogueSnapshot, ean, rowsOf } from '../helpers/catalogue-import';
import { seedSmallDataset } from '../helpers/dataset';
import { runOpsCommand, startServerProcess } from '../helpers/env-server-process';
import { createTestDatabase } from '../helpers/test-database';

/** The command as the ERP's nightly job runs it (`npm run catalogue:import -- …`). */
const catalogueImport = (args: string[], env: Record<string, string>) => runOpsCommand('import-catalogue', args, env);

const GOOD = `SKU,Código de barras,Nombre,Precio,Existencia GDL-CENTRO\nERP-1,${ean(801)},Ibuprofeno Nocturno 400 mg,55.50,30\n`;
const BAD = `SKU,Código de barras,Nombre,Precio\nERP-2,${ean(802)},Sin precio,gratis\n`;
const UNKNOWN_COLUMN = `SKU,Precio,Color\nERP-1,60,rojo\n`;

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mostrador-import-cli-'));
  await writeFile(path.join(dir, 'bueno.csv'), GOOD);
  await writeFile(path.join(dir, 'malo.csv'), BAD);
  await writeFile(path.join(dir, 'columna.csv'), UNKNOWN_COLUMN);
  await writeFile(path.join(dir, 'comas.csv'), `${','.repeat(1_000_000)}\n`);
  // Sparse: 41 MB on paper, nothing on disk; the command refuses it before reading it.
  await writeFile(path.join(dir, 'enorme.csv'), '');
  await truncate(path.join(dir, 'enorme.csv'), 41 * 1_048_576);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe.skipIf(!process.env.TEST_DATABASE_URL)('npm run catalogue:import on PostgreSQL (DATABASE_URL)', () => {
  let database: DatabaseHandle;
  const env: Record<string, string> = {};
  let catalogue = '';
  let customer = '';

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    await seedSmallDataset(database.db);
    const [{ name }] = (await rowsOf(database.db, sql`select current_database() as name`)) as [{ name: string }];
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    env.REDIS_URL = '';
    catalogue = (await personWith(database.db, ['CATALOGUE'])).phone;
    customer = (await personWith(database.db, [])).phone;
  });
  afterAll(() => database.close());

  it('exits non-zero on every kind of error, and writes nothing', async () => {
    const before = await catalogueSnapshot(database.db);
    const bad = await catalogueImport([path.join(dir, 'malo.csv'), '--dry-run'], env);
    expect(bad.code).toBe(1);
    expect(bad.output).toContain('fila 2, columna «Precio»: El precio «gratis» no es un número en pesos');
    const column = await catalogueImport([path.join(dir, 'columna.csv'), '--dry-run'], env);
    expect(column.code).toBe(1);
    expect(column.output).toContain('fila 1, columna «Color»: Columna desconocida');
    const commas = await catalogueImport([path.join(dir, 'comas.csv'), '--dry-run'], env);
    expect(commas.code).toBe(1);
    expect(commas.output).toContain('La fila 1 pasa de 200 columnas');
    const huge = await catalogueImport([path.join(dir, 'enorme.csv'), '--dry-run'], env);
    expect(huge.code).toBe(1);
    expect(huge.output).toContain('pasa del límite de 40 MB');
    const badApply = await catalogueImport([path.join(dir, 'malo.csv'), '--as', catalogue], env);
    expect(badApply.code).toBe(1);
    expect(badApply.output).toContain('no se cambió nada');
    const noActor = await catalogueImport([path.join(dir, 'bueno.csv')], env);
    expect(noActor.code).toBe(1);
    expect(noActor.output).toContain('Falta --as');
    const notAllowed = await catalogueImport([path.join(dir, 'bueno.csv'), '--as', customer], env);
    expect(notAllowed.code).toBe(1);
    expect(notAllowed.output).toContain('acceso CATALOGUE o ADMIN');
    const missing = await catalogueImport([path.join(dir, 'no-existe.csv'), '--dry-run'], env);
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('No pude leer el archivo');
    expect(await catalogueSnapshot(database.db)).toEqual(before);
  });

  it('a dry run of a good file exits 0 and writes nothing; applying it exits 0 and writes it', async () => {
    const before = await catalogueSnapshot(database.db);
    const dry = await catalogueImport([path.join(dir, 'bueno.csv'), '--dry-run'], env);
    expect(dry.output).toContain('Simulación: 1 nuevos');
    expect(dry.code).toBe(0);
    expect(await catalogueSnapshot(database.db)).toEqual(before);
    const applied = await catalogueImport([path.join(dir, 'bueno.csv'), '--as', catalogue], env);
    expect(applied.output).toContain('1 productos nuevos');
    expect(applied.code).toBe(0);
    expect(await rowsOf(database.db, sql`select sku, price::text as price from products`)).toEqual([{ sku: 'ERP-1', price: '55.50' }]);
    expect(await rowsOf(database.db, sql`select units from stock where sku = 'ERP-1'`)).toEqual([{ units: 30 }]);
  });
});

describe('npm run catalogue:import on the embedded database (DATA_DIR)', () => {
  it('refuses while the server owns DATA_DIR, and imports once it is stopped', async () => {
    const dataDir = path.join(dir, 'data');
    const env = { DATA_DIR: dataDir };
    const none = await catalogueImport([path.join(dir, 'bueno.csv'), '--dry-run'], { DATA_DIR: path.join(dir, 'vacio') });
    expect(none.code).toBe(1);
    expect(none.output).toContain('No hay una base de datos embebida');
    const server = await startServerProcess(env);
    const admin = DEMO_ACCOUNTS.find((a) => (a.access as readonly string[]).includes('ADMIN'))!.phone;
    try {
      const busy = await catalogueImport([path.join(dir, 'bueno.csv'), '--as', admin], env);
      expect(busy.code).toBe(1);
      expect(busy.output).toContain('/admin/catalogue_import');
    } finally {
      await server.stop();
    }
    const applied = await catalogueImport([path.join(dir, 'bueno.csv'), '--as', admin], env);
    expect(applied.output).toContain('1 productos nuevos');
    expect(applied.code).toBe(0);
    const again = await catalogueImport([path.join(dir, 'bueno.csv'), '--dry-run'], env);
    expect(again.output).toContain('Simulación: 0 nuevos, 0 con cambios, 1 sin cambios, 0 existencias que cambian.');
    expect(again.code).toBe(0);
  }, 300_000);
});
