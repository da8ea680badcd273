import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { MIGRATIONS_DIR, openDatabase, wrapPglite, type DatabaseHandle } from '../../src/db/client';

export type Engine = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server we may create databases on. */
export const engines: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

const extensions = { pg_trgm, unaccent };

/**
 * A fresh, migrated database. PGlite: cloned from a migrated template kept on disk and keyed by
 * the migrations' content (initdb costs seconds, a clone well under one). PostgreSQL: a new
 * `mostrador_test_<random>` database, dropped again by `close()`.
 */
export async function createTestDatabase(engine: Engine): Promise<DatabaseHandle> {
  return engine === 'pglite' ? clonePglite() : createPostgres();
}

async function clonePglite(): Promise<DatabaseHandle> {
  const client = await PGlite.create({ loadDataDir: await pgliteTemplate(), extensions });
  return wrapPglite(client);
}

let template: Promise<Blob> | undefined;

function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = path.join(os.tmpdir(), `mostrador-pglite-template-${await migrationsHash()}.tar`);
    if (existsSync(file)) return new Blob([await readFile(file)]);
    const client = await PGlite.create({ extensions });
    await (await wrapPglite(client)).migrate();
    const dump = await client.dumpDataDir('none');
    await client.close();
    // Write then rename, so a concurrent run never reads half a template.
    const partial = `${file}.${process.pid}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  })();
  return template;
}

async function migrationsHash(): Promise<string> {
  const hash = createHash('sha1');
  // A new PGlite may change the on-disk format: its package.json is part of the key.
  hash.update(await readFile(new URL('../package.json', import.meta.resolve('@electric-sql/pglite'))));
  for (const dir of [MIGRATIONS_DIR, path.join(MIGRATIONS_DIR, 'meta')]) {
    for (const name of (await readdir(dir)).sort()) {
      if (name.endsWith('.sql') || name === '_journal.json') hash.update(name).update(await readFile(path.join(dir, name)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

async function createPostgres(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `mostrador_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({
    kind: 'postgres',
    url: url.toString(),
    poolMax: 4,
    statementTimeoutMs: 10_000,
    connectTimeoutMs: 5_000,
  });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
