// Records the SQL that answers each benchmark request, so the bare baseline can run exactly those
// statements. It drives the app's own catalogue service with a logging Drizzle instance on the
// same database (PostgreSQL, or the embedded one while no server holds it); no answer cache. Text
// searches, which the app answers from its in-memory index, are recorded as the app's SQL search.
import { writeFileSync } from 'node:fs';
import type { Logger } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import * as schema from '../apps/server/src/db/schema/index';
import { createCatalogueRepository } from '../apps/server/src/modules/catalogue/repository';
import { createCatalogueService } from '../apps/server/src/modules/catalogue/service';
import { createStockRepository } from '../apps/server/src/modules/catalogue/stock-repository';
import { ProductListQuerySchema } from '@mostrador/shared/schemas/catalogue';

export type Statement = { sql: string; params: unknown[] };

/** A SQL runner on PostgreSQL (DATABASE_URL) or on the PGlite directory, for the bare baseline too. */
export async function openRunner(target: { databaseUrl?: string; pgliteDir: string }, logger?: Logger) {
  if (target.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: Number(process.env.DB_POOL_MAX ?? 10) });
    return {
      db: drizzle(pool, { schema, ...(logger ? { logger } : {}) }) as unknown as Database,
      query: async (s: Statement) => (await pool.query(s.sql, s.params)).rows as unknown[],
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { drizzle } = await import('drizzle-orm/pglite');
  const client = await PGlite.create(target.pgliteDir, { extensions: { pg_trgm, unaccent } });
  return {
    db: drizzle(client, { schema, ...(logger ? { logger } : {}) }) as unknown as Database,
    query: async (s: Statement) => (await client.query(s.sql, s.params)).rows,
    close: () => client.close(),
  };
}

export async function recordSearchSql(target: { databaseUrl?: string; pgliteDir: string }, paths: string[], file: string): Promise<void> {
  let current: Statement[] = [];
  const runner = await openRunner(target, { logQuery: (sql, params) => void current.push({ sql, params }) });
  // Text searches as SQL: the app answers them from its in-memory index, and the baseline is the
  // full-text statement that would answer each of them in the database.
  const catalogue = createCatalogueService({
    repo: createCatalogueRepository(runner.db, { inMemorySearch: false }),
    stock: createStockRepository(runner.db),
    cacheTtlMs: 0,
  });
  const byPath: Record<string, Statement[]> = {};
  const parse = (path: string) => ProductListQuerySchema.parse(Object.fromEntries(new URL(path, 'http://x').searchParams));
  // Steady state: the app remembers each word's corrections and synonyms for a minute, so after
  // the first search of a word it runs only the list statement; record what it runs then.
  for (const path of paths) await catalogue.products(parse(path));
  for (const path of paths) {
    current = [];
    await catalogue.products(parse(path));
    byPath[path] = current;
  }
  await runner.close();
  writeFileSync(file, JSON.stringify(byPath));
}
