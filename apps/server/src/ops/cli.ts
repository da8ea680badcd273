import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { ConfigError, loadConfig, type AppConfig } from '../config';
import { PGLITE_EXTENSIONS } from '../db/pglite-snapshot';

/*
 * What the operator commands (`npm run backup`, `restore`, `migrate:to-postgres`) share: the
 * server's own configuration, the embedded database opened in this process, and errors printed
 * as one readable line instead of a stack.
 */

/** The server's configuration from the environment, with `--data-dir` taking DATA_DIR's place. */
export function operatorConfig(dataDir: string | undefined): AppConfig {
  return loadConfig({ ...process.env, ...(dataDir ? { DATA_DIR: dataDir } : {}) });
}

export const pgliteDir = (config: AppConfig) => path.join(config.dataDir, 'pglite');

export const hasEmbeddedDatabase = (dir: string) => existsSync(path.join(dir, 'PG_VERSION'));

/** Opens the embedded database in this process: only after claimDataDir, with the server stopped. */
export function openPgliteHere(dir: string, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create(dir, { extensions: PGLITE_EXTENSIONS, ...(loadDataDir ? { loadDataDir } : {}) });
}

/** A refusal the operator can act on: printed without a stack trace. */
export class OperatorError extends Error {}

export function runCommand(main: () => Promise<void>): void {
  main()
    .catch((error: unknown) => {
      if (error instanceof OperatorError || error instanceof ConfigError) console.error(error.message);
      else console.error(error);
      process.exitCode = 1;
    })
    // PGlite can leave a MessagePort open after close (see commands/seed-bulk.ts): the work is done.
    .finally(() => process.exit());
}

export const mib = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MiB`;
export const stamp = (date = new Date()) => date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/** `created_at` of this code's newest migration, as drizzle records it (the journal's `when`). */
export async function newestMigration(): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const { MIGRATIONS_DIR } = await import('../db/client');
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((e) => e.when));
}
