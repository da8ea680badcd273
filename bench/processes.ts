import { spawn, type ChildProcess } from 'node:child_process';

export type Started = { child: ChildProcess; readyMs: number };

/** Servers still running: a benchmark that fails midway must not leave them holding the ports. */
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
});

/** Spawns a process (its own process group, so stop() ends npm and its children) and resolves once `url` answers 200 (polled every 25 ms). */
export async function startAndWait(cmd: string, args: string[], env: NodeJS.ProcessEnv, url: string): Promise<Started> {
  // A leftover server on the port would answer for the one under test and fake every figure.
  // The server stopped just before may still be closing (stop() returns when npm exits): give it
  // a few seconds before calling the port taken.
  const answers = () =>
    fetch(url).then(
      () => true,
      () => false,
    );
  for (let waited = 0; await answers(); waited += 100) {
    if (waited >= 5000) throw new Error(`${new URL(url).host} already answers: stop whatever runs there before benchmarking`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const t0 = performance.now();
  const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const deadline = t0 + 120_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return { child, readyMs: performance.now() - t0 };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  child.kill('SIGTERM');
  throw new Error(`${url} not ready in time`);
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  if (child.pid) process.kill(-child.pid, 'SIGTERM');
  await exited;
}

export type Instances = { origins: string[]; stop: () => Promise<void> };

/** `npm start` on each of `ports` with the same environment (a shared DATABASE_URL and REDIS_URL), one after the other. */
export async function startInstances(env: NodeJS.ProcessEnv, ports: string[]): Promise<Instances> {
  const started: Started[] = [];
  const stopAll = async () => {
    for (const s of started) await stop(s.child);
  };
  const origins = ports.map((p) => `http://127.0.0.1:${p}`);
  try {
    for (const [i, port] of ports.entries())
      started.push(await startAndWait('npm', ['start'], { ...env, PORT: port }, `${origins[i]}/api/ready`));
  } catch (error) {
    await stopAll();
    throw error;
  }
  return { origins, stop: stopAll };
}

/**
 * A bare baseline server's stop: `stop()` signals the whole process group (npx, tsx, node), so
 * SIGTERM can arrive more than once; the first closes, in order, and exits.
 */
export function closeOnSigterm(...closers: (() => Promise<unknown>)[]): void {
  let isClosing = false;
  process.on('SIGTERM', () => {
    if (isClosing) return;
    isClosing = true;
    void closers.reduce<Promise<unknown>>((done, close) => done.then(close), Promise.resolve()).then(() => process.exit(0));
  });
}

/** The bare baselines' database: the app's pool size (DB_POOL_MAX, default 10) on DATABASE_URL. */
export async function openBareDatabase() {
  const { openDatabase } = await import('../apps/server/src/db/client');
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required');
  return openDatabase({
    kind: 'postgres',
    url,
    poolMax: Number(process.env.DB_POOL_MAX ?? 10),
    statementTimeoutMs: 10_000,
    connectTimeoutMs: 5_000,
  });
}
