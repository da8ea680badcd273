import type { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/** The extensions our migrations create; every PGlite that opens our data must load them. */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

/** A consistent copy of the embedded database and what it held at that instant (docs/decisions/025). */
export interface Snapshot {
  /** PGlite's own data-directory dump (an uncompressed tar), loadable with `loadDataDir`. */
  tar: Uint8Array;
  info: SnapshotInfo;
}

export interface SnapshotInfo {
  /** Rows per table of the `public` schema. */
  tables: Record<string, number>;
  /** drizzle's record of applied migrations: how many, and the newest one's `created_at`. */
  migrations: { count: number; newest: number | null };
}

type Queryable = Pick<PGlite, 'query'>;

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Taken inside a PGlite transaction: PGlite runs one transaction at a time, so no other writer
 * can run between the CHECKPOINT, the counts and the dump. CHECKPOINT writes every committed
 * page into the files the dump copies, so the copy needs no WAL replay when it is loaded.
 */
export async function takeSnapshot(db: PGlite): Promise<Snapshot> {
  return db.transaction(async (tx) => {
    await tx.exec('CHECKPOINT');
    const info = await describeDatabase(tx);
    const dump = await db.dumpDataDir('none');
    return { tar: new Uint8Array(await dump.arrayBuffer()), info };
  });
}

/** Row counts of every table and the migration level: what a backup promises and a restore checks. */
export async function describeDatabase(db: Queryable): Promise<SnapshotInfo> {
  const tables: Record<string, number> = {};
  for (const name of await publicTables(db)) {
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from public.${quoteIdent(name)}`);
    tables[name] = rows[0]?.n ?? 0;
  }
  const { rows } = await db.query<{ count: number; newest: string | null }>(
    `select count(*)::int as count, max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  );
  const newest = rows[0]?.newest;
  return { tables, migrations: { count: rows[0]?.count ?? 0, newest: newest ? Number(newest) : null } };
}

export async function publicTables(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  return rows.map((r) => r.name);
}
