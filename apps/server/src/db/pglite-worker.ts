import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * The embedded database on its own thread. PGlite runs PostgreSQL compiled to WASM on whatever
 * thread calls it: in the server's thread every statement stopped the event loop (a sign-in's
 * statements took ~4.6 ms of it, and the cached company answer waited behind them). Here the
 * event loop only posts the statement and reads the rows back; the worker owns the PGlite.
 */
const workerSource = (modules: { pglite: string; pgTrgm: string; unaccent: string }) => `
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require(${JSON.stringify(modules.pglite)});
const { pg_trgm } = require(${JSON.stringify(modules.pgTrgm)});
const { unaccent } = require(${JSON.stringify(modules.unaccent)});
const opened = PGlite.create(workerData.dataDir || undefined, { extensions: { pg_trgm, unaccent } });
const transactions = new Map();
const asError = (e) => {
  const out = { message: String((e && e.message) || e) };
  for (const key of ['code', 'constraint', 'detail', 'severity', 'schema', 'table', 'column', 'hint']) if (e && e[key] !== undefined) out[key] = e[key];
  return out;
};
// Drizzle asks for dates, timestamps and intervals as PostgreSQL writes them (identity parsers).
const asText = (oids) => (oids ? Object.fromEntries(oids.map((oid) => [oid, (value) => value])) : undefined);
const plain = (r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows });
async function run(db, m) {
  const target = m.tx && (m.op === 'query' || m.op === 'exec') ? transactions.get(m.tx).tx : db;
  switch (m.op) {
    case 'query': return plain(await target.query(m.sql, m.params, { rowMode: m.rowMode, parsers: asText(m.textTypes) }));
    case 'exec': return (await target.exec(m.sql)).map(plain);
    case 'begin': {
      let started;
      const ready = new Promise((resolve) => (started = resolve));
      const done = db.transaction((tx) => new Promise((commit, rollback) => { transactions.set(m.tx, { tx, commit, rollback }); started(); }));
      done.catch(() => undefined);
      await Promise.race([ready, done]);
      transactions.get(m.tx).done = done;
      return null;
    }
    case 'commit': case 'rollback': {
      const t = transactions.get(m.tx);
      transactions.delete(m.tx);
      if (m.op === 'commit') t.commit(); else t.rollback(new Error('rollback'));
      await t.done.catch((e) => { if (m.op === 'commit') throw e; });
      return null;
    }
    case 'close': await db.close(); return null;
  }
}
parentPort.on('message', async (m) => {
  try {
    parentPort.postMessage({ id: m.id, result: await run(await opened, m) });
  } catch (e) {
    parentPort.postMessage({ id: m.id, error: asError(e) });
  }
});`;

type Params = unknown[] | undefined;
type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };
export type QueryResult = { rows: unknown[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number };

/** A PostgreSQL error as the worker reported it, with the SQLSTATE `code` and `constraint` the app checks. */
class DatabaseError extends Error {
  constructor(fields: { message: string } & Record<string, unknown>) {
    super(fields.message);
    this.name = 'DatabaseError';
    Object.assign(this, fields);
  }
}

/**
 * The part of PGlite's client that Drizzle's PGlite driver uses (`query`, `exec`, `transaction`,
 * `close`), answered by the worker. A transaction holds PGlite's own lock in the worker, so
 * statements from other requests wait for it exactly as they did in process.
 */
export class PgliteWorkerClient {
  closed = false;
  private sequence = 0;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: { id: number; result?: unknown; error?: { message: string } & Record<string, unknown> }) => {
      const waiting = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error) waiting?.reject(new DatabaseError(message.error));
      else waiting?.resolve(message.result);
    });
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', () => this.failAll(new Error('the database thread stopped')));
  }

  static async open(dataDir: string | null): Promise<PgliteWorkerClient> {
    const require = createRequire(import.meta.url);
    const modules = {
      pglite: require.resolve('@electric-sql/pglite'),
      pgTrgm: require.resolve('@electric-sql/pglite/contrib/pg_trgm'),
      unaccent: require.resolve('@electric-sql/pglite/contrib/unaccent'),
    };
    const client = new PgliteWorkerClient(new Worker(workerSource(modules), { eval: true, workerData: { dataDir } }));
    await client.query('select 1');
    return client;
  }

  query(sql: string, params?: Params, options?: QueryOptions, tx?: number): Promise<QueryResult> {
    const textTypes = options?.parsers ? Object.keys(options.parsers).map(Number) : undefined;
    return this.call({ op: 'query', sql, params, rowMode: options?.rowMode, textTypes, tx }) as Promise<QueryResult>;
  }

  exec(sql: string, tx?: number): Promise<QueryResult[]> {
    return this.call({ op: 'exec', sql, tx }) as Promise<QueryResult[]>;
  }

  async transaction<T>(callback: (tx: { query: PgliteWorkerClient['query']; exec: (sql: string) => Promise<QueryResult[]> }) => Promise<T>): Promise<T> {
    const tx = ++this.sequence;
    await this.call({ op: 'begin', tx });
    let result: T;
    try {
      result = await callback({ query: (sql, params, options) => this.query(sql, params, options, tx), exec: (sql) => this.exec(sql, tx) });
    } catch (error) {
      await this.call({ op: 'rollback', tx }).catch(() => undefined);
      throw error;
    }
    await this.call({ op: 'commit', tx });
    return result;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.call({ op: 'close' }).catch(() => undefined);
    await this.worker.terminate();
  }

  private call(message: Record<string, unknown>): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const id = ++this.sequence;
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  private failAll(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}
