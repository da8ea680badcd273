import { t } from '@mostrador/shared/messages/es-MX';
import { AppError } from '../../lib/errors';
import { describeWait } from './describe-wait';
import type { VerificationQueries } from './verification-repository';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export const SMS_LIMITS = {
  perPhone: 3,
  perPhoneWindowMs: 15 * MINUTE_MS,
  /** Codes one phone may be sent in a day (SMS pumping); support's own recovery sends are exempt. */
  perPhoneDay: 10,
  /** Default of SMS_MAX_PER_IP_HOUR. */
  perIp: 10,
  perIpWindowMs: 60 * MINUTE_MS,
  wrongTries: 5,
  /**
   * Wrong codes one phone may receive in a day, across codes, purposes and addresses; then it
   * takes no code and sends none until the oldest of them is a day old or support unlocks it.
   * Three a day is at most 90 guesses in 30 days: 90 / 10⁶ < 1 in 10,000 (docs/security.md).
   */
  wrongPerPhoneDay: 3,
  dayMs: DAY_MS,
  antibotWindowMs: 60 * MINUTE_MS,
} as const;

/** How long the phone stays locked after its wrong codes of the last day (0 when it is not). */
export async function wrongCodeWaitMs(repo: VerificationQueries, phone: string, now: Date): Promise<number> {
  const wrong = await repo.failureTimes('sms', phone, new Date(now.getTime() - SMS_LIMITS.dayMs));
  if (wrong.length < SMS_LIMITS.wrongPerPhoneDay) return 0;
  return Math.max(0, wrong[SMS_LIMITS.wrongPerPhoneDay - 1]!.getTime() + SMS_LIMITS.dayMs - now.getTime());
}

/** The refusal of a phone locked by wrong codes, with its wait. */
export const wrongCodeLock = (waitMs: number) =>
  new AppError(t('auth.smsCodeLocked', { wait: describeWait(waitMs) }), 429, { retryAfterMs: waitMs });

export interface SendLimits {
  maxPerIp: number;
  resendIntervalMs: number;
  /** False for support's recovery sends: a person at work, audited and budgeted per agent. */
  hasDailyCap: boolean;
}

/** Refuses a send the phone's or the address's limits do not allow (run under the phone's lock). */
export async function checkSendLimits(repo: VerificationQueries, phone: string, ip: string, now: Date, limits: SendLimits): Promise<void> {
  const lockedMs = await wrongCodeWaitMs(repo, phone, now);
  if (lockedMs > 0) throw wrongCodeLock(lockedMs);
  const sentToday = await repo.sendTimesForPhone(phone, new Date(now.getTime() - SMS_LIMITS.dayMs));
  const sent = sentToday.filter((at) => now.getTime() - at.getTime() < SMS_LIMITS.perPhoneWindowMs);
  const last = sent[0];
  if (last && now.getTime() - last.getTime() < limits.resendIntervalMs) {
    const wait = last.getTime() + limits.resendIntervalMs - now.getTime();
    throw new AppError(t('auth.smsTooSoon', { wait: describeWait(wait) }), 429, { retryAfterMs: wait });
  }
  const tooMany = (window: readonly Date[], max: number, windowMs: number) => {
    const wait = window[max - 1]!.getTime() + windowMs - now.getTime();
    return new AppError(t('auth.smsTooMany', { wait: describeWait(wait) }), 429, { retryAfterMs: wait });
  };
  if (sent.length >= SMS_LIMITS.perPhone) throw tooMany(sent, SMS_LIMITS.perPhone, SMS_LIMITS.perPhoneWindowMs);
  if (limits.hasDailyCap && sentToday.length >= SMS_LIMITS.perPhoneDay) throw tooMany(sentToday, SMS_LIMITS.perPhoneDay, SMS_LIMITS.dayMs);
  if ((await repo.sendsFromIp(ip, new Date(now.getTime() - SMS_LIMITS.perIpWindowMs))) >= limits.maxPerIp) {
    // The message says "más tarde"; the whole window is the wait after which the address surely may.
    throw new AppError(t('auth.smsIpLimit'), 429, { retryAfterMs: SMS_LIMITS.perIpWindowMs });
  }
}
