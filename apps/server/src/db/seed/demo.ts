import type { Database } from '../client';

/**
 * PLACEHOLDER — the demo-seed engineer replaces this file. The server calls it once, on an
 * empty database, when SEED_DEMO is on; images go under `mediaDir` (served at /media/).
 */
export async function seedDemo(db: Database, opts: { mediaDir: string }): Promise<void> {
  void db;
  void opts;
}
