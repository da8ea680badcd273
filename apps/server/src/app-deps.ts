import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import type { Clock } from './lib/clock';
import type { OrderEvents } from './modules/orders/index';
import type { OutboxWorkerOptions, ResolveHost, SendPush } from './modules/push/index';
import type { CatalogueImportOptions } from './wiring/catalogue-import';
import type { SubstitutionSweep } from './wiring/substitution-sweep';
import type { PrescriptionSweep } from './wiring/prescription-sweep';
import type { PickupSweep } from './wiring/pickup-sweep';

/** What the app is built from: the settings, the database, and what tests and benchmarks replace. */
export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  /** Fastify logger options; defaults to pino at the configured level. */
  logger?: FastifyServerOptions['logger'];
  /** An existing pino logger (the server process logs start-up before the app exists). */
  loggerInstance?: FastifyBaseLogger;
  /** How long read-mostly payloads stay cached in memory (ms); tests pass 0. Default: CACHE_TTL_MS. */
  cacheTtlMs?: number;
  /** How long a search word's corrections and synonyms are reused (ms); tests pass 0. Default 60 s. */
  searchWordsTtlMs?: number;
  /** How often, at most, search checks for catalogue changes (ms); tests pass 0. Default: SEARCH_INDEX_REFRESH_MS. */
  searchIndexRefreshMs?: number;
  /** Time as services read it; tests pass a ManualClock. */
  clock?: Clock;
  /** Where order events go after commit; the live channel subscribes to it. */
  orderEvents?: OrderEvents;
  /** The push outbox worker: off (`false`) for tests that only look at the outbox; options for faster retries. */
  pushWorker?: false | Partial<OutboxWorkerOptions>;
  /** How often unanswered substitute offers are closed (ms; decision 063); `false`: only when read; or run by the caller. Default 30 s. */
  substitutionSweep?: SubstitutionSweep;
  /** Prescription files past retention (decision 070): ms, `false`, or run by the caller. Default hourly. */
  prescriptionSweep?: PrescriptionSweep;
  /** Uncollected pickup orders (issue 35, decision 074): ms, `false`, or run by the caller. Default every 15 min. */
  pickupSweep?: PickupSweep;
  /** Replaces the real sender (benchmarks count without a push service); tests use the real one. */
  sendPush?: SendPush;
  /** Replaces DNS for push endpoints (tests name hosts that resolve inside the network). */
  resolvePushHost?: ResolveHost;
  /** Bulk import batch size and limits; tests use small batches. */
  catalogueImport?: CatalogueImportOptions;
  /** URLs per sitemap file (50,000, the protocol's limit); tests split with a few. */
  sitemapUrlsPerFile?: number;
}
