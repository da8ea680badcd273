import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountAccess, accounts, addresses } from '../../db/schema/index';

export type AccountRow = typeof accounts.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Omit<typeof addresses.$inferInsert, 'id' | 'accountId'>;

/** Accounts, their access list and their addresses. Takes a transaction or the database. */
export function createCustomerRepository(db: Database) {
  return {
    async findAccountByPhone(phone: string): Promise<AccountRow | null> {
      return (await db.select().from(accounts).where(eq(accounts.phone, phone)).limit(1))[0] ?? null;
    },

    async findAccount(id: number): Promise<AccountRow | null> {
      return (await db.select().from(accounts).where(eq(accounts.id, id)).limit(1))[0] ?? null;
    },

    /** Null when the phone already has an account (the unique index decides, not a prior read). */
    async insertAccount(values: { phone: string; name: string; passwordHash: string }, access: readonly string[]): Promise<AccountRow | null> {
      const [row] = await db.insert(accounts).values(values).onConflictDoNothing({ target: accounts.phone }).returning();
      if (!row) return null;
      if (access.length > 0) await db.insert(accountAccess).values(access.map((a) => ({ accountId: row.id, access: a })));
      return row;
    },

    async updateAccount(id: number, values: Partial<Pick<AccountRow, 'name' | 'email' | 'birth' | 'sex' | 'passwordHash'>>): Promise<AccountRow> {
      const [row] = await db.update(accounts).set(values).where(eq(accounts.id, id)).returning();
      if (!row) throw new Error(`account ${id} vanished`);
      return row;
    },

    async listAccess(accountId: number): Promise<string[]> {
      const rows = await db.select({ access: accountAccess.access }).from(accountAccess).where(eq(accountAccess.accountId, accountId)).orderBy(asc(accountAccess.access));
      return rows.map((r) => r.access);
    },

    /** The default first, then the newest. */
    listAddresses(accountId: number): Promise<AddressRow[]> {
      return db.select().from(addresses).where(eq(addresses.accountId, accountId)).orderBy(desc(addresses.isDefault), desc(addresses.id));
    },

    async countAddresses(accountId: number): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(addresses).where(eq(addresses.accountId, accountId));
      return row?.n ?? 0;
    },

    async insertAddress(accountId: number, values: AddressValues): Promise<AddressRow> {
      const [row] = await db.insert(addresses).values({ ...values, accountId }).returning();
      if (!row) throw new Error('address not inserted');
      return row;
    },

    /** Only the owner's row changes; null when `id` is not theirs. */
    async updateAddress(accountId: number, id: number, values: AddressValues): Promise<AddressRow | null> {
      const [row] = await db.update(addresses).set(values).where(and(eq(addresses.id, id), eq(addresses.accountId, accountId))).returning();
      return row ?? null;
    },

    async deleteAddress(accountId: number, id: number): Promise<AddressRow | null> {
      const [row] = await db.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.accountId, accountId))).returning();
      return row ?? null;
    },

    /** Serialises one customer's address changes, so two requests cannot both leave a default. */
    async lockAccount(accountId: number): Promise<void> {
      await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
    },

    async clearDefault(accountId: number, exceptId?: number): Promise<void> {
      const owned = eq(addresses.accountId, accountId);
      await db.update(addresses).set({ isDefault: false }).where(exceptId === undefined ? and(owned, eq(addresses.isDefault, true)) : and(owned, eq(addresses.isDefault, true), ne(addresses.id, exceptId)));
    },

    async setDefault(accountId: number, id: number): Promise<boolean> {
      const rows = await db.update(addresses).set({ isDefault: true }).where(and(eq(addresses.id, id), eq(addresses.accountId, accountId))).returning({ id: addresses.id });
      return rows.length > 0;
    },

    /** After the default is deleted: the newest remaining address becomes the default. */
    async promoteNewestAddress(accountId: number): Promise<void> {
      const [newest] = await db.select({ id: addresses.id }).from(addresses).where(eq(addresses.accountId, accountId)).orderBy(desc(addresses.id)).limit(1);
      if (newest) await db.update(addresses).set({ isDefault: true }).where(eq(addresses.id, newest.id));
    },
  };
}

export type CustomerRepository = ReturnType<typeof createCustomerRepository>;
