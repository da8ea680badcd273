import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, branches, staffAssignments } from '../../db/schema/index';

/** Staff assignments (Google e-mail → branch); the branch name and the account's name are read-only joins. */
export function createStaffRepository(db: Database) {
  return {
    async assignment(email: string) {
      const [row] = await db
        .select({
          email: staffAssignments.email,
          branch: staffAssignments.branch,
          branchName: branches.name,
          googleSub: staffAssignments.googleSub,
          accountPhone: staffAssignments.accountPhone,
        })
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
        .where(
          and(eq(staffAssignments.email, email), sql`(${staffAssignments.googleSub} is null or ${staffAssignments.googleSub} = ${sub})`),
        )
        .returning({ email: staffAssignments.email });
      return updated.length > 0;
    },

    async demoAccounts() {
      return db
        .select({
          email: staffAssignments.email,
          name: sql<string>`coalesce(${accounts.name}, ${staffAssignments.email})`,
          branch: staffAssignments.branch,
        })
        .from(staffAssignments)
        .leftJoin(accounts, eq(accounts.phone, staffAssignments.accountPhone))
        .orderBy(staffAssignments.email);
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
