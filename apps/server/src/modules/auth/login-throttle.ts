import { t } from '@mostrador/shared/messages/es-MX';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { describeWait } from './describe-wait';
import type { VerificationRepository } from './verification-repository';

const MINUTE_MS = 60_000;
export const LOGIN_LIMITS = {
  /** Failures within this window before tries start to wait. */
  freeFailures: 5,
  windowMs: 15 * MINUTE_MS,
  /** The wait after the 5th failure; it doubles with each further one, up to `maxDelayMs`. */
  firstDelayMs: 30_000,
  maxDelayMs: 15 * MINUTE_MS,
  /** Hard cap per account (phone): never more failures than this in an hour. */
  perHour: 100,
} as const;

/** How long a phone must still wait before its next try, given its failures (newest first). */
export function remainingWaitMs(failures: readonly Date[], now: Date): number {
  const nowMs = now.getTime();
  const recent = failures.filter((f) => nowMs - f.getTime() < LOGIN_LIMITS.windowMs);
  let wait = 0;
  if (failures.length >= LOGIN_LIMITS.perHour) {
    wait = failures[LOGIN_LIMITS.perHour - 1]!.getTime() + 60 * MINUTE_MS - nowMs;
  }
  if (recent.length >= LOGIN_LIMITS.freeFailures) {
    const delay = Math.min(LOGIN_LIMITS.firstDelayMs * 2 ** (recent.length - LOGIN_LIMITS.freeFailures), LOGIN_LIMITS.maxDelayMs);
    wait = Math.max(wait, recent[0]!.getTime() + delay - nowMs);
  }
  return Math.max(0, wait);
}

/**
 * Password guessing per phone (known or not, so the answers stay identical): five free failures
 * in 15 minutes, then a growing wait, and never more than 100 failures an hour. Failures live in
 * the database, so every instance counts the same ones. Tries of one phone run one at a time per
 * instance, so a burst of concurrent guesses cannot all pass the check before any failure is
 * written; a successful sign-in writes nothing unless it has failures to wipe.
 */
export function createLoginThrottle(deps: { repo: VerificationRepository; clock: Clock }) {
  const { repo, clock } = deps;
  const inFlight = new KeyedSerializer();

  /**
   * Runs `attempt` under the throttle; a falsy result (wrong password) counts as a failure.
   * Refuses with 429 and the wait before trying when the phone must wait. `read` fetches the
   * phone's failures since the given time together with what `attempt` needs (a sign-in reads
   * both in one query).
   */
  function guardReading<F, T>(
    phone: string,
    read: (since: Date) => Promise<{ failures: Date[]; found: F }>,
    attempt: (found: F) => Promise<T | null | false>,
  ): Promise<T | null | false> {
    return inFlight.run(phone, async () => {
      const now = clock.now();
      const { failures, found } = await read(new Date(now.getTime() - 60 * MINUTE_MS));
      const wait = remainingWaitMs(failures, now);
      if (wait > 0) {
        const code = failures.length >= LOGIN_LIMITS.perHour ? 'auth.loginLockedHour' : 'auth.loginThrottled';
        throw new AppError(t(code, { wait: describeWait(wait) }), 429, { retryAfterMs: wait });
      }
      const result = await attempt(found);
      if (!result) await repo.recordFailure('login', phone, clock.now());
      else if (failures.length > 0) await repo.clearFailures('login', phone);
      return result;
    });
  }

  return {
    guardReading,

    /** How long the phone must still wait before its next password try (0 when it need not). */
    async waitMs(phone: string): Promise<number> {
      const now = clock.now();
      return remainingWaitMs(await repo.failureTimes('login', phone, new Date(now.getTime() - 60 * MINUTE_MS)), now);
    },

    /** Support lifts the wait inside its audited transaction: the wrong tries are forgotten. */
    unlockOn: (tx: Database, phone: string) => repo.on(tx).clearFailures('login', phone),

    /** guardReading for an attempt that needs nothing read beside the failures. */
    guard<T>(phone: string, attempt: () => Promise<T | null | false>): Promise<T | null | false> {
      return guardReading(
        phone,
        async (since) => ({ failures: await repo.failureTimes('login', phone, since), found: undefined }),
        attempt,
      );
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/** Runs tasks of the same key one after another, and tasks of different keys freely. */
export class KeyedSerializer {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
