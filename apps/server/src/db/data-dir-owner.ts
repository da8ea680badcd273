import { chmod, mkdir, unlink } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import path from 'node:path';
import type { Snapshot, SnapshotInfo } from './pglite-snapshot';

/*
 * One process at a time may open an embedded (PGlite) data directory: two would corrupt it, and
 * PGlite itself does not lock it. The owner listens on a Unix socket inside DATA_DIR; whoever
 * else wants the directory asks that socket first. The running server also answers snapshot
 * requests there, so `npm run backup` copies a live database through the only process that may
 * read it. The socket is mode 0600: only the account that runs the server can ask
 * (docs/decisions/025).
 */

export const OWNER_SOCKET = 'mostrador.sock';
const INFO_HEADER = 'x-mostrador-snapshot';
/** How long a silent owner may take to answer "who are you?" before the socket counts as stale. */
const ASK_TIMEOUT_MS = 3_000;

export type OwnerRole = 'server' | 'backup' | 'restore' | 'migrate' | 'import' | 'unresponsive';
export interface Owner {
  pid: number;
  role: OwnerRole;
}

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: Owner,
  ) {
    super(`${dataDir} está en uso por otro proceso (${owner.role}, pid ${owner.pid}) / is in use by another process`);
    this.name = 'DataDirBusyError';
  }
}

export interface DataDirClaim {
  release(): Promise<void>;
}

export const ownerSocketPath = (dataDir: string) => path.join(dataDir, OWNER_SOCKET);

/**
 * Makes this process the owner of `dataDir`, or throws DataDirBusyError naming the live owner.
 * A socket file nobody answers on is left by a process that died: it is replaced.
 * `snapshot` (the server's) answers backup requests; null while the database is not open yet.
 */
export async function claimDataDir(
  dataDir: string,
  role: OwnerRole,
  snapshot: () => Promise<Snapshot> | null = () => null,
): Promise<DataDirClaim> {
  await mkdir(dataDir, { recursive: true });
  const socket = ownerSocketPath(dataDir);
  const server = createServer((req, res) => {
    if (req.url === '/owner') return void res.setHeader('content-type', 'application/json').end(JSON.stringify({ pid: process.pid, role }));
    const taking = req.url === '/snapshot' ? snapshot() : null;
    if (!taking) return void res.writeHead(req.url === '/snapshot' ? 503 : 404).end();
    taking.then(
      ({ tar, info }) => res.writeHead(200, { 'content-type': 'application/x-tar', [INFO_HEADER]: JSON.stringify(info) }).end(tar),
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
  for (let attempt = 0; ; attempt++) {
    try {
      await listen(server, socket);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt > 0) throw error;
      const owner = await askOwner(dataDir);
      if (owner) throw new DataDirBusyError(dataDir, owner);
      // Nobody listens: the owner died without removing its socket.
      await unlink(socket).catch(() => undefined);
    }
  }
  await chmod(socket, 0o600);
  return {
    release: async () => {
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function listen(server: Server, socket: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * The live owner of `dataDir`, or null when nothing listens on its socket. An owner that does
 * not answer in time is still an owner (a stuck server must not lose its directory).
 */
async function askOwner(dataDir: string): Promise<Owner | null> {
  try {
    const { body } = await get(dataDir, '/owner', ASK_TIMEOUT_MS);
    return JSON.parse(body.toString('utf8')) as Owner;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ECONNREFUSED' || code === 'ENOENT') return null;
    return { pid: 0, role: 'unresponsive' };
  }
}

/**
 * How long a copy may take to arrive. Never left unset: Node's default agent then ends an idle
 * socket after 5 s, and a busy machine's server took longer to dump the demo (CI, «Error: timeout»).
 */
const SNAPSHOT_TIMEOUT_MS = 10 * 60_000;

/** Asks the server that owns `dataDir` for a consistent copy of its database. */
export async function requestSnapshot(dataDir: string): Promise<Snapshot> {
  const { status, headers, body } = await get(dataDir, '/snapshot', SNAPSHOT_TIMEOUT_MS);
  if (status !== 200) {
    const why = status === 503 ? 'el servidor aún está arrancando / the server is still starting' : body.toString('utf8');
    throw new Error(`El servidor no entregó la copia (${status}): ${why}`);
  }
  const info = JSON.parse(String(headers[INFO_HEADER])) as SnapshotInfo;
  return { tar: new Uint8Array(body.buffer, body.byteOffset, body.byteLength), info };
}

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

function get(dataDir: string, url: string, timeoutMs: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: ownerSocketPath(dataDir), path: url, method: 'GET', timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end();
  });
}
