import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PasswordHashingPool, type StarvationRescue } from '../../src/lib/password-hashing';
import { PASSWORD_HASH_OPTIONS } from '../../src/lib/passwords';
import { idleClassUsable } from '../../src/lib/thread-scheduling';

const SCHED_OTHER = 0;
const SCHED_IDLE = 5;

/** Nice value and scheduling policy of each thread of this process (Linux: fields 19 and 41 of /proc/self/task/<tid>/stat). */
function threads(): Map<string, { nice: number; policy: number }> {
  const found = new Map<string, { nice: number; policy: number }>();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const fields = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      found.set(tid, { nice: Number(fields[16]), policy: Number(fields[38]) });
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return found;
}

/** The scheduling of the one thread that appeared since `before` at the hashing nice value. */
function hashingThread(before: Set<string>) {
  const added = [...threads()].filter(([tid, t]) => !before.has(tid) && t.nice === 10);
  expect(added).toHaveLength(1);
  return added[0]![1];
}

async function eventually(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

const hashJob = { op: 'hash' as const, password: 'Girasol-Azul-77', options: PASSWORD_HASH_OPTIONS };

describe('PasswordHashingPool', () => {
  it('hashes with argon2id and verifies, on threads at a lower priority than the event loop', async () => {
    const before = new Set(threads().keys());
    // No rescue within the test: on a busy machine a hash can starve past the default 250 ms and
    // be lifted to the normal class, which the rescue test below checks on purpose.
    const pool = new PasswordHashingPool(1, 10, { starvedMs: 600_000, liftedForMs: 1 });
    const hash = await pool.run(hashJob);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await pool.run({ op: 'verify', password: 'Girasol-Azul-77', hash: String(hash) })).toBe(true);
    expect(await pool.run({ op: 'verify', password: 'otra', hash: String(hash) })).toBe(false);
    expect(hashingThread(before).policy).toBe(idleClassUsable() ? SCHED_IDLE : SCHED_OTHER);
    // The test's own thread keeps its normal priority and class. Found by its id (the process's):
    // thread ids are handed out as process ids are, so after they wrap a newer thread can list first.
    expect(threads().get(String(process.pid))).toEqual({ nice: 0, policy: SCHED_OTHER });
  });

  it.runIf(idleClassUsable())('lifts a starved hash back to the normal class, and returns it to the idle class later', async () => {
    const before = new Set(threads().keys());
    // Every hash counts as starved after 1 ms, so the rescue runs on a free machine too.
    const rescue: StarvationRescue = { starvedMs: 1, liftedForMs: 60_000 };
    const pool = new PasswordHashingPool(1, 10, rescue);
    await pool.run(hashJob);
    await eventually(() => hashingThread(before).policy === SCHED_OTHER);
    expect(hashingThread(before).nice).toBe(10);
    // Still inside liftedForMs: the next hash stays in the normal class.
    await pool.run(hashJob);
    expect(hashingThread(before).policy).toBe(SCHED_OTHER);
    rescue.liftedForMs = 0;
    rescue.starvedMs = 60_000;
    await pool.run(hashJob);
    expect(hashingThread(before).policy).toBe(SCHED_IDLE);
  });

  it('refuses past the queue instead of waiting without bound', async () => {
    const pool = new PasswordHashingPool(1, 1);
    const first = pool.run(hashJob);
    const second = pool.run(hashJob);
    expect(pool.run(hashJob)).toBeNull();
    await expect(Promise.all([first, second])).resolves.toHaveLength(2);
    expect(pool.run(hashJob)).not.toBeNull();
  });

  it('a process waiting only on a hash stays alive until it is done (the demo seed at start-up)', async () => {
    // Before, busy threads were unref()ed like idle ones: the event loop looked empty, 'beforeExit'
    // fired and the server's graceful close began in the middle of its start (a CI flake).
    const passwords = new URL('../../src/lib/passwords.ts', import.meta.url).href;
    const script = `process.on('beforeExit', () => console.log('loop empty'));
      const { hashPassword } = await import(${JSON.stringify(passwords)});
      console.log((await hashPassword('Girasol-Azul-77')).startsWith('$argon2id$') ? 'hashed' : 'not a hash');`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
    expect(stdout).toBe('hashed\nloop empty\n');
  });

  it('a malformed stored hash is an error the caller turns into "wrong password"', async () => {
    const pool = new PasswordHashingPool(1, 1);
    await expect(pool.run({ op: 'verify', password: 'x', hash: 'no-es-un-hash' })).rejects.toThrow();
  });
});
