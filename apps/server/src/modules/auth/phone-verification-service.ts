import { createHash, randomBytes } from 'node:crypto';
import { PHONE_PREFIX, SMS_CODE_LENGTH, SMS_CODE_TTL_MS, SMS_RESEND_INTERVAL_S } from '@mostrador/shared/constants/limits';
import { t } from '@mostrador/shared/messages/es-MX';
import type { SmsChallengeResponse, SmsPurpose, SmsSendRequest, SmsSendResponse } from '@mostrador/shared/schemas/auth';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { newNumericCode, newOpaqueToken, safeEqualHex, sha256Hex } from '../../lib/secure-tokens';
import { clientKey } from '../../plugins/rate-limit';
import type { Antibot } from './antibot';
import { checkSendLimits, SMS_LIMITS, wrongCodeLock, wrongCodeWaitMs, type SendLimits } from './sms-limits';
import type { SmsSender } from './sms/sms-types';
import type { VerificationQueries, VerificationRepository } from './verification-repository';

const codeHash = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

/** Recovery codes one support agent may send per hour. */
const SUPPORT_SENDS_PER_HOUR = 60;

/**
 * Our own phone verification (docs/product.md#sign-in-and-phone-verification): six-digit codes by SMS and the single-use proof a
 * verified code yields. Answers never say whether the phone has an account. Addresses are
 * counted as the general rate limit counts them (`clientKey`: an IPv6 client by its /64).
 */
export function createPhoneVerificationService(deps: {
  repo: VerificationRepository;
  sms: SmsSender;
  antibot: Antibot;
  clock: Clock;
  maxPerIpHour?: number;
  /** Seconds between two codes for one phone: the 60 in docs/product.md#sign-in-and-phone-verification unless the configuration says otherwise. */
  resendIntervalS?: number;
}) {
  const { repo, sms, antibot, clock } = deps;
  const maxPerIp = deps.maxPerIpHour ?? SMS_LIMITS.perIp;
  const resendIntervalS = deps.resendIntervalS ?? SMS_RESEND_INTERVAL_S;

  /** The address's anti-bot failures of the last hour: more of them, more work (`antibot.ts`). */
  const recentFailures = async (client: string, now: Date) =>
    (await repo.failureTimes('antibot', client, new Date(now.getTime() - SMS_LIMITS.antibotWindowMs))).length;

  const refuse = async (client: string, now: Date, message: string, status = 400): Promise<never> => {
    await repo.recordFailure('antibot', client, now);
    throw new AppError(message, status);
  };

  const deliver = (phone: string, purpose: SmsPurpose, client: string, limits: Pick<SendLimits, 'maxPerIp' | 'hasDailyCap'>) =>
    deliverCode({ repo, sms, clock }, phone, purpose, client, { ...limits, resendIntervalMs: resendIntervalS * 1000 });

  return {
    async challenge(ip: string): Promise<SmsChallengeResponse> {
      const now = clock.now();
      return { ok: true, ...antibot.issue(now, await recentFailures(clientKey(ip), now)) };
    },

    async send(req: SmsSendRequest, ip: string): Promise<SmsSendResponse> {
      const now = clock.now();
      const client = clientKey(ip);
      const solved = antibot.check(req.CAPTCHA.CHALLENGE, req.CAPTCHA.NONCE, now);
      if (!solved) return refuse(client, now, t('auth.captchaInvalid'));
      // A challenge issued before the address's latest failures is too easy now: ask a new one.
      if (solved.difficulty < antibot.difficultyFor(await recentFailures(client, now))) throw new AppError(t('auth.captchaRequired'), 400);
      if (!(await repo.spendChallenge(solved.hash, solved.expiresAt, now))) return refuse(client, now, t('auth.captchaInvalid'));
      await deliver(req.PHONE, req.PURPOSE, client, { maxPerIp, hasDailyCap: true });
      return { ok: true, RESEND_IN: resendIntervalS, EXPIRES_IN: SMS_CODE_TTL_MS / 1000 };
    },

    /**
     * Support sends a recovery code for a customer on the phone with them: no anti-bot proof (a
     * person at work asked), the phone's own limits still apply except the daily count of codes
     * (support is the way past it, audited), and each agent has a budget.
     */
    sendRecoveryForSupport: (phone: string, actorId: number) =>
      deliver(phone, 'recover', `support:${actorId}`, { maxPerIp: SUPPORT_SENDS_PER_HOUR, hasDailyCap: false }),

    /**
     * Checks the code and returns a proof. The wrong try is counted in a transaction that commits
     * (the refusal is thrown after it); the phone's lock keeps two checks from spending one code
     * or one phone's daily wrong codes.
     */
    async verify(phone: string, purpose: SmsPurpose, code: string, ip: string): Promise<string> {
      const now = clock.now();
      const outcome = await repo.transaction((locked) => checkCode(locked, { phone, purpose, code, ip: clientKey(ip) }, now));
      if ('lockedMs' in outcome) throw wrongCodeLock(outcome.lockedMs);
      if ('refusal' in outcome) throw new AppError(outcome.refusal, 400);
      return outcome.proof;
    },

    /** How long the phone still takes no code after its wrong ones (0 when it may). */
    lockWaitMs: (phone: string) => wrongCodeWaitMs(repo, phone, clock.now()),

    /** Support lifts the wrong-code lock inside its audited transaction: the wrong codes are forgotten. */
    unlockOn: (tx: Database, phone: string) => repo.on(tx).clearFailures('sms', phone),

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
  { repo, sms, clock }: { repo: VerificationRepository; sms: SmsSender; clock: Clock },
  phone: string,
  purpose: SmsPurpose,
  ip: string,
  limits: SendLimits,
): Promise<void> {
  const now = clock.now();
  const code = newNumericCode(SMS_CODE_LENGTH);
  const salt = randomBytes(16).toString('hex');

  const row = await repo.transaction(async (locked) => {
    // One send at a time per phone, so concurrent requests cannot slip past the limits.
    await locked.lockPhone(phone);
    await checkSendLimits(locked, phone, ip, now, limits);
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

/** One code check under the phone's lock: the proof, or why not (a wrong try is counted per phone and address). */
async function checkCode(
  locked: VerificationQueries,
  { phone, purpose, code, ip }: { phone: string; purpose: SmsPurpose; code: string; ip: string },
  now: Date,
): Promise<{ proof: string } | { refusal: string } | { lockedMs: number }> {
  // Checks of one phone take turns, so parallel guesses cannot pass its daily count together.
  await locked.lockPhone(phone);
  const lockedMs = await wrongCodeWaitMs(locked, phone, now);
  if (lockedMs > 0) return { lockedMs };
  const open = await locked.findOpenCode(phone, purpose, now);
  if (!open) return { refusal: t('auth.smsCodeExpired') };
  if (!safeEqualHex(open.codeHash, codeHash(open.salt, code.trim()))) {
    const attempts = open.failedAttempts + 1;
    await locked.recordFailure('sms', phone, now);
    await locked.recordFailure('antibot', ip, now);
    // The wrong code that locks the phone voids its code too: an unlock starts from a new one.
    const phoneLockedMs = await wrongCodeWaitMs(locked, phone, now);
    const isVoided = attempts >= SMS_LIMITS.wrongTries || phoneLockedMs > 0;
    await locked.recordWrongCode(open.id, attempts, isVoided ? now : null);
    if (phoneLockedMs > 0) return { lockedMs: phoneLockedMs };
    return { refusal: isVoided ? t('auth.smsCodeExpired') : t('auth.smsCodeWrong') };
  }
  await locked.closeCode(open.id, now);
  const proof = newOpaqueToken();
  await locked.insertProof({ tokenHash: sha256Hex(proof), phone, purpose, expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS) });
  return { proof };
}
