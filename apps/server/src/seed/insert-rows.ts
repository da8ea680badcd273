import { getTableColumns, sql, type InferInsertModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { chunk } from './random';

/** Rows per statement; one JSON parameter each, so PostgreSQL's 65,535-parameter cap never applies. */
const ROWS_PER_STATEMENT = 5000;

/**
 * Bulk insert through `jsonb_to_recordset`: every chunk is one statement with a single JSON
 * parameter. On PGlite this halved the CPU time of the demo seed against Drizzle's multi-row
 * VALUES (thousands of bound parameters to parse); it is plain PostgreSQL 15, so both engines run it.
 * Columns are those of the first row: every row must set the same keys (undefined ones would
 * become NULL instead of taking the column default).
 */
export async function insertRows<T extends PgTable>(db: Database, table: T, rows: readonly InferInsertModel<T>[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in first);
  const names = sql.join(
    columns.map(([, c]) => sql.identifier(c.name)),
    sql`, `,
  );
  const recordType = sql.join(
    columns.map(([, c]) => sql`${sql.identifier(c.name)} ${sql.raw(c.getSQLType())}`),
    sql`, `,
  );
  for (const part of chunk(rows, ROWS_PER_STATEMENT)) {
    const records = part.map((row) => {
      const values = row as Record<string, unknown>;
      return Object.fromEntries(columns.map(([key, c]) => [c.name, values[key] ?? null]));
    });
    await db.execute(
      sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(${recordType})`,
    );
  }
}
