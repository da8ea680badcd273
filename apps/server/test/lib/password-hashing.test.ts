import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PasswordHashingPool } from '../../src/lib/password-hashing';
import { PASSWORD_HASH_OPTIONS } from '../../src/lib/passwords';

/** Nice values of this process's threads (Linux: field 19 of /proc/self/task/<tid>/stat). */
const threadNices = () =>
  readdirSync('/proc/self/task').map((tid) => Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]));

describe('PasswordHashingPool', () => {
  it('hashes with argon2id and verifies, on threads at a lower priority than the event loop', async () => {
    const pool = new PasswordHashingPool(1, 10);
    const hash = await pool.run({ op: 'hash', password: 'Girasol-Azul-77', options: PASSWORD_HASH_OPTIONS });
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await pool.run({ op: 'verify', password: 'Girasol-Azul-77', hash: String(hash) })).toBe(true);
    expect(await pool.run({ op: 'verify', password: 'otra', hash: String(hash) })).toBe(false);
    expect(threadNices()).toContain(10);
    // The test's own thread keeps its normal priority.
    expect(threadNices()[0]).toBe(0);
  });

  it('refuses past the queue instead of waiting without bound', async () => {
    const pool = new PasswordHashingPool(1, 1);
    const job = { op: 'hash' as const, password: 'x'.repeat(12), options: PASSWORD_HASH_OPTIONS };
    const first = pool.run(job);
    const second = pool.run(job);
    expect(pool.run(job)).toBeNull();
    await expect(Promise.all([first, second])).resolves.toHaveLength(2);
    expect(pool.run(job)).not.toBeNull();
  });

  it('a malformed stored hash is an error the caller turns into "wrong password"', async () => {
    const pool = new PasswordHashingPool(1, 1);
    await expect(pool.run({ op: 'verify', password: 'x', hash: 'no-es-un-hash' })).rejects.toThrow();
  });
});
