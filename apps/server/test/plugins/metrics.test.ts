import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import pino from 'pino';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/lib/messages';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { seedSmallDataset } from '../helpers/dataset';
import { buildProduct } from '../helpers/factories';
import { engines } from '../helpers/test-database';

const TOKEN = 'metrics-token-for-tests-0123456789';
const DASHBOARD = new URL('../../../../deploy/grafana/mostrador.json', import.meta.url);

/** Metric names a scrape exports (histograms as their _bucket, _sum and _count series). */
function exportedNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)[{ ]/.exec(line);
    if (match?.[1]) names.add(match[1]);
  }
  return names;
}

describe.each(engines)('GET /metrics and request IDs (%s)', (engine) => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    t = await buildTestApp({
      engine,
      env: { METRICS_TOKEN: TOKEN },
      loggerInstance: pino({ level: 'info' }, sink),
      seed: async (db) => {
        await seedSmallDataset(db);
        await buildProduct(db, { sku: 'P-1', name: 'Paracetamol 500 mg' });
      },
    });
  });
  afterAll(() => t?.close());
  const scrape = (authorization = `Bearer ${TOKEN}`) => t.app.inject({ url: '/metrics', headers: { authorization } });

  it('answers only to its token, in the house shape otherwise', async () => {
    for (const wrong of ['', 'Bearer nope', `Basic ${TOKEN}`]) {
      const res = await scrape(wrong);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ ok: false, errors: expect.any(String) });
    }
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('counts requests by route pattern, never the raw URL, with their status', async () => {
    await t.app.inject({ url: '/api/catalogue/products/P-1' });
    await t.app.inject({ url: '/api/catalogue/products/NO-EXISTE' });
    await t.app.inject({ method: 'POST', url: '/api/company/companyInfo', payload: {} });
    const text = (await scrape()).body;
    const series = (route: string, status: number) =>
      new RegExp(`mostrador_http_request_duration_seconds_count\\{method="GET",route="${route}",status_code="${status}"\\} 1\\b`);
    expect(text).toMatch(series('/api/catalogue/products/:SKU', 200));
    expect(text).toMatch(series('/api/catalogue/products/:SKU', 404));
    expect(text).not.toContain('NO-EXISTE');
    expect(text).toMatch(/mostrador_http_request_duration_seconds_bucket\{le="0.05",method="POST",route="\/api\/company\/companyInfo"/);
    expect(text).not.toContain('route="/metrics"');
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it('reports orders by status, live sockets by room type and, on PostgreSQL, the pool', async () => {
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = connect(origin, { transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    try {
      const text = (await scrape()).body;
      expect(text).toMatch(/mostrador_live_sockets\{room_type="anonymous"\} 1\b/);
      expect(text).toMatch(/mostrador_live_sockets\{room_type="branch"\} 0\b/);
      expect(text).toMatch(/mostrador_orders\{status="1",status_name="pending"\} 0\b/);
      expect(text).toMatch(/^mostrador_push_outbox_pending 0$/m);
      if (engine === 'postgres') {
        expect(text).toMatch(/mostrador_db_pool_connections\{state="max"\} 4\b/);
        expect(text).toMatch(/mostrador_db_query_duration_seconds_count\{result="ok"\} [1-9]/);
      } else {
        expect(text).not.toContain('mostrador_db_pool_connections');
      }
    } finally {
      socket.disconnect();
    }
  });

  it('exports every metric the Grafana dashboard in deploy/ uses', async () => {
    if (engine !== 'postgres') return;
    const exported = exportedNames((await scrape()).body);
    const dashboard = JSON.parse(readFileSync(DASHBOARD, 'utf8')) as { panels: { targets: { expr: string }[] }[] };
    const used = new Set(
      dashboard.panels.flatMap((p) => p.targets.flatMap((target) => target.expr.match(/\b(?:mostrador|nodejs|process)_[a-z0-9_]+/g) ?? [])),
    );
    expect(used.size).toBeGreaterThan(8);
    expect([...used].filter((name) => !exported.has(name))).toEqual([]);
  });

  it('answers an X-Request-Id and writes it on the request’s log lines; a sane one from nginx is kept', async () => {
    const own = await t.app.inject({ method: 'POST', url: '/api/company/companyInfo', payload: { TOKEN: 5 } });
    expect(own.statusCode).toBe(400);
    const id = own.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
    expect(lines.some((line) => line.reqId === id && line.msg === 'request rejected')).toBe(true);

    const fromNginx = 'c0ffee00c0ffee00c0ffee00c0ffee00';
    expect((await t.app.inject({ url: '/api/health', headers: { 'x-request-id': fromNginx } })).headers['x-request-id']).toBe(fromNginx);
    for (const insane of ['short', 'with spaces in it', 'x'.repeat(200), 'new\u2028line-id']) {
      const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': insane } });
      expect(res.headers['x-request-id']).not.toBe(insane);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
    }
  });
});

describe('without METRICS_TOKEN', () => {
  it('there is no /metrics route', async () => {
    const t = await buildTestApp();
    try {
      const res = await t.app.inject({ url: '/metrics' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ ok: false, errors: MESSAGES.notFound });
    } finally {
      await t.close();
    }
  });
});
