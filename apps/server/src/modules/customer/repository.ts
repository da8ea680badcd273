import { and, desc, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { transactional } from '../../db/transactional';
import { accountAccess, accounts, addresses, authFailures } from '../../db/schema/index';

/** Every column but the search words (a derived tsvector no caller reads): a sign-in carries no dead weight. */
const { searchWords: _searchWords, ...accountColumns } = getTableColumns(accounts);
export { accountColumns };
export type AccountRow = Omit<typeof accounts.$inferSelect, 'searchWords'>;
export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Omit<typeof addresses.$inferInsert, 'id' | 'accountId'>;

/** An account with what a login response carries, read in one round trip. */
export interface AccountDetails {
  account: AccountRow;
  access: string[];
  addresses: AddressRow[];
}

/** An addresses row as json_agg writes it (column names, not property names). */
interface AddressJson {
  id: number;
  account_id: number;
  alias: string;
  calle: string;
  numero_exterior: string;
  numero_interior: string;
  colonia: string;
  codigo_postal: string;
  municipio: string;
  estado: string;
  referencias: string;
  is_default: boolean;
}

const addressFromJson = (a: AddressJson): AddressRow => ({
  id: a.id,
  accountId: a.account_id,
  alias: a.alias,
  calle: a.calle,
  numeroExterior: a.numero_exterior,
  numeroInterior: a.numero_interior,
  colonia: a.colonia,
  codigoPostal: a.codigo_postal,
  municipio: a.municipio,
  estado: a.estado,
  referencias: a.referencias,
  isDefault: a.is_default,
});

/**
 * The account with its access and addresses, read at every sign-in and session renewal: built
 * once per database and, on PostgreSQL, a named statement each connection plans once.
 */
const detailsLookups = new WeakMap<Database, ReturnType<typeof prepareDetailsLookups>>();
function prepareDetailsLookups(db: Database) {
  const columns = {
    account: accountColumns,
    access: sql<
      string[]
    >`coalesce((select json_agg(aa.access order by aa.access) from ${accountAccess} aa where aa.account_id = "accounts"."id"), '[]'::json)`,
    addresses: sql<
      AddressJson[]
    >`coalesce((select json_agg(ad order by ad.is_default desc, ad.id desc) from ${addresses} ad where ad.account_id = "accounts"."id"), '[]'::json)`,
  };
  const select = () => db.select(columns).from(accounts);
  return {
    byPhone: select()
      .where(eq(accounts.phone, sql.placeholder('phone')))
      .limit(1)
      .prepare('mostrador_account_by_phone'),
    byId: select()
      .where(eq(accounts.id, sql.placeholder('id')))
      .limit(1)
      .prepare('mostrador_account_by_id'),
    // One row whether or not the phone has an account: the failures count for unknown phones too.
    forSignIn: db
      .select({
        ...columns,
        failures: sql<
          string[]
        >`coalesce((select json_agg(f.at order by f.at desc) from ${authFailures} f where f.kind = 'login' and f.subject = ${sql.placeholder('phone')} and f.at > ${sql.placeholder('since')}), '[]'::json)`,
      })
      .from(sql`(select 1) as "sign_in"`)
      .leftJoin(accounts, eq(accounts.phone, sql.placeholder('phone')))
      .prepare('mostrador_sign_in_lookup'),
  };
}

function detailsLookupsOf(db: Database) {
  let lookups = detailsLookups.get(db);
  if (!lookups) detailsLookups.set(db, (lookups = prepareDetailsLookups(db)));
  return lookups;
}

/** Accounts, their access list and their addresses; `transaction`/`on` run it inside a transaction. */
export const createCustomerRepository = (db: Database) => transactional(db, customerQueries);

// Over 80 lines by design: one short method per query, sharing only `db` (a table's queries read best side by side).
// eslint-disable-next-line max-lines-per-function -- over 80 lines by design, as the comment above says
function customerQueries(db: Database) {
  return {
    async findAccountByPhone(phone: string): Promise<AccountRow | null> {
      return (await db.select(accountColumns).from(accounts).where(eq(accounts.phone, phone)).limit(1))[0] ?? null;
    },

    /**
     * Sign-in reads the account, its access list and its addresses in one query: on the embedded
     * database every query runs on the event loop, and sign-ins are the busiest writer of it.
     * The outer table is named in full: Drizzle writes a bare "id", which the subqueries would
     * read as their own row's id.
     */
    async findAccountDetails(by: { phone: string } | { id: number }): Promise<AccountDetails | null> {
      const lookups = detailsLookupsOf(db);
      const [row] = 'phone' in by ? await lookups.byPhone.execute({ phone: by.phone }) : await lookups.byId.execute({ id: by.id });
      return row ? { account: row.account, access: row.access, addresses: row.addresses.map(addressFromJson) } : null;
    },

    /**
     * A sign-in's one read before the password check: the phone's account with its details (null
     * when there is none) and its sign-in failures since `since`, newest first. Each round trip
     * costs the event loop a wake-up of the database (a thread on PGlite, a process on PostgreSQL).
     */
    async findForSignIn(phone: string, since: Date): Promise<{ details: AccountDetails | null; failures: Date[] }> {
      const [row] = await detailsLookupsOf(db).forSignIn.execute({ phone, since });
      const failures = (row?.failures ?? []).map((at) => new Date(at));
      if (!row?.account) return { details: null, failures };
      return { details: { account: row.account, access: row.access, addresses: row.addresses.map(addressFromJson) }, failures };
    },

    async findAccount(id: number): Promise<AccountRow | null> {
      return (await db.select(accountColumns).from(accounts).where(eq(accounts.id, id)).limit(1))[0] ?? null;
    },

    /** Null when the phone already has an account (the unique index decides, not a prior read). */
    async insertAccount(
      values: { phone: string; name: string; passwordHash: string },
      access: readonly string[],
    ): Promise<AccountRow | null> {
      const [row] = await db.insert(accounts).values(values).onConflictDoNothing({ target: accounts.phone }).returning(accountColumns);
      if (!row) return null;
      if (access.length > 0) await db.insert(accountAccess).values(access.map((a) => ({ accountId: row.id, access: a })));
      return row;
    },

    async updateAccount(
      id: number,
      values: Partial<Pick<AccountRow, 'name' | 'email' | 'birth' | 'sex' | 'passwordHash'>>,
    ): Promise<AccountRow> {
      const [row] = await db.update(accounts).set(values).where(eq(accounts.id, id)).returning(accountColumns);
      if (!row) throw new Error(`account ${id} vanished`);
      return row;
    },

    /** The default first, then the newest. */
    listAddresses(accountId: number): Promise<AddressRow[]> {
      return db.select().from(addresses).where(eq(addresses.accountId, accountId)).orderBy(desc(addresses.isDefault), desc(addresses.id));
    },

    async countAddresses(accountId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(addresses)
        .where(eq(addresses.accountId, accountId));
      return row?.n ?? 0;
    },

    async insertAddress(accountId: number, values: AddressValues): Promise<AddressRow> {
      const [row] = await db
        .insert(addresses)
        .values({ ...values, accountId })
        .returning();
      if (!row) throw new Error('address not inserted');
      return row;
    },

    /** Only the owner's row changes; null when `id` is not theirs. */
    async updateAddress(accountId: number, id: number, values: AddressValues): Promise<AddressRow | null> {
      const [row] = await db
        .update(addresses)
        .set(values)
        .where(and(eq(addresses.id, id), eq(addresses.accountId, accountId)))
        .returning();
      return row ?? null;
    },

    async deleteAddress(accountId: number, id: number): Promise<AddressRow | null> {
      const [row] = await db
        .delete(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.accountId, accountId)))
        .returning();
      return row ?? null;
    },

    /** Serialises one customer's address changes, so two requests cannot both leave a default. */
    async lockAccount(accountId: number): Promise<void> {
      await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
    },

    async clearDefault(accountId: number, exceptId?: number): Promise<void> {
      const owned = eq(addresses.accountId, accountId);
      await db
        .update(addresses)
        .set({ isDefault: false })
        .where(
          exceptId === undefined
            ? and(owned, eq(addresses.isDefault, true))
            : and(owned, eq(addresses.isDefault, true), ne(addresses.id, exceptId)),
        );
    },

    async setDefault(accountId: number, id: number): Promise<boolean> {
      const rows = await db
        .update(addresses)
        .set({ isDefault: true })
        .where(and(eq(addresses.id, id), eq(addresses.accountId, accountId)))
        .returning({ id: addresses.id });
      return rows.length > 0;
    },

    /** After the default is deleted: the newest remaining address becomes the default. */
    async promoteNewestAddress(accountId: number): Promise<void> {
      const [newest] = await db
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.accountId, accountId))
        .orderBy(desc(addresses.id))
        .limit(1);
      if (newest) await db.update(addresses).set({ isDefault: true }).where(eq(addresses.id, newest.id));
    },
  };
}

export type CustomerQueries = ReturnType<typeof customerQueries>;
export type CustomerRepository = ReturnType<typeof createCustomerRepository>;
