// The thread that owns the embedded database (db/pglite-worker.ts starts it with
// lib/start-worker.ts and posts every statement here; docs/decisions/011).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type ParserOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS, takeSnapshot } from './pglite-snapshot';

export type PgliteWorkerData = { dataDir: string | null };
export type QueryResult = { rows: unknown[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number };
/** A statement, or a step of transaction `tx` (an id the client chose). */
export type PgliteRequest = { id: number } & (
  | { op: 'query'; sql: string; params?: unknown[]; rowMode?: 'array' | 'object'; textTypes?: number[]; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' | 'commit' | 'rollback'; tx: number }
  | { op: 'snapshot' }
  | { op: 'close' }
);
/** The fields of a PostgreSQL error the app reads (SQLSTATE `code`, `constraint`...). */
export type PgliteErrorFields = { message: string } & Record<string, unknown>;
export type PgliteReply = { id: number; result?: unknown; error?: PgliteErrorFields };

type OpenTransaction = { tx: Transaction; commit: () => void; rollback: (error: Error) => void; done?: Promise<unknown> };

const ERROR_FIELDS = ['code', 'constraint', 'detail', 'severity', 'schema', 'table', 'column', 'hint'];
const port = parentPort!;
const { dataDir } = workerData as PgliteWorkerData;
const opened = PGlite.create(dataDir || undefined, { extensions: PGLITE_EXTENSIONS });
const transactions = new Map<number, OpenTransaction>();

function asError(error: unknown): PgliteErrorFields {
  const fields = error as Record<string, unknown> | null | undefined;
  const out: PgliteErrorFields = { message: String(fields?.message || error) };
  for (const key of ERROR_FIELDS) if (fields?.[key] !== undefined) out[key] = fields[key];
  return out;
}

/** Drizzle asks for dates, timestamps and intervals as PostgreSQL writes them (identity parsers). */
const asText = (oids: number[] | undefined): ParserOptions | undefined =>
  oids ? Object.fromEntries(oids.map((oid) => [oid, (value: string) => value])) : undefined;
const plain = (r: Results): QueryResult => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows });

/**
 * Opens transaction `tx` with PGlite's own lock (its `transaction()`), which it holds until the
 * client commits or rolls back; statements outside it wait for it as they did in process.
 */
async function begin(db: PGlite, tx: number): Promise<null> {
  let started: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (started = resolve));
  const done = db.transaction(
    (handle) =>
      new Promise<void>((commit, rollback) => {
        transactions.set(tx, { tx: handle, commit, rollback });
        started();
      }),
  );
  done.catch(() => undefined);
  await Promise.race([ready, done]);
  transactions.get(tx)!.done = done;
  return null;
}

async function end(op: 'commit' | 'rollback', tx: number): Promise<null> {
  const open = transactions.get(tx)!;
  transactions.delete(tx);
  if (op === 'commit') open.commit();
  else open.rollback(new Error('rollback'));
  await open.done!.catch((error: unknown) => {
    if (op === 'commit') throw error;
  });
  return null;
}

async function run(db: PGlite, m: PgliteRequest): Promise<unknown> {
  switch (m.op) {
    case 'query': {
      const target = m.tx ? transactions.get(m.tx)!.tx : db;
      return plain(await target.query(m.sql, m.params, { rowMode: m.rowMode, parsers: asText(m.textTypes) }));
    }
    case 'exec':
      return (await (m.tx ? transactions.get(m.tx)!.tx : db).exec(m.sql)).map(plain);
    case 'begin':
      return begin(db, m.tx);
    case 'commit':
    case 'rollback':
      return end(m.op, m.tx);
    case 'snapshot':
      return takeSnapshot(db);
    case 'close':
      await db.close();
      return null;
  }
}

port.on('message', async (m: PgliteRequest) => {
  let reply: PgliteReply;
  try {
    reply = { id: m.id, result: await run(await opened, m) };
  } catch (error) {
    reply = { id: m.id, error: asError(error) };
  }
  // A snapshot's tar (tens of MB) moves to the main thread instead of being copied.
  const tar = (reply.result as { tar?: Uint8Array } | undefined)?.tar;
  port.postMessage(reply, tar ? [tar.buffer as ArrayBuffer] : []);
});
