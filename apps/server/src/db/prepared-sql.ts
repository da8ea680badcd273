import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client';

const dialect = new PgDialect();

/**
 * A hand-written statement (one Drizzle's builders cannot express, such as a data-modifying CTE)
 * as a named prepared statement: parsed and planned once per PostgreSQL connection instead of on
 * every call. Values go in through `sql.placeholder(name)`; rows come back as the database names
 * the columns.
 */
export function preparedSql<Row>(db: Database, name: string, query: SQL): { execute: (values: Record<string, unknown>) => Promise<Row[]> } {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return {
    async execute(values) {
      const result = (await prepared.execute(values)) as { rows: Row[] };
      return result.rows;
    },
  };
}
