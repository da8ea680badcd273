import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { AppDeps } from '../../src/app-deps';
import { loadConfig, type AppConfig } from '../../src/config';
import type { Clock } from '../../src/lib/clock';
import type { OrderEvents } from '../../src/modules/orders/order-events';
import type { Database, DatabaseHandle } from '../../src/db/client';
import { createTestDatabase, type Engine } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  db: Database;
  config: AppConfig;
  /** Temporary DATA_DIR (media lives in `${dataDir}/media`), removed by close(). */
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  engine?: Engine;
  /** An open, migrated database to use instead of a fresh one (a benchmark's kept history); close() closes it. */
  database?: DatabaseHandle;
  /** Extra environment variables, as the process would read them. */
  env?: Record<string, string>;
  /** Rows to insert before the app is built. */
  seed?: (db: Database) => Promise<unknown>;
  /** In-memory cache TTL; 0 (default) so rows inserted during a test show up at once. */
  cacheTtlMs?: number;
  /** How long search words' corrections are reused; 0 (default) so vocabulary changes show at once. */
  searchWordsTtlMs?: number;
  /** How often search checks for catalogue changes; 0 (default) so product writes show at once. */
  searchIndexRefreshMs?: number;
  /** Time as the services read it (expiry and throttling tests move it by hand). */
  clock?: Clock;
  /** Receives the order events the app publishes after each commit. */
  orderEvents?: OrderEvents;
  /** A pino logger whose lines the test reads; none by default. */
  loggerInstance?: FastifyBaseLogger;
  /** Push outbox worker options (fast retries), or false to leave the outbox undelivered. */
  pushWorker?: AppDeps['pushWorker'];
  /** DNS for push endpoints (a name that resolves inside the network); the real DNS by default. */
  resolvePushHost?: AppDeps['resolvePushHost'];
  /** Bulk import batch size and limits. */
  catalogueImport?: AppDeps['catalogueImport'];
  /** The substitution sweep: off by default (reads close offers); `{ onTick }` hands the test its run. */
  substitutionSweep?: AppDeps['substitutionSweep'];
  /** The uncollected pickup sweep (issue 35): off by default; `{ onTick }` hands the test its run. */
  pickupSweep?: AppDeps['pickupSweep'];
  /** URLs per sitemap file (a few, to see the index split). */
  sitemapUrlsPerFile?: number;
}

/** The real app on a fresh, migrated database of the given engine, ready for `app.inject`. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mostrador-test-'));
  const config = loadConfig({
    APP_MODE: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'web-dist'),
    RATE_LIMIT_MAX: '100000',
    // A few bits keep the anti-bot proof of work instant in tests; production asks 16.
    ANTIBOT_DIFFICULTY: '4',
    ...options.env,
  });
  const database = options.database ?? (await createTestDatabase(options.engine ?? 'pglite'));
  try {
    await options.seed?.(database.db);
    const app = await buildApp({
      config,
      database,
      ...(options.loggerInstance ? { loggerInstance: options.loggerInstance } : { logger: false }),
      cacheTtlMs: options.cacheTtlMs ?? 0,
      searchWordsTtlMs: options.searchWordsTtlMs ?? 0,
      searchIndexRefreshMs: options.searchIndexRefreshMs ?? 0,
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.orderEvents ? { orderEvents: options.orderEvents } : {}),
      ...(options.pushWorker !== undefined ? { pushWorker: options.pushWorker } : {}),
      ...(options.resolvePushHost ? { resolvePushHost: options.resolvePushHost } : {}),
      ...(options.catalogueImport ? { catalogueImport: options.catalogueImport } : {}),
      substitutionSweep: options.substitutionSweep ?? false,
      pickupSweep: options.pickupSweep ?? false,
      ...(options.sitemapUrlsPerFile ? { sitemapUrlsPerFile: options.sitemapUrlsPerFile } : {}),
    });
    await app.ready();
    return {
      app,
      database,
      db: database.db,
      config,
      dataDir,
      close: async () => {
        await app.close();
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
