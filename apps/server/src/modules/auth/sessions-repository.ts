import { and, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { transactional } from '../../db/transactional';
import { accountAccess, accounts, branches, branchTokens, sessions } from '../../db/schema/index';

export type SessionRow = typeof sessions.$inferSelect;

/** A branch token of the session, with the branch it opens. */
export interface BranchTokenRow {
  branch: string;
  branchName: string;
  tokenHash: string;
}

/** A branch token that was deleted: which session held it and which branch it opened. */
export interface EndedBranchToken {
  sessionId: number;
  branch: string;
}

/** What one lookup finds: the session, its account's phone and access list, and the branch token asked for. */
export interface FoundSession {
  session: SessionRow;
  phone: string;
  access: string[];
  branch: BranchTokenRow | null;
}

/**
 * The session lookup runs on every protected call: built once per database (Drizzle's query
 * building was a fifth of the server's CPU under load) and, on PostgreSQL, a named statement
 * that each connection parses and plans once.
 */
const lookups = new WeakMap<Database, ReturnType<typeof prepareLookup>>();
function prepareLookup(db: Database) {
  const hash = sql.placeholder('hash');
  // The access list and the branch token ride along (read-only joins onto the customer's and the
  // company's tables): a protected call costs one round trip, whatever it needs of the session.
  return db
    .select({
      session: sessions,
      phone: accounts.phone,
      access: sql<
        string[]
      >`coalesce((select json_agg(aa.access order by aa.access) from ${accountAccess} aa where aa.account_id = ${sessions.accountId}), '[]'::json)`,
      branch: branchTokens.branch,
      branchName: branches.name,
      branchTokenHash: branchTokens.tokenHash,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .leftJoin(
      branchTokens,
      and(eq(branchTokens.sessionId, sessions.id), eq(branchTokens.tokenHash, sql`${sql.placeholder('branchHash')}::text`)),
    )
    .leftJoin(branches, eq(branches.code, branchTokens.branch))
    .where(
      and(
        isNull(sessions.revokedAt),
        // A disabled account's sessions are revoked too; this covers the moment in between.
        isNull(accounts.disabledAt),
        or(eq(sessions.tokenHash, hash), and(eq(sessions.previousTokenHash, hash), gt(sessions.rotatedAt, sql.placeholder('graceSince')))),
      ),
    )
    .limit(1)
    .prepare('mostrador_session_lookup');
}

type NewSession = Pick<
  typeof sessions.$inferInsert,
  'accountId' | 'tokenHash' | 'createdAt' | 'lastUsedAt' | 'absoluteExpiresAt' | 'userAgent'
>;

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
      userAgent: value('userAgent'),
    })
    .returning()
    .prepare('mostrador_session_insert');
}

/** Sessions and branch tokens; `transaction`/`on` run the same queries inside a transaction. */
export const createSessionsRepository = (db: Database) => transactional(db, sessionQueries);

// eslint-disable-next-line max-lines-per-function -- one short method per query, sharing only `db` (a table's queries read best side by side)
function sessionQueries(db: Database) {
  return {
    async insert(values: NewSession): Promise<SessionRow> {
      let insert = inserts.get(db);
      if (!insert) inserts.set(db, (insert = prepareInsert(db)));
      const [row] = await insert.execute(values);
      if (!row) throw new Error('session not inserted');
      return row;
    },

    /**
     * The live session holding this token hash (or holding it as the previous one since
     * `graceSince`), with the branch of its branch token `branchHash` when that is one of its own.
     */
    async findByTokenHash(hash: string, graceSince: Date, branchHash: string | null = null): Promise<FoundSession | null> {
      let lookup = lookups.get(db);
      if (!lookup) lookups.set(db, (lookup = prepareLookup(db)));
      const [row] = await lookup.execute({ hash, graceSince, branchHash });
      if (!row) return null;
      const branch =
        row.branch !== null && row.branchName !== null && row.branchTokenHash !== null
          ? { branch: row.branch, branchName: row.branchName, tokenHash: row.branchTokenHash }
          : null;
      return { session: row.session, phone: row.phone, access: row.access, branch };
    },

    async insertBranchToken(sessionId: number, branch: string, tokenHash: string, staffEmail: string): Promise<void> {
      await db.insert(branchTokens).values({ sessionId, branch, tokenHash, staffEmail });
    },

    /** Every branch token a staff e-mail's assignment opened; which sessions and branches held them. */
    async deleteBranchTokensOf(staffEmail: string): Promise<{ sessionId: number; branch: string }[]> {
      return db
        .delete(branchTokens)
        .where(eq(branchTokens.staffEmail, staffEmail))
        .returning({ sessionId: branchTokens.sessionId, branch: branchTokens.branch });
    },

    /** Only the session's own branch token goes: another session's token is left alone. */
    async deleteBranchToken(sessionId: number, tokenHash: string): Promise<EndedBranchToken[]> {
      return db
        .delete(branchTokens)
        .where(and(eq(branchTokens.sessionId, sessionId), eq(branchTokens.tokenHash, tokenHash)))
        .returning({ sessionId: branchTokens.sessionId, branch: branchTokens.branch });
    },

    /** Every branch token of these sessions (ended sessions keep no branch token behind). */
    async deleteBranchTokensOfSessions(sessionIds: readonly number[]): Promise<EndedBranchToken[]> {
      if (sessionIds.length === 0) return [];
      return db
        .delete(branchTokens)
        .where(inArray(branchTokens.sessionId, [...sessionIds]))
        .returning({ sessionId: branchTokens.sessionId, branch: branchTokens.branch });
    },

    /** Every branch token of every session of the account (it no longer may watch a branch). */
    async deleteBranchTokensOfAccount(accountId: number): Promise<EndedBranchToken[]> {
      return db
        .delete(branchTokens)
        .where(inArray(branchTokens.sessionId, db.select({ id: sessions.id }).from(sessions).where(eq(sessions.accountId, accountId))))
        .returning({ sessionId: branchTokens.sessionId, branch: branchTokens.branch });
    },

    /**
     * The branch a token opens, only while its session is live (not revoked, not expired, its
     * account not disabled), with the account's access list for the caller's policy check.
     */
    async findBranchToken(tokenHash: string, now: Date, idleSince: Date) {
      const [row] = await db
        .select({
          branch: branchTokens.branch,
          branchName: branches.name,
          sessionId: branchTokens.sessionId,
          accountId: sessions.accountId,
          access: sql<
            string[]
          >`coalesce((select json_agg(aa.access) from ${accountAccess} aa where aa.account_id = ${sessions.accountId}), '[]'::json)`,
        })
        .from(branchTokens)
        .innerJoin(sessions, eq(sessions.id, branchTokens.sessionId))
        .innerJoin(accounts, eq(accounts.id, sessions.accountId))
        .innerJoin(branches, eq(branches.code, branchTokens.branch))
        .where(
          and(
            eq(branchTokens.tokenHash, tokenHash),
            isNull(sessions.revokedAt),
            isNull(accounts.disabledAt),
            gt(sessions.absoluteExpiresAt, now),
            gt(sessions.lastUsedAt, idleSince),
          ),
        );
      return row ?? null;
    },

    async touch(id: number, at: Date): Promise<void> {
      await db.update(sessions).set({ lastUsedAt: at }).where(eq(sessions.id, id));
    },

    async rotate(id: number, newHash: string, oldHash: string, at: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ tokenHash: newHash, previousTokenHash: oldHash, rotatedAt: at, lastUsedAt: at })
        .where(eq(sessions.id, id));
    },

    async revoke(id: number, at: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },

    /** Every live session of the account, but `keepId`'s when given; which sessions ended. */
    async revokeAccount(accountId: number, at: Date, keepId?: number): Promise<number[]> {
      const live = and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt));
      const revoked = await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(keepId === undefined ? live : and(live, ne(sessions.id, keepId)))
        .returning({ id: sessions.id });
      return revoked.map((row) => row.id);
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
