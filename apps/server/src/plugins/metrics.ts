import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, onResponseHookHandler } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { ORDER_STATUS } from '@mostrador/shared/constants/order-status';
import { t } from '@mostrador/shared/messages/es-MX';
import type { DatabaseHandle } from '../db/client';
import { sendFailure } from './error-handler';

/** Seconds; the hot reads answer in milliseconds, a slow checkout in a second or two. */
const HTTP_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];
/** Orders by status is a scan of the orders table: at most once per this, per instance. */
const ORDERS_REFRESH_MS = 30_000;
const STATUS_NAMES = new Map<number, string>(Object.entries(ORDER_STATUS).map(([name, id]) => [id, name.toLowerCase()]));

export type RoomType = 'branch' | 'customer' | 'anonymous';

/** What /metrics reads on each scrape, beyond the per-request figures. */
export interface MetricsSources {
  database: DatabaseHandle;
  liveSockets: () => Record<RoomType, number>;
  ordersByStatus: () => Promise<{ status: number; count: number }[]>;
  /** Pushes written and not yet delivered (the push outbox). */
  pushOutboxPending: () => Promise<number>;
}

export interface Metrics {
  registry: Registry;
  /** Gauges read at scrape time and the database's query timing; then, with a token, the route. */
  expose(app: FastifyInstance, sources: MetricsSources, token: string | null): void;
}

/**
 * Prometheus metrics with prom-client. Call before any route is declared: every route gets its
 * own onResponse hook holding its pattern, so a request costs one histogram observation and no
 * lookup of what route it was (`request.routeOptions` builds an object on every read).
 */
export function instrumentRequests(app: FastifyInstance): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'mostrador_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code: duration, and by its _count the rate and errors',
    labelNames: ['method', 'route', 'status_code'],
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  app.addHook('onRoute', (route) => {
    if ((route.config as { metrics?: boolean } | undefined)?.metrics === false) return;
    const pattern = route.url;
    const observe: onResponseHookHandler = (request, reply, done) => {
      duration.observe({ method: request.method, route: pattern, status_code: reply.statusCode }, reply.elapsedTime / 1000);
      done();
    };
    const own = route.onResponse;
    route.onResponse = own === undefined ? [observe] : [...(Array.isArray(own) ? own : [own]), observe];
  });
  return { registry, expose: (target, sources, token) => exposeMetrics(target, registry, sources, token) };
}

function exposeMetrics(app: FastifyInstance, registry: Registry, sources: MetricsSources, token: string | null): void {
  registerDatabaseMetrics(registry, sources.database);
  new Gauge({
    name: 'mostrador_live_sockets',
    help: 'Live channel sockets on this instance by the room they joined: branch monitor, customer, or none yet',
    labelNames: ['room_type'],
    registers: [registry],
    collect() {
      for (const [type, count] of Object.entries(sources.liveSockets())) this.set({ room_type: type }, count);
    },
  });
  registerOrdersGauge(app, registry, sources.ordersByStatus);
  new Gauge({
    name: 'mostrador_push_outbox_pending',
    help: 'Pushes in the outbox not yet delivered (shared by every instance; one count query per scrape)',
    registers: [registry],
    async collect() {
      this.set(await sources.pushOutboxPending().catch(() => Number.NaN));
    },
  });
  if (token === null) return;
  const expected = digest(`Bearer ${token}`);
  app.get('/metrics', { schema: { hide: true }, config: { metrics: false } }, async (request, reply) => {
    if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
      return sendFailure(reply, 401, t('errors.unauthenticated'));
    }
    return reply
      .type(registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}

function registerDatabaseMetrics(registry: Registry, database: DatabaseHandle): void {
  const pool = database.pool;
  // PGlite (demo) has no pool and answers in-process: these exist only on PostgreSQL.
  if (!pool) return;
  new Gauge({
    name: 'mostrador_db_pool_connections',
    help: 'PostgreSQL pool connections: total open, idle, requests waiting for one, and the maximum (DB_POOL_MAX)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const { total, idle, waiting, max } = pool.state();
      this.set({ state: 'total' }, total);
      this.set({ state: 'idle' }, idle);
      this.set({ state: 'in_use' }, total - idle);
      this.set({ state: 'waiting' }, waiting);
      this.set({ state: 'max' }, max);
    },
  });
  const queries = new Histogram({
    name: 'mostrador_db_query_duration_seconds',
    help: 'PostgreSQL statements as the pool ran them, by result',
    labelNames: ['result'],
    buckets: QUERY_BUCKETS,
    registers: [registry],
  });
  const ok = queries.labels({ result: 'ok' });
  const failed = queries.labels({ result: 'error' });
  pool.onQuery((seconds, isFailure) => (isFailure ? failed : ok).observe(seconds));
}

function registerOrdersGauge(app: FastifyInstance, registry: Registry, read: MetricsSources['ordersByStatus']): void {
  let last: { at: number; rows: Promise<{ status: number; count: number }[]> } | null = null;
  new Gauge({
    name: 'mostrador_orders',
    help: 'Orders by status (every order in the database; refreshed at most every 30 s per instance)',
    labelNames: ['status', 'status_name'],
    registers: [registry],
    async collect() {
      if (!last || Date.now() - last.at >= ORDERS_REFRESH_MS) last = { at: Date.now(), rows: read() };
      try {
        const counts = new Map((await last.rows).map((r) => [r.status, r.count]));
        for (const [id, name] of STATUS_NAMES) this.set({ status: id, status_name: name }, counts.get(id) ?? 0);
      } catch (error) {
        // A database outage must not take the other metrics down with it; asked again next scrape.
        last = null;
        app.log.warn({ err: error }, 'metrics: orders by status not read');
      }
    },
  });
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
