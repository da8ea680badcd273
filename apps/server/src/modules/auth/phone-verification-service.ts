import { createHash, randomBytes } from 'node:crypto';
import { PHONE_PREFIX, SMS_CODE_LENGTH, SMS_CODE_TTL_MS, SMS_RESEND_INTERVAL_S } from '@mostrador/shared/constants/limits';
import { t } from '@mostrador/shared/messages/es-MX';
import type { SmsChallengeResponse, SmsPurpose, SmsSendRequest, SmsSendResponse } from '@mostrador/shared/schemas/auth';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { newNumericCode, newOpaqueToken, safeEqualHex, sha256Hex } from '../../lib/secure-tokens';
import type { Antibot } from './antibot';
import { describeWait } from './describe-wait';
import type { SmsSender } from './sms/sms-types';
import type { VerificationQueries, VerificationRepository } from './verification-repository';

const MINUTE_MS = 60_000;
export const SMS_LIMITS = {
  perPhone: 3,
  perPhoneWindowMs: 15 * MINUTE_MS,
  /** Default of SMS_MAX_PER_IP_HOUR. */
  perIp: 10,
  perIpWindowMs: 60 * MINUTE_MS,
  wrongTries: 5,
  /** Anti-bot failures from one address in the last hour before the visible variant appears. */
  visibleAfterFailures: 3,
  antibotWindowMs: 60 * MINUTE_MS,
} as const;

const codeHash = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

/**
 * Our own phone verification (DESIGN §3): six-digit codes by SMS and the single-use proof a
 * verified code yields. Answers never say whether the phone has an account.
 */
/** Recovery codes one support agent may send per hour. */
const SUPPORT_SENDS_PER_HOUR = 60;

export function createPhoneVerificationService(deps: {
  repo: VerificationRepository;
  sms: SmsSender;
  antibot: Antibot;
  clock: Clock;
  maxPerIpHour?: number;
  /** Seconds between two codes for one phone: spec §9's 60 unless the configuration says otherwise. */
  resendIntervalS?: number;
}) {
  const { repo, sms, antibot, clock } = deps;
  const maxPerIp = deps.maxPerIpHour ?? SMS_LIMITS.perIp;
  const resendIntervalS = deps.resendIntervalS ?? SMS_RESEND_INTERVAL_S;

  const needsVisibleCheck = async (ip: string, now: Date) =>
    (await repo.failureTimes('antibot', ip, new Date(now.getTime() - SMS_LIMITS.antibotWindowMs))).length >=
    SMS_LIMITS.visibleAfterFailures;

  const refuse = async (ip: string, now: Date, message: string, status = 400): Promise<never> => {
    await repo.recordFailure('antibot', ip, now);
    throw new AppError(message, status);
  };

  const deliver = (phone: string, purpose: SmsPurpose, ip: string, ipLimit: number) =>
    deliverCode({ repo, sms, clock, resendIntervalMs: resendIntervalS * 1000 }, phone, purpose, ip, ipLimit);

  return {
    async challenge(ip: string): Promise<SmsChallengeResponse> {
      const now = clock.now();
      return { ok: true, ...antibot.issue(now, await needsVisibleCheck(ip, now)) };
    },

    async send(req: SmsSendRequest, ip: string): Promise<SmsSendResponse> {
      const now = clock.now();
      const solved = antibot.check(req.CAPTCHA.CHALLENGE, req.CAPTCHA.NONCE, now);
      if (!solved) return refuse(ip, now, t('auth.captchaInvalid'));
      if (!solved.isVisible && (await needsVisibleCheck(ip, now))) throw new AppError(t('auth.captchaRequired'), 400);
      if (!(await repo.spendChallenge(solved.hash, solved.expiresAt, now))) return refuse(ip, now, t('auth.captchaInvalid'));
      await deliver(req.PHONE, req.PURPOSE, ip, maxPerIp);
      return { ok: true, RESEND_IN: resendIntervalS, EXPIRES_IN: SMS_CODE_TTL_MS / 1000 };
    },

    /**
     * Support sends a recovery code for a customer on the phone with them: no anti-bot proof (a
     * person at work asked), the phone's own limits still apply, and each agent has a budget.
     */
    sendRecoveryForSupport: (phone: string, actorId: number) => deliver(phone, 'recover', `support:${actorId}`, SUPPORT_SENDS_PER_HOUR),

    /**
     * Checks the code and returns a proof. The wrong try is counted in a transaction that commits
     * (the refusal is thrown after it), and the row lock keeps two checks from spending one code.
     */
    async verify(phone: string, purpose: SmsPurpose, code: string, ip: string): Promise<string> {
      const now = clock.now();
      const outcome = await repo.transaction((locked) => checkCode(locked, { phone, purpose, code, ip }, now));
      if ('refusal' in outcome) throw new AppError(outcome.refusal, 400);
      return outcome.proof;
    },

    /** Spends a proof for this phone; its purpose, or a Spanish 400 when reused, foreign or expired. */
    async consumeProof(proof: string, phone: string, tx?: Database): Promise<SmsPurpose> {
      const purpose = await (tx ? repo.on(tx) : repo).consumeProof(sha256Hex(proof), phone, clock.now());
      if (purpose !== 'register' && purpose !== 'recover') throw new AppError(t('auth.proofInvalid'), 400);
      return purpose;
    },
  };
}

export type PhoneVerificationService = ReturnType<typeof createPhoneVerificationService>;

/** A new code for the phone, within the send limits, by SMS; taken back if the gateway fails. */
async function deliverCode(
  { repo, sms, clock, resendIntervalMs }: { repo: VerificationRepository; sms: SmsSender; clock: Clock; resendIntervalMs: number },
  phone: string,
  purpose: SmsPurpose,
  ip: string,
  ipLimit: number,
): Promise<void> {
  const now = clock.now();
  const code = newNumericCode(SMS_CODE_LENGTH);
  const salt = randomBytes(16).toString('hex');

  const row = await repo.transaction(async (locked) => {
    // One send at a time per phone, so concurrent requests cannot slip past the limits.
    await locked.lockPhone(phone);
    await checkSendLimits(locked, phone, ip, now, { maxPerIp: ipLimit, resendIntervalMs });
    // The row goes in before the gateway call (outside this transaction) so later sends see
    // it; if the gateway fails it is taken back and the person may try again at once.
    return locked.insertCode({
      phone,
      purpose,
      codeHash: codeHash(salt, code),
      salt,
      ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
    });
  });
  try {
    const text = t('auth.smsText', { company: await repo.companyName(), code });
    await sms.send({ to: `${PHONE_PREFIX}${phone}`, text, code });
  } catch (error) {
    await repo.deleteCode(row.id);
    throw new AppError(t('auth.smsSendFailed'), 503, { cause: error });
  }
}

async function checkSendLimits(
  repo: VerificationQueries,
  phone: string,
  ip: string,
  now: Date,
  { maxPerIp, resendIntervalMs }: { maxPerIp: number; resendIntervalMs: number },
): Promise<void> {
  const sent = await repo.sendTimesForPhone(phone, new Date(now.getTime() - SMS_LIMITS.perPhoneWindowMs));
  const last = sent[0];
  if (last && now.getTime() - last.getTime() < resendIntervalMs) {
    const wait = last.getTime() + resendIntervalMs - now.getTime();
    throw new AppError(t('auth.smsTooSoon', { wait: describeWait(wait) }), 429, { retryAfterMs: wait });
  }
  if (sent.length >= SMS_LIMITS.perPhone) {
    const wait = sent[SMS_LIMITS.perPhone - 1]!.getTime() + SMS_LIMITS.perPhoneWindowMs - now.getTime();
    throw new AppError(t('auth.smsTooMany', { wait: describeWait(wait) }), 429, { retryAfterMs: wait });
  }
  if ((await repo.sendsFromIp(ip, new Date(now.getTime() - SMS_LIMITS.perIpWindowMs))) >= maxPerIp) {
    // The message says "más tarde"; the whole window is the wait after which the address surely may.
    throw new AppError(t('auth.smsIpLimit'), 429, { retryAfterMs: SMS_LIMITS.perIpWindowMs });
  }
}

/** One code check under the code's row lock: the proof, or why not (a wrong try is counted). */
async function checkCode(
  locked: VerificationQueries,
  { phone, purpose, code, ip }: { phone: string; purpose: SmsPurpose; code: string; ip: string },
  now: Date,
): Promise<{ proof: string } | { refusal: string }> {
  const open = await locked.findOpenCode(phone, purpose, now);
  if (!open) return { refusal: t('auth.smsCodeExpired') };
  if (!safeEqualHex(open.codeHash, codeHash(open.salt, code.trim()))) {
    const attempts = open.failedAttempts + 1;
    const isVoided = attempts >= SMS_LIMITS.wrongTries;
    await locked.recordWrongCode(open.id, attempts, isVoided ? now : null);
    await locked.recordFailure('antibot', ip, now);
    return { refusal: isVoided ? t('auth.smsCodeExpired') : t('auth.smsCodeWrong') };
  }
  await locked.closeCode(open.id, now);
  const proof = newOpaqueToken();
  await locked.insertProof({ tokenHash: sha256Hex(proof), phone, purpose, expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS) });
  return { proof };
}
