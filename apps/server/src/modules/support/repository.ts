import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, supportNotes } from '../../db/schema/index';

/** Support's internal notes (this module owns them); the author's name is a read-only join. */
export function createSupportRepository(db: Database) {
  return {
    async insertNote(
      tx: Database,
      note: { accountId: number; orderId: number | null; authorAccountId: number; text: string },
    ): Promise<number> {
      const [row] = await tx.insert(supportNotes).values(note).returning({ id: supportNotes.id });
      if (!row) throw new Error('note not inserted');
      return row.id;
    },

    notesOf(accountId: number) {
      return db
        .select({ note: supportNotes, author: accounts.name })
        .from(supportNotes)
        .innerJoin(accounts, eq(accounts.id, supportNotes.authorAccountId))
        .where(eq(supportNotes.accountId, accountId))
        .orderBy(desc(supportNotes.at), desc(supportNotes.id));
    },
  };
}

export type SupportRepository = ReturnType<typeof createSupportRepository>;
