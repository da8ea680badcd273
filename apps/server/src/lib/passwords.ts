import { t } from '@mostrador/shared/messages/es-MX';
import { AppError } from './errors';
import { PasswordHashingPool, type HashJob } from './password-hashing';

/**
 * argon2id, 19 MiB, 2 iterations, parallelism 1 (OWASP's baseline). argon2id is @node-rs/argon2's
 * default algorithm (its const enum cannot be imported under verbatimModuleSyntax); a test reads
 * the stored hash's "$argon2id$v=19$m=19456,t=2,p=1" prefix.
 */
export const PASSWORD_HASH_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

let pool: PasswordHashingPool | undefined;
let poolThreads: number | undefined;

/** PASSWORD_HASH_THREADS; 0 keeps the default (cores − 1). Takes effect before the first hash. */
export function setPasswordHashThreads(threads: number): void {
  if (threads > 0) poolThreads = threads;
}

function runHashJob(job: HashJob): Promise<string | boolean> {
  pool ??= new PasswordHashingPool(poolThreads);
  const running = pool.run(job);
  // A burst beyond the queue is told to come back, instead of waiting without bound.
  if (!running) throw new AppError(t('auth.busy'), 503);
  return running;
}

export const hashPassword = async (password: string): Promise<string> =>
  String(await runHashJob({ op: 'hash', password, options: PASSWORD_HASH_OPTIONS }));

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against the stored hash, or, for an unknown phone, against a throwaway hash of the
 * same cost, so both answers take as long and say the same.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hashPassword('cuenta-inexistente');
    await runHashJob({ op: 'verify', password, hash: await dummyHash });
    return false;
  }
  return (await runHashJob({ op: 'verify', password, hash: storedHash }).catch(() => false)) === true;
}
