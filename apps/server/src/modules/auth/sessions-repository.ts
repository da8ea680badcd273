import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, sessions } from '../../db/schema/index';

export type SessionRow = typeof sessions.$inferSelect;

/**
 * The session lookup runs on every protected call: built once per database (Drizzle's query
 * building was a fifth of the server's CPU under load) and, on PostgreSQL, a named statement
 * that each connection parses and plans once.
 */
const lookups = new WeakMap<Database, ReturnType<typeof prepareLookup>>();
function prepareLookup(db: Database) {
  const hash = sql.placeholder('hash');
  return db
    .select({ session: sessions, phone: accounts.phone })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(and(isNull(sessions.revokedAt), or(eq(sessions.tokenHash, hash), and(eq(sessions.previousTokenHash, hash), gt(sessions.rotatedAt, sql.placeholder('graceSince'))))))
    .limit(1)
    .prepare('mostrador_session_lookup');
}

type NewSession = Pick<typeof sessions.$inferInsert, 'accountId' | 'tokenHash' | 'createdAt' | 'lastUsedAt' | 'absoluteExpiresAt' | 'pushToken' | 'userAgent'>;

/** A session is written at every sign-in: the insert is prepared like the lookup. */
const inserts = new WeakMap<Database, ReturnType<typeof prepareInsert>>();
function prepareInsert(db: Database) {
  const value = sql.placeholder;
  return db
    .insert(sessions)
    .values({
      accountId: value('accountId'),
      tokenHash: value('tokenHash'),
      createdAt: value('createdAt'),
      lastUsedAt: value('lastUsedAt'),
      absoluteExpiresAt: value('absoluteExpiresAt'),
      pushToken: value('pushToken'),
      userAgent: value('userAgent'),
    })
    .returning()
    .prepare('mostrador_session_insert');
}

export function createSessionsRepository(db: Database) {
  return {
    async insert(values: NewSession): Promise<SessionRow> {
      let insert = inserts.get(db);
      if (!insert) inserts.set(db, (insert = prepareInsert(db)));
      const [row] = await insert.execute(values);
      if (!row) throw new Error('session not inserted');
      return row;
    },

    /** The live session holding this token hash (or holding it as the previous one since `graceSince`). */
    async findByTokenHash(hash: string, graceSince: Date): Promise<{ session: SessionRow; phone: string } | null> {
      let lookup = lookups.get(db);
      if (!lookup) lookups.set(db, (lookup = prepareLookup(db)));
      const rows = await lookup.execute({ hash, graceSince });
      return rows[0] ?? null;
    },

    async touch(id: number, at: Date): Promise<void> {
      await db.update(sessions).set({ lastUsedAt: at }).where(eq(sessions.id, id));
    },

    async rotate(id: number, newHash: string, oldHash: string, at: Date): Promise<void> {
      await db.update(sessions).set({ tokenHash: newHash, previousTokenHash: oldHash, rotatedAt: at, lastUsedAt: at }).where(eq(sessions.id, id));
    },

    async revoke(id: number, at: Date): Promise<void> {
      await db.update(sessions).set({ revokedAt: at }).where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },

    /** Every live session of the account, but `keepId`'s when given. */
    async revokeAccount(accountId: number, at: Date, keepId?: number): Promise<void> {
      const live = and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt));
      await db.update(sessions).set({ revokedAt: at }).where(keepId === undefined ? live : and(live, ne(sessions.id, keepId)));
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
