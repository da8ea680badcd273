import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { newOpaqueToken, sha256Hex } from '../../lib/secure-tokens';
import { MIN_BRANCH_TOKEN_LENGTH } from '@mostrador/shared/constants/limits';
import type { Session } from '../../plugins/session';
import { mayWatchBranch } from '../../policies/branches';
import type { SessionEvents } from './session-events';
import type { EndedBranchToken, SessionsRepository } from './sessions-repository';

/** The branch a branch token opens, for the live channel's `connect_branch`. */
export interface BranchSession {
  branch: string;
  branchName: string;
  sessionId: number;
  accountId: number;
}

/** docs/product.md#branch-staff-sign-in: a branch token of 5 characters or fewer is not even tried. */
const isTriableBranchToken = (branchToken: string): boolean => branchToken.length > MIN_BRANCH_TOKEN_LENGTH && branchToken.length <= 512;

const DAY_MS = 86_400_000;
/** docs/product.md#sessions: sliding idle expiry and absolute expiry. */
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

/** Runs after commit: tells the live channel what ended (nothing, when there is no channel). */
export type Announce = () => void;

/**
 * Sessions and branch tokens. `events` (the live channel's) hears what ended after commit; the
 * demo seed and test factories build the service without it.
 */
export function createSessionsService(deps: { repo: SessionsRepository; clock: Clock; events?: SessionEvents }) {
  const { repo, clock } = deps;
  const ending = endings(repo, clock, deps.events);

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
      // Checked on every request, not only at the branch sign-in: a branch token opens its
      // branch only while the account still holds BRANCH_STAFF or ALL_BRANCHES.
      const isBranchOpen = found.branch !== null && mayWatchBranch({ access: found.access });
      return {
        sessionId: session.id,
        accountId: session.accountId,
        phone: found.phone,
        access: found.access,
        ...(isBranchOpen && found.branch ? { branch: found.branch } : {}),
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

    /** Sign-out: the session, its branch tokens and (trigger) its devices end in one transaction; then its sockets drop. */
    async revoke(sessionId: number): Promise<void> {
      await repo.transaction(async (r) => {
        await r.revoke(sessionId, clock.now());
        await r.deleteBranchTokensOfSessions([sessionId]);
      });
      ending.announceSessions([sessionId])();
    },

    ...branchTokens(repo, clock, ending.announceBranches),
    ...ending.revocations,
  };
}

/** Branch tokens: issued at the branch sign-in, revoked at the branch sign-out, read by the live channel. */
function branchTokens(repo: SessionsRepository, clock: Clock, announceBranches: ReturnType<typeof endings>['announceBranches']) {
  return {
    /** A branch token bound to this session and branch; the plain token leaves only in this answer. */
    async issueBranchToken(sessionId: number, branch: string, staffEmail: string): Promise<string> {
      const branchToken = newOpaqueToken();
      await repo.insertBranchToken(sessionId, branch, sha256Hex(branchToken), staffEmail);
      return branchToken;
    },

    /**
     * Branch sign-out: the token stops opening the branch at once (and, by trigger, the device's
     * branch pushes go); the session's sockets leave the branch room; the phone session lives on.
     */
    async revokeBranchToken(sessionId: number, tokenHash: string): Promise<void> {
      announceBranches(await repo.deleteBranchToken(sessionId, tokenHash), true)();
    },

    /**
     * The branch a branch token opens for this session, or null (`sessionId` ties it to the
     * caller's own session; the account must still hold BRANCH_STAFF or ALL_BRANCHES).
     */
    async branchOf(branchToken: string, sessionId: number): Promise<BranchSession | null> {
      if (!isTriableBranchToken(branchToken)) return null;
      const now = clock.now();
      const found = await repo.findBranchToken(sha256Hex(branchToken), now, new Date(now.getTime() - SESSION_IDLE_MS));
      if (!found || found.sessionId !== sessionId || !mayWatchBranch(found)) return null;
      return { branch: found.branch, branchName: found.branchName, sessionId: found.sessionId, accountId: found.accountId };
    },
  };
}

/** Groups ended branch tokens by branch, for one announcement per branch room. */
const byBranch = (ended: readonly EndedBranchToken[]): Map<string, number[]> => {
  const branches = new Map<string, number[]>();
  for (const { branch, sessionId } of ended) branches.set(branch, [...(branches.get(branch) ?? []), sessionId]);
  return branches;
};

/**
 * Whole accounts' sessions and branch tokens, inside the caller's transaction (the back office's
 * audited one, a password change's, a recovery's); what ended is announced after commit.
 */
function endings(repo: SessionsRepository, clock: Clock, events: SessionEvents | undefined) {
  const announceSessions =
    (sessionIds: number[]): Announce =>
    () => {
      if (sessionIds.length > 0) events?.publish({ type: 'SESSIONS_ENDED', sessionIds });
    };
  const announceBranches =
    (ended: readonly EndedBranchToken[], isOwnSignOut = false): Announce =>
    () => {
      for (const [branch, sessionIds] of byBranch(ended))
        events?.publish({ type: 'BRANCH_ACCESS_ENDED', branch, sessionIds, isOwnSignOut });
    };
  const endSessions = async (tx: Database, accountId: number, keepSessionId?: number): Promise<number[]> => {
    const r = repo.on(tx);
    const ended = await r.revokeAccount(accountId, clock.now(), keepSessionId);
    await r.deleteBranchTokensOfSessions(ended);
    return ended;
  };
  return {
    announceSessions,
    announceBranches,
    revocations: {
      /** Every session of the account but `keepSessionId` ends with its branch tokens; the announcement drops their sockets. */
      endSessionsOn: async (tx: Database, accountId: number, keepSessionId?: number): Promise<Announce> =>
        announceSessions(await endSessions(tx, accountId, keepSessionId)),
      /** Every session of the account ends (the caller announces the whole account); how many were open. */
      revokeAllOn: async (tx: Database, accountId: number): Promise<number> => (await endSessions(tx, accountId)).length,
      /** The account may no longer watch a branch: every branch token of its sessions goes; how many, and the announcement. */
      endBranchAccessOn: async (tx: Database, accountId: number): Promise<{ revoked: number; announce: Announce }> => {
        const ended = await repo.on(tx).deleteBranchTokensOfAccount(accountId);
        return { revoked: ended.length, announce: announceBranches(ended) };
      },
      /** The branch tokens a staff e-mail's assignment opened stop working; which sessions held them. */
      revokeStaffBranchTokensOn: (tx: Database, staffEmail: string) => repo.on(tx).deleteBranchTokensOf(staffEmail),
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
