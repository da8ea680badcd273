import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountAccess, accounts, branches, branchTokens, sessions, staffAssignments } from '../../db/schema/index';

export function createStaffRepository(db: Database) {
  return {
    async assignment(email: string) {
      const [row] = await db
        .select({ email: staffAssignments.email, branch: staffAssignments.branch, branchName: branches.name, googleSub: staffAssignments.googleSub, accountPhone: staffAssignments.accountPhone })
        .from(staffAssignments)
        .innerJoin(branches, eq(branches.code, staffAssignments.branch))
        .where(eq(staffAssignments.email, email));
      return row ?? null;
    },

    /** Binds the Google `sub` at first use; false when another `sub` got there first. */
    async bindSub(email: string, sub: string): Promise<boolean> {
      const updated = await db
        .update(staffAssignments)
        .set({ googleSub: sub })
        .where(and(eq(staffAssignments.email, email), sql`(${staffAssignments.googleSub} is null or ${staffAssignments.googleSub} = ${sub})`))
        .returning({ email: staffAssignments.email });
      return updated.length > 0;
    },

    async hasAnyAccess(accountId: number, names: readonly string[]): Promise<boolean> {
      const [row] = await db
        .select({ access: accountAccess.access })
        .from(accountAccess)
        .where(and(eq(accountAccess.accountId, accountId), inArray(accountAccess.access, [...names])))
        .limit(1);
      return row !== undefined;
    },

    async demoAccounts() {
      return db
        .select({ email: staffAssignments.email, name: sql<string>`coalesce(${accounts.name}, ${staffAssignments.email})`, branch: staffAssignments.branch })
        .from(staffAssignments)
        .leftJoin(accounts, eq(accounts.phone, staffAssignments.accountPhone))
        .orderBy(staffAssignments.email);
    },

    async insertBranchToken(sessionId: number, branch: string, tokenHash: string): Promise<void> {
      await db.insert(branchTokens).values({ sessionId, branch, tokenHash });
    },

    /** Only the session's own branch token goes: another session's token is left alone. */
    async deleteBranchToken(sessionId: number, tokenHash: string): Promise<void> {
      await db.delete(branchTokens).where(and(eq(branchTokens.sessionId, sessionId), eq(branchTokens.tokenHash, tokenHash)));
    },

    /** The branch a token opens, only while its session is live (not revoked, not expired). */
    async findBranchToken(tokenHash: string, now: Date, idleSince: Date) {
      const [row] = await db
        .select({ branch: branchTokens.branch, branchName: branches.name, sessionId: branchTokens.sessionId, accountId: sessions.accountId })
        .from(branchTokens)
        .innerJoin(sessions, eq(sessions.id, branchTokens.sessionId))
        .innerJoin(branches, eq(branches.code, branchTokens.branch))
        .where(and(eq(branchTokens.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.absoluteExpiresAt, now), gt(sessions.lastUsedAt, idleSince)));
      return row ?? null;
    },
  };
}
