import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id, 19 MiB, 2 iterations, parallelism 1 (OWASP's baseline). @node-rs/argon2 hashes on
 * libuv's thread pool, so a login never blocks the event loop. argon2id is the library's default
 * algorithm (its const enum cannot be imported under verbatimModuleSyntax); a test reads the
 * stored hash's "$argon2id$v=19$m=19456,t=2,p=1" prefix.
 */
export const PASSWORD_HASH_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, PASSWORD_HASH_OPTIONS);

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against the stored hash, or, for an unknown phone, against a throwaway hash of the
 * same cost, so both answers take as long and say the same.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hash('cuenta-inexistente', PASSWORD_HASH_OPTIONS);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
