import { t } from '@mostrador/shared/messages/es-MX';
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
 * in 15 minutes, then a growing wait, and never more than 100 failures an hour. Counted in the
 * database, so every instance sees the same failures.
 */
export function createLoginThrottle(deps: { repo: VerificationRepository; clock: Clock }) {
  const { repo, clock } = deps;
  return {
    /** Refuses with 429 and how long to wait; otherwise records this try as a failure up front,
     *  so concurrent guesses count against each other before their hashes finish. */
    async begin(phone: string): Promise<void> {
      const now = clock.now();
      const failures = await repo.failureTimes('login', phone, new Date(now.getTime() - 60 * MINUTE_MS));
      const wait = remainingWaitMs(failures, now);
      if (wait > 0) {
        const code = failures.length >= LOGIN_LIMITS.perHour ? 'auth.loginLockedHour' : 'auth.loginThrottled';
        throw new AppError(t(code, { wait: describeWait(wait) }), 429);
      }
      await repo.recordFailure('login', phone, now);
    },
    /** A right password wipes the phone's failures. */
    succeeded: (phone: string) => repo.clearFailures('login', phone),
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
