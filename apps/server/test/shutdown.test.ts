import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { solveChallenge } from '../src/modules/auth/antibot';
import { freePort } from './helpers/server-process';

const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
// A port the system says is free, not a random one in 6000–7999: one CI run drew 6665, which fetch
// refuses to call (the Fetch standard's "bad ports", IRC's 6665–6669), so the server was up and ready
// for two minutes while every probe failed at once. The error now says what the probes got.
const PORT = await freePort();
const origin = `http://127.0.0.1:${PORT}`;

function startServer(dataDir: string): { child: ChildProcess; ready: Promise<void>; exited: Promise<number | null> } {
  const child = spawn(TSX, [SERVER], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      APP_MODE: 'demo',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ANTIBOT_DIFFICULTY: '4',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  child.stdout?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      if (code !== 0) console.error(`server stderr:\n${stderr}`);
      resolve(code);
    }),
  );
  // Started from its sources by tsx, beside the rest of the suite on two cores: on a fresh clone
  // (nothing compiled yet) that once took over a minute, so it gets two, and says what it printed.
  const ready = (async () => {
    let lastAnswer = 'nothing yet';
    for (let i = 0; i < 480; i++) {
      if (
        await fetch(`${origin}/api/ready`).then(
          (r) => ((lastAnswer = `HTTP ${r.status}`), r.ok),
          (error: unknown) => ((lastAnswer = String((error as { cause?: unknown }).cause ?? error)), false),
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`server did not start on port ${PORT} (last probe: ${lastAnswer}); it printed:\n${stderr}`);
  })();
  return { child, ready, exited };
}

const post = (url: string, body: object) =>
  fetch(`${origin}/api${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('graceful shutdown of the server process', () => {
  let dataDir = '';
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('on SIGTERM a sign-up in flight finishes, the process exits 0 and the account is on disk', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mostrador-shutdown-'));
    const first = startServer(dataDir);
    await first.ready;
    const PHONE = '3355501234';
    const { CHALLENGE, DIFFICULTY } = (await (await post('/auth/sms/challenge', {})).json()) as { CHALLENGE: string; DIFFICULTY: number };
    expect(
      (await post('/auth/sms/send', { PHONE, PURPOSE: 'register', CAPTCHA: { CHALLENGE, NONCE: solveChallenge(CHALLENGE, DIFFICULTY) } }))
        .status,
    ).toBe(200);
    const outbox = (await (await fetch(`${origin}/api/dev/sms-outbox?PHONE=${PHONE}`)).json()) as { messages: { CODE: string }[] };
    const { FIREBASE_UID } = (await (
      await post('/auth/sms/verify', { PHONE, PURPOSE: 'register', CODE: outbox.messages[0]!.CODE })
    ).json()) as { FIREBASE_UID: string };

    // Password hashing keeps this request busy for tens of milliseconds: stop the process meanwhile.
    const signUp = post('/login/new', { NAME: 'Persona en vuelo', PHONE, PASSWORD: 'Vuelo-Seguro-2026', FIREBASE_UID });
    await new Promise((r) => setTimeout(r, 15));
    first.child.kill('SIGTERM');
    const answer = await signUp;
    expect(answer.status).toBe(200);
    expect(await first.exited).toBe(0);

    // The database closed cleanly: a new process on the same data directory finds the account.
    const second = startServer(dataDir);
    await second.ready;
    try {
      expect((await post('/login', { PHONE, PASSWORD: 'Vuelo-Seguro-2026' })).status).toBe(200);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  }, 240_000);
});
