import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { DatabaseConfig } from '../config';
import * as schema from './schema/index';
import type { PGlite } from '@electric-sql/pglite';
import { PgliteWorkerClient } from './pglite-worker';
import { takeSnapshot, type Snapshot } from './pglite-snapshot';

/** Arbitrary constant shared by every instance of this app ("mostrador" in ASCII, truncated). */
const MIGRATION_LOCK_KEY = 0x6d6f7374;

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export type Schema = typeof schema;
/**
 * What every module receives: the engine-neutral Drizzle database over our schema. PGlite and
 * node-postgres both satisfy it, so services and repositories never know which one runs.
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseConfig['kind'];
  /** Cheap round trip for readiness checks; rejects while the database is unreachable. */
  ping(): Promise<void>;
  /** Applies pending drizzle-kit migrations with the migrator of the running engine. */
  migrate(): Promise<void>;
  /** The embedded database only: a consistent copy for `npm run backup` (db/pglite-snapshot.ts). */
  snapshot?(): Promise<Snapshot>;
  close(): Promise<void>;
  /** PostgreSQL only: the pool's connections now, and a listener for every query's duration (/metrics). */
  pool?: {
    state(): { total: number; idle: number; waiting: number; max: number };
    onQuery(listener: QueryListener): void;
  };
}

/** Seconds a query took and whether it failed. */
export type QueryListener = (seconds: number, failed: boolean) => void;

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  return config.kind === 'postgres' ? openPostgres(config) : openPglite(config.dataDir);
}

async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  // Drizzle's PGlite driver loads while PGlite boots, not after it.
  void loadDrizzlePglite().catch(() => undefined);
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // On its own thread (db/pglite-worker.ts): statements no longer stop the event loop.
  return wrapPglite(await PgliteWorkerClient.open(dataDir));
}

const importDrizzlePglite = () => Promise.all([import('drizzle-orm/pglite'), import('drizzle-orm/pglite/migrator')]);
let drizzlePglite: ReturnType<typeof importDrizzlePglite> | undefined;
const loadDrizzlePglite = () => (drizzlePglite ??= importDrizzlePglite());

/** Wraps an already open PGlite: the server's on its thread, or one in process (tests clone theirs from a migrated template). */
export async function wrapPglite(client: PGlite | PgliteWorkerClient): Promise<DatabaseHandle> {
  const [{ drizzle }, { migrate }] = await loadDrizzlePglite();
  // The worker client answers the calls Drizzle's driver makes (query, exec, transaction).
  const db = drizzle({ client: client as PGlite, schema });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_DIR }),
    snapshot: () => (client instanceof PgliteWorkerClient ? client.snapshot() : takeSnapshot(client)),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(config: Extract<DatabaseConfig, { kind: 'postgres' }>): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolMax,
    // A stuck query must not hold a pooled connection forever.
    statement_timeout: config.statementTimeoutMs,
    connectionTimeoutMillis: config.connectTimeoutMs,
    idleTimeoutMillis: 30_000,
    application_name: 'mostrador',
  });
  // An idle client losing its connection emits here; without a listener the process would crash.
  pool.on('error', () => undefined);
  let queryListener: QueryListener | null = null;
  pool.on('connect', (client) => timeQueries(client, () => queryListener));
  const db = drizzle(pool, { schema });
  let isClosed = false;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrate: async () => {
      // Several instances may start together: a session-level advisory lock on its own
      // connection (not a pooled one, so a pool of 1 cannot deadlock) serialises them.
      const lock = new pg.Client({ connectionString: config.url, connectionTimeoutMillis: config.connectTimeoutMs });
      await lock.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await lock.end();
      }
    },
    close: async () => {
      if (isClosed) return;
      isClosed = true;
      await pool.end();
    },
    pool: {
      state: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: config.poolMax }),
      onQuery: (listener) => void (queryListener = listener),
    },
  };
}

/**
 * Times every query of a pooled connection (pool.query and transactions both end in
 * client.query), in its promise or callback form; nothing is measured while no one listens.
 */
function timeQueries(client: { query: (...args: never[]) => unknown }, listener: () => QueryListener | null): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const observe = listener();
    if (!observe) return query(...args);
    const start = performance.now();
    const done = (failed: boolean) => observe((performance.now() - start) / 1000, failed);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (error: unknown, result: unknown) => {
        done(error != null);
        (callback as (error: unknown, result: unknown) => void)(error, result);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise)
      result.then(
        () => done(false),
        () => done(true),
      );
    return result;
  }) as typeof client.query;
}

/** The demo seed runs only on a database that has never been seeded (no company row yet). */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: schema.company.id }).from(schema.company).limit(1);
  return rows.length === 0;
}
