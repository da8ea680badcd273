import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { newOpaqueToken, sha256Hex } from '../../lib/secure-tokens';
import { MIN_BRANCH_TOKEN_LENGTH } from '@mostrador/shared/constants/limits';
import type { Session } from '../../plugins/session';
import type { SessionsRepository } from './sessions-repository';

/** The branch a branch token opens, for the live channel's `connect_branch`. */
export interface BranchSession {
  branch: string;
  branchName: string;
  sessionId: number;
  accountId: number;
}

/** Spec §5: a branch token of 5 characters or fewer is not even tried. */
const isTriableBranchToken = (branchToken: string): boolean => branchToken.length > MIN_BRANCH_TOKEN_LENGTH && branchToken.length <= 512;

const DAY_MS = 86_400_000;
/** DESIGN §3: sliding idle expiry and absolute expiry. */
export const SESSION_IDLE_MS = 30 * DAY_MS;
export const SESSION_ABSOLUTE_MS = 180 * DAY_MS;
/** After a rotation the old token still renews this long, so two tabs renewing at once both stay in. */
export const ROTATION_GRACE_MS = 60_000;
/** last_used_at is written at most this often: a session check is a read, not a write, per request. */
const TOUCH_EVERY_MS = 5 * 60_000;

async function openSession(
  repo: SessionsRepository,
  clock: Clock,
  accountId: number,
  device: { userAgent?: string },
  absoluteExpiresAt?: Date,
): Promise<{ token: string; sessionId: number }> {
  const now = clock.now();
  const token = newOpaqueToken();
  const row = await repo.insert({
    accountId,
    tokenHash: sha256Hex(token),
    createdAt: now,
    lastUsedAt: now,
    absoluteExpiresAt: absoluteExpiresAt ?? new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    userAgent: (device.userAgent ?? '').slice(0, 300),
  });
  return { token, sessionId: row.id };
}

export function createSessionsService(deps: { repo: SessionsRepository; clock: Clock }) {
  const { repo, clock } = deps;

  return {
    /** A new session for a device; the plain token leaves only in this answer. */
    async create(accountId: number, device: { userAgent?: string }, absoluteExpiresAt?: Date): Promise<string> {
      return (await openSession(repo, clock, accountId, device, absoluteExpiresAt)).token;
    },
    /** `create`, also naming the session (the push module binds the device's subscription to it). */
    open: (accountId: number, device: { userAgent?: string }) => openSession(repo, clock, accountId, device),

    /**
     * The session behind `token` with its access list, and the branch of `branchToken` when that
     * is a branch token of this very session; null when the token is unknown, revoked, idle too
     * long or too old. One round trip (a second, rare, to note the session's use).
     */
    async resolve(token: string, branchToken?: string | null): Promise<Session | null> {
      const now = clock.now();
      const hash = sha256Hex(token);
      const branchHash = branchToken && isTriableBranchToken(branchToken) ? sha256Hex(branchToken) : null;
      const found = await repo.findByTokenHash(hash, new Date(now.getTime() - ROTATION_GRACE_MS), branchHash);
      if (!found) return null;
      const { session } = found;
      const isIdle = session.lastUsedAt.getTime() + SESSION_IDLE_MS <= now.getTime();
      if (isIdle || session.absoluteExpiresAt.getTime() <= now.getTime()) return null;
      if (now.getTime() - session.lastUsedAt.getTime() >= TOUCH_EVERY_MS) await repo.touch(session.id, now);
      return {
        sessionId: session.id,
        accountId: session.accountId,
        phone: found.phone,
        access: found.access,
        ...(found.branch ? { branch: found.branch } : {}),
        isPreviousToken: session.tokenHash !== hash,
        absoluteExpiresAt: session.absoluteExpiresAt,
      };
    },

    /**
     * renewToken: a new token for the same session; the old one stops working after the grace.
     * Renewing with the previous token (a second tab) opens a sibling session instead, so the
     * first tab's fresh token keeps working; neither outlives the original absolute expiry.
     */
    async rotate(info: Session, oldToken: string): Promise<string> {
      if (info.isPreviousToken) return this.create(info.accountId, {}, info.absoluteExpiresAt);
      const token = newOpaqueToken();
      await repo.rotate(info.sessionId, sha256Hex(token), sha256Hex(oldToken), clock.now());
      return token;
    },

    revoke: (sessionId: number) => repo.revoke(sessionId, clock.now()),

    /** A branch token bound to this session and branch; the plain token leaves only in this answer. */
    async issueBranchToken(sessionId: number, branch: string, staffEmail: string): Promise<string> {
      const branchToken = newOpaqueToken();
      await repo.insertBranchToken(sessionId, branch, sha256Hex(branchToken), staffEmail);
      return branchToken;
    },

    /** Branch sign-out: the token stops opening the branch at once; the phone session lives on. */
    revokeBranchToken: (sessionId: number, tokenHash: string) => repo.deleteBranchToken(sessionId, tokenHash),

    /** The branch a branch token opens for this session, or null (`sessionId` ties it to the caller's own session). */
    async branchOf(branchToken: string, sessionId: number): Promise<BranchSession | null> {
      if (!isTriableBranchToken(branchToken)) return null;
      const now = clock.now();
      const found = await repo.findBranchToken(sha256Hex(branchToken), now, new Date(now.getTime() - SESSION_IDLE_MS));
      return found && found.sessionId === sessionId ? found : null;
    },
    ...revocations(repo, clock),
  };
}

/** Whole accounts' sessions and staff e-mails' branch tokens (the back office's inside its audited transaction). */
function revocations(repo: SessionsRepository, clock: Clock) {
  return {
    revokeAllOf: (accountId: number, keepSessionId?: number) => repo.revokeAccount(accountId, clock.now(), keepSessionId),
    /** Every session of the account ends; how many were open. */
    revokeAllOn: (tx: Database, accountId: number): Promise<number> => repo.on(tx).revokeAccount(accountId, clock.now()),
    /** The branch tokens a staff e-mail's assignment opened stop working; which sessions held them. */
    revokeStaffBranchTokensOn: (tx: Database, staffEmail: string) => repo.on(tx).deleteBranchTokensOf(staffEmail),
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
