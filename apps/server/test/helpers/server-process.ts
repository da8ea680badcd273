import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';

const SERVER_ENTRY = fileURLToPath(new URL('../../src/server.ts', import.meta.url));

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The URL of the very database `db` is connected to (a test database is created per run). */
export async function urlOfDatabase(db: Database, serverUrl: string): Promise<string> {
  const { rows } = (await db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  const url = new URL(serverUrl);
  url.pathname = `/${rows[0]?.name ?? ''}`;
  return url.toString();
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  origin: string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** SIGTERM (the graceful stop systemd sends) and wait for the exit code. */
  stop(): Promise<number | null>;
}

/** A separate server process (test mode) on the given PostgreSQL and Redis, ready to answer. */
export async function startServerProcess(options: {
  databaseUrl: string;
  redisUrl: string;
  port?: number;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env: {
      ...process.env,
      APP_MODE: 'test',
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };
  // Started from its sources by tsx beside the rest of the suite on two cores: allow a minute.
  for (let i = 0; i < 300; i++) {
    const ready = await fetch(`${origin}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { child, port, origin, exited, stop };
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the server process on port ${port} did not become ready`);
}
