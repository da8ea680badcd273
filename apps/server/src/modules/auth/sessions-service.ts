import { t } from '@mostrador/shared/messages/es-MX';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { newOpaqueToken, sha256Hex } from '../../lib/secure-tokens';
import type { SessionsRepository } from './sessions-repository';

const DAY_MS = 86_400_000;
/** DESIGN §3: sliding idle expiry and absolute expiry. */
export const SESSION_IDLE_MS = 30 * DAY_MS;
export const SESSION_ABSOLUTE_MS = 180 * DAY_MS;
/** After a rotation the old token still renews this long, so two tabs renewing at once both stay in. */
export const ROTATION_GRACE_MS = 60_000;
/** last_used_at is written at most this often: a session check is a read, not a write, per request. */
const TOUCH_EVERY_MS = 5 * 60_000;

/** Who is asking, once their token checked out. */
export interface SessionInfo {
  sessionId: number;
  accountId: number;
  phone: string;
  /** True when the token was the previous one, still inside the rotation grace. */
  isPreviousToken: boolean;
  absoluteExpiresAt: Date;
}

export const unauthenticated = () => new AppError(t('errors.unauthenticated'), 401);

export function createSessionsService(deps: { repo: SessionsRepository; clock: Clock }) {
  const { repo, clock } = deps;

  return {
    /** A new session for a device; the plain token leaves only in this answer. */
    async create(accountId: number, device: { pushToken?: string | null; userAgent?: string }, absoluteExpiresAt?: Date): Promise<string> {
      const now = clock.now();
      const token = newOpaqueToken();
      await repo.insert({
        accountId,
        tokenHash: sha256Hex(token),
        createdAt: now,
        lastUsedAt: now,
        absoluteExpiresAt: absoluteExpiresAt ?? new Date(now.getTime() + SESSION_ABSOLUTE_MS),
        pushToken: device.pushToken ?? null,
        userAgent: (device.userAgent ?? '').slice(0, 300),
      });
      return token;
    },

    /** The session behind `token`, or a 401 in Spanish: unknown, revoked, idle too long or too old. */
    async authenticate(token: string): Promise<SessionInfo> {
      const now = clock.now();
      const hash = sha256Hex(token);
      const found = await repo.findByTokenHash(hash, new Date(now.getTime() - ROTATION_GRACE_MS));
      if (!found) throw unauthenticated();
      const { session } = found;
      const isIdle = session.lastUsedAt.getTime() + SESSION_IDLE_MS <= now.getTime();
      if (isIdle || session.absoluteExpiresAt.getTime() <= now.getTime()) throw unauthenticated();
      if (now.getTime() - session.lastUsedAt.getTime() >= TOUCH_EVERY_MS) await repo.touch(session.id, now);
      return {
        sessionId: session.id,
        accountId: session.accountId,
        phone: found.phone,
        isPreviousToken: session.tokenHash !== hash,
        absoluteExpiresAt: session.absoluteExpiresAt,
      };
    },

    /**
     * renewToken: a new token for the same session; the old one stops working after the grace.
     * Renewing with the previous token (a second tab) opens a sibling session instead, so the
     * first tab's fresh token keeps working; neither outlives the original absolute expiry.
     */
    async rotate(info: SessionInfo, oldToken: string): Promise<string> {
      if (info.isPreviousToken) return this.create(info.accountId, {}, info.absoluteExpiresAt);
      const token = newOpaqueToken();
      await repo.rotate(info.sessionId, sha256Hex(token), sha256Hex(oldToken), clock.now());
      return token;
    },

    revoke: (sessionId: number) => repo.revoke(sessionId, clock.now()),
    revokeAllOf: (accountId: number, keepSessionId?: number) => repo.revokeAccount(accountId, clock.now(), keepSessionId),
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
