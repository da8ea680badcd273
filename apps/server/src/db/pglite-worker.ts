import type { Worker } from 'node:worker_threads';
import { startWorker } from '../lib/start-worker';
import type { Snapshot } from './pglite-snapshot';
import type { PgliteErrorFields, PgliteReply, PgliteRequest, PgliteWorkerData, QueryResult } from './pglite-worker-thread';

export type { QueryResult } from './pglite-worker-thread';

/*
 * The embedded database on its own thread. PGlite runs PostgreSQL compiled to WASM on whatever
 * thread calls it: in the server's thread every statement stopped the event loop (a sign-in's
 * statements took ~4.6 ms of it, and the cached company answer waited behind them). Here the
 * event loop only posts the statement and reads the rows back; the worker
 * (db/pglite-worker-thread.ts) owns the PGlite.
 */

type Params = unknown[] | undefined;
type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };
/** A request without its id, which `call` adds. */
type Request = PgliteRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** A PostgreSQL error as the worker reported it, with the SQLSTATE `code` and `constraint` the app checks. */
class DatabaseError extends Error {
  constructor(fields: PgliteErrorFields) {
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
    worker.on('message', (message: PgliteReply) => {
      const waiting = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error) waiting?.reject(new DatabaseError(message.error));
      else waiting?.resolve(message.result);
    });
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', () => this.failAll(new Error('the database thread stopped')));
  }

  static async open(dataDir: string | null): Promise<PgliteWorkerClient> {
    const worker = startWorker(new URL('./pglite-worker-thread.ts', import.meta.url), {
      workerData: { dataDir } satisfies PgliteWorkerData,
    });
    const client = new PgliteWorkerClient(worker);
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

  async transaction<T>(
    callback: (tx: { query: PgliteWorkerClient['query']; exec: (sql: string) => Promise<QueryResult[]> }) => Promise<T>,
  ): Promise<T> {
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

  /** A consistent copy of the whole database, taken between transactions (db/pglite-snapshot.ts). */
  snapshot(): Promise<Snapshot> {
    return this.call({ op: 'snapshot' }) as Promise<Snapshot>;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.call({ op: 'close' }).catch(() => undefined);
    await this.worker.terminate();
  }

  private call(message: Request): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const id = ++this.sequence;
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id } as PgliteRequest);
    });
  }

  private failAll(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}
