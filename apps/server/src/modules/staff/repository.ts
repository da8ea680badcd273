import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { transactional } from '../../db/transactional';
import { accounts, branches, staffAssignments } from '../../db/schema/index';

/** Staff assignments (Google e-mail → branch); `transaction`/`on` run the same queries inside a transaction. */
export const createStaffRepository = (db: Database) => transactional(db, staffQueries);

/** The branch name and the account's name are read-only joins. */
function staffQueries(db: Database) {
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

    /** The assignment, locked until the transaction ends; null when the e-mail has none. */
    async lockAssignment(email: string) {
      const [row] = await db.select().from(staffAssignments).where(eq(staffAssignments.email, email)).for('update');
      return row ?? null;
    },

    async branchName(code: string): Promise<string | null> {
      const [row] = await db.select({ name: branches.name }).from(branches).where(eq(branches.code, code));
      return row?.name ?? null;
    },

    /** Binds the e-mail to the branch and the account's phone; a Google account bound before stays bound. */
    async upsert(email: string, branch: string, accountPhone: string): Promise<void> {
      await db
        .insert(staffAssignments)
        .values({ email, branch, accountPhone })
        .onConflictDoUpdate({ target: staffAssignments.email, set: { branch, accountPhone } });
    },

    async remove(email: string): Promise<void> {
      await db.delete(staffAssignments).where(eq(staffAssignments.email, email));
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
