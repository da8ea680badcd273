import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { accountAccess, accounts } from '../../db/schema/index';
import { transactional } from '../../db/transactional';
import { accountColumns } from './repository';

/** An account as the back office lists it; staff and session figures are read-only joins. */
export interface AdminAccountRow {
  id: number;
  phone: string;
  name: string;
  email: string;
  created_at: string | Date;
  disabled_at: string | Date | null;
  access: string[];
  staff: { EMAIL: string; BRANCH: string; BRANCH_NAME: string }[];
  /** The branch a courier delivers for (issue 35), or null. */
  courier_branch: { BRANCH: string; BRANCH_NAME: string } | null;
  last_sign_in: string | Date | null;
  open_sessions: number;
  /** How many rows the filter let through, before paging. */
  matches: number;
}

/** The idle limit of a session (docs/product.md#sessions), as SQL: a session unused longer is not "open". */
const OPEN_SESSION = sql`x.revoked_at is null and x.absolute_expires_at > now() and x.last_used_at > now() - interval '30 days'`;

// One round trip per page: the access list, staff assignments and session figures ride along.
const adminAccountSelect = (where: SQL, order: SQL, limit: number, offset: number) => sql`
  select a.id, a.phone, a.name, a.email, a.created_at, a.disabled_at,
    coalesce((select json_agg(aa.access order by aa.access) from account_access aa where aa.account_id = a.id), '[]'::json) as access,
    coalesce((select json_agg(json_build_object('EMAIL', s.email, 'BRANCH', s.branch, 'BRANCH_NAME', b.name) order by s.email)
      from staff_assignments s join branches b on b.code = s.branch where s.account_phone = a.phone), '[]'::json) as staff,
    (select json_build_object('BRANCH', cb.branch, 'BRANCH_NAME', b.name)
      from courier_branches cb join branches b on b.code = cb.branch where cb.account_id = a.id) as courier_branch,
    (select max(x.created_at) from sessions x where x.account_id = a.id) as last_sign_in,
    (select count(*)::int from sessions x where x.account_id = a.id and ${OPEN_SESSION}) as open_sessions,
    (count(*) over ())::int as matches
  from accounts a
  where ${where}
  order by ${order}
  limit ${limit} offset ${offset}`;

/**
 * Words as a prefix tsquery (`'gonz':* & 'mar':*`), split like the indexed words: an e-mail at
 * @ . _ -, its digits dropped. Digits typed with spaces or dashes are one phone prefix.
 */
export function accountSearchQuery(text: string): string | null {
  const compact = text.replace(/[\s\-()]/g, '');
  if (/^\+?\d+$/.test(compact)) return `'${compact.replace(/^\+?52(?=\d{10}$)/, '').replace('+', '')}':*`;
  const terms = text
    .split(/[\s@._-]+/)
    .map((w) => (/^\d+$/.test(w) ? w : w.replace(/[^\p{L}]/gu, '')))
    .filter((w) => w.length > 0);
  return terms.length === 0 ? null : terms.map((w) => `'${w}':*`).join(' & ');
}

/**
 * Matches read at most: a common prefix ("mar") can match a tenth of 200,000 people, and sorting
 * them all by name costs more than the person needs (they type one more letter). Past this the
 * page says there are more and to narrow the search.
 */
export const SEARCH_CANDIDATES = 500;

function accountAdminQueries(db: Database) {
  return {
    /** A page of accounts whose name, e-mail or phone has words starting with the query's; all when empty. */
    async search(tsquery: string | null, limit: number, offset: number): Promise<AdminAccountRow[]> {
      const where =
        tsquery === null
          ? sql`true`
          : sql`a.id in (select c.id from accounts c where c.search_words @@ to_tsquery('simple'::regconfig, mostrador_search_text(${tsquery})) limit ${SEARCH_CANDIDATES + 1})`;
      const order = tsquery === null ? sql`a.id desc` : sql`a.name, a.id`;
      return rowsOf<AdminAccountRow>(await db.execute(adminAccountSelect(where, order, limit, offset)));
    },

    async byId(id: number): Promise<AdminAccountRow | null> {
      return rowsOf<AdminAccountRow>(await db.execute(adminAccountSelect(sql`a.id = ${id}`, sql`a.id`, 1, 0)))[0] ?? null;
    },

    /** Locks the account row (and so orders concurrent changes to the same person). */
    async lockAccount(id: number) {
      const [row] = await db.select(accountColumns).from(accounts).where(eq(accounts.id, id)).for('update');
      return row ?? null;
    },

    /**
     * Every ADMIN entry with its account's state, locked: two admins changing admins at once take
     * turns, so neither can leave the chain without an active one.
     */
    async lockAdmins(): Promise<{ accountId: number; disabled: boolean }[]> {
      const rows = await db
        .select({ accountId: accountAccess.accountId, disabledAt: accounts.disabledAt })
        .from(accountAccess)
        .innerJoin(accounts, eq(accounts.id, accountAccess.accountId))
        .where(eq(accountAccess.access, 'ADMIN'))
        .orderBy(accountAccess.accountId)
        .for('update');
      return rows.map((r) => ({ accountId: r.accountId, disabled: r.disabledAt !== null }));
    },

    /** True when the entry was not there before. */
    async grant(accountId: number, access: string): Promise<boolean> {
      const rows = await db.insert(accountAccess).values({ accountId, access }).onConflictDoNothing().returning();
      return rows.length > 0;
    },

    /** True when the entry was there. */
    async revoke(accountId: number, access: string): Promise<boolean> {
      const rows = await db
        .delete(accountAccess)
        .where(and(eq(accountAccess.accountId, accountId), eq(accountAccess.access, access)))
        .returning();
      return rows.length > 0;
    },

    /** The new account's id, or null when the phone already has one (the unique index decides). */
    async insertInvited(values: { phone: string; name: string; passwordHash: string }, access: readonly string[]): Promise<number | null> {
      const [row] = await db.insert(accounts).values(values).onConflictDoNothing({ target: accounts.phone }).returning({ id: accounts.id });
      if (!row) return null;
      if (access.length > 0) await db.insert(accountAccess).values(access.map((a) => ({ accountId: row.id, access: a })));
      return row.id;
    },

    async setDisabledAt(accountId: number, at: Date | null): Promise<void> {
      await db.update(accounts).set({ disabledAt: at }).where(eq(accounts.id, accountId));
    },
  };
}

/** The back office's reads and changes of accounts and their access (the customer module owns both). */
export const createAccountAdminRepository = (db: Database) => transactional(db, accountAdminQueries);
export type AccountAdminRepository = ReturnType<typeof createAccountAdminRepository>;
export type AccountAdminQueries = ReturnType<typeof accountAdminQueries>;
