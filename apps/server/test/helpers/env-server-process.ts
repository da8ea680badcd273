import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './server-process';

export { freePort };

const SERVER_ENTRY = fileURLToPath(new URL('../../src/server.ts', import.meta.url));
const COMMANDS_DIR = fileURLToPath(new URL('../../src/commands/', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  /** SIGTERM, then the exit code once the process is gone. */
  stop(): Promise<number | null>;
  /** Everything it printed so far (its log). */
  output(): string;
}

/**
 * The real server as a process of its own (`node --import tsx src/server.ts`), as production runs
 * it, with `env` over a quiet demo default (no PostgreSQL or Redis unless `env` names them).
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      APP_MODE: 'demo',
      DATABASE_URL: '',
      REDIS_URL: '',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ANTIBOT_DIFFICULTY: '4',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };
  // Beside the rest of the suite on two cores, a cold start (tsx compiling, demo pictures) can take a while.
  for (let i = 0; i < 600 && child.exitCode === null; i++) {
    if (
      await fetch(`${origin}/api/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, origin, stop, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the server did not become ready; it printed:\n${output}`);
}

export interface CommandResult {
  code: number | null;
  output: string;
}

/** A command of src/commands (`backup`, `restore`, `migrate-to-postgres`, …) run as `npm run` runs it. */
export function runOpsCommand(name: string, args: string[], env: Record<string, string>): Promise<CommandResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', `${COMMANDS_DIR}${name}.ts`, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, APP_MODE: 'demo', DATABASE_URL: '', REDIS_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}
