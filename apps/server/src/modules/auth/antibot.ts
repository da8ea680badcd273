import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { leadingZeroBits, proofOfWorkInput } from '@mostrador/shared/validation/proof-of-work';

/** A challenge is good for this long: enough for a slow phone to finish its work. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** Anti-bot failures from one address in the last hour before the visible variant appears. */
export const VISIBLE_AFTER_FAILURES = 3;
/** The visible variant (a checkbox the person ticks) asks for this much more work. */
export const VISIBLE_EXTRA_BITS = 2;
/** Each further failure doubles the work, up to 2⁶ times the base (about 4 million hashes at 16). */
export const MAX_EXTRA_BITS = 6;

/** Bits added to the base for an address with this many recent failures. */
export function extraBits(failures: number): number {
  if (failures < VISIBLE_AFTER_FAILURES) return 0;
  return Math.min(VISIBLE_EXTRA_BITS + failures - VISIBLE_AFTER_FAILURES, MAX_EXTRA_BITS);
}

export interface IssuedChallenge {
  CHALLENGE: string;
  DIFFICULTY: number;
  VISIBLE: boolean;
}

export interface CheckedChallenge {
  /** What the spent-challenge table keys on. */
  hash: string;
  expiresAt: Date;
  isVisible: boolean;
  difficulty: number;
}

/**
 * The SMS form's hidden captcha (docs/product.md#sign-in-and-phone-verification), as a proof of work: the server signs a random
 * challenge with its difficulty; the browser finds a NONCE such that SHA-256("CHALLENGE:NONCE")
 * starts with DIFFICULTY zero bits. Checking costs one hash; pumping SMS costs real CPU.
 * Challenges are stateless (HMAC with AUTH_SECRET) so any instance can check them.
 */
export function createAntibot(secret: string, baseDifficulty: number) {
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

  return {
    /** The difficulty the address's recent failures call for. */
    difficultyFor: (failures: number) => baseDifficulty + extraBits(failures),

    issue(now: Date, failures: number): IssuedChallenge {
      const isVisible = failures >= VISIBLE_AFTER_FAILURES;
      const difficulty = baseDifficulty + extraBits(failures);
      const payload = `v1.${now.getTime() + CHALLENGE_TTL_MS}.${difficulty}.${isVisible ? 1 : 0}.${randomBytes(12).toString('base64url')}`;
      return { CHALLENGE: `${payload}.${sign(payload)}`, DIFFICULTY: difficulty, VISIBLE: isVisible };
    },

    /** The checked challenge, or null when forged, expired or not solved. */
    check(challenge: string, nonce: string, now: Date): CheckedChallenge | null {
      const parts = challenge.split('.');
      if (parts.length !== 6 || parts[0] !== 'v1' || !/^\d{1,20}$/.test(nonce)) return null;
      const payload = parts.slice(0, 5).join('.');
      const given = Buffer.from(parts[5]!);
      const expected = Buffer.from(sign(payload));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const expiresAt = Number(parts[1]);
      const difficulty = Number(parts[2]);
      if (
        !(expiresAt > now.getTime()) ||
        leadingZeroBits(createHash('sha256').update(proofOfWorkInput(challenge, nonce)).digest()) < difficulty
      ) {
        return null;
      }
      return {
        hash: createHash('sha256').update(challenge).digest('hex'),
        expiresAt: new Date(expiresAt),
        isVisible: parts[3] === '1',
        difficulty,
      };
    },
  };
}

export type Antibot = ReturnType<typeof createAntibot>;

/** What the browser does, for tests and the benchmark: the first nonce that meets the difficulty. */
export function solveChallenge(challenge: string, difficulty: number): string {
  for (let nonce = 0; ; nonce++) {
    if (leadingZeroBits(createHash('sha256').update(proofOfWorkInput(challenge, nonce)).digest()) >= difficulty) return String(nonce);
  }
}
