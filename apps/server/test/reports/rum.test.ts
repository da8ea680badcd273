import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ReportResponse } from '@mostrador/shared/schemas/reports';
import { todayInMexico } from '@mostrador/shared/format/date';
import { rowsOf } from '../../src/db/rows';
import { RUM_MAX_PER_WINDOW } from '../../src/modules/reports/rum';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, personWith } from '../helpers/back-office';
import { engines } from '../helpers/test-database';

const BEACON = {
  PAGE_TYPE: 'product',
  DEVICE: 'mobile',
  CONNECTION: '4g',
  METRICS: [
    { NAME: 'LCP', VALUE: 2300 },
    { NAME: 'INP', VALUE: 180 },
    { NAME: 'CLS', VALUE: 0.02 },
    { NAME: 'TTFB', VALUE: 450 },
  ],
};

describe.each(engines)('POST /api/rum and the Core Web Vitals report on %s', (engine) => {
  let kept: TestApp;
  let dropped: TestApp;
  let address = 0;
  /** Each beacon from its own address unless told, so the per-client limit only counts where meant. */
  const beacon = (t: TestApp, payload: unknown, from = `10.1.0.${++address}`, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/api/rum',
      headers: { 'content-type': contentType },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      remoteAddress: from,
    });
  const stored = async (t: TestApp) => Number(rowsOf<{ n: number }>(await t.db.execute(sql`select count(*) as n from rum_samples`))[0]!.n);

  beforeAll(async () => {
    kept = await buildTestApp({ engine, env: { RUM_SAMPLE_PERCENT: '100' } });
    dropped = await buildTestApp({ engine, env: { RUM_SAMPLE_PERCENT: '0' } });
  });
  afterAll(async () => {
    await kept?.close();
    await dropped?.close();
  });

  it('accepts a beacon and keeps one row per metric, with page type, device and connection only', async () => {
    const res = await beacon(kept, BEACON);
    expect(res.statusCode, res.body).toBe(204);
    const rows = rowsOf<Record<string, unknown>>(
      await kept.db.execute(sql`select page_type, device, connection, metric, value from rum_samples order by metric`),
    );
    expect(rows).toEqual([
      { page_type: 'product', device: 'mobile', connection: '4g', metric: 'CLS', value: 0.02 },
      { page_type: 'product', device: 'mobile', connection: '4g', metric: 'INP', value: 180 },
      { page_type: 'product', device: 'mobile', connection: '4g', metric: 'LCP', value: 2300 },
      { page_type: 'product', device: 'mobile', connection: '4g', metric: 'TTFB', value: 450 },
    ]);
  });

  it('with RUM_SAMPLE_PERCENT=0 a beacon is accepted and nothing is kept', async () => {
    expect((await beacon(dropped, BEACON)).statusCode).toBe(204);
    expect(await stored(dropped)).toBe(0);
  });

  it('refuses bad, identifying or oversized beacons with a Spanish message, never a 500', async () => {
    const before = await stored(kept);
    const bad = [
      { ...BEACON, USER_ID: 42 },
      { ...BEACON, PAGE_TYPE: '/producto/123?phone=3312345678' },
      { ...BEACON, METRICS: [{ NAME: 'FID', VALUE: 10 }] },
      { ...BEACON, METRICS: [{ NAME: 'LCP', VALUE: -1 }] },
      { ...BEACON, METRICS: [] },
      { ...BEACON, METRICS: [{ NAME: 'LCP', VALUE: 1, URL: 'https://x' }] },
      [],
    ];
    for (const payload of bad) {
      const res = await beacon(kept, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ ok: false });
    }
    expect((await beacon(kept, '{"PAGE_TYPE":')).statusCode).toBe(400);
    expect((await beacon(kept, 'hola', undefined, 'text/plain')).statusCode).toBe(415);
    const huge = await beacon(kept, { ...BEACON, PAD: 'x'.repeat(2_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().errors).toEqual(expect.any(String));
    expect(await stored(kept)).toBe(before);
  });

  it('limits one client to RUM_MAX_PER_WINDOW beacons a minute (429), others still pass', async () => {
    for (let i = 0; i < RUM_MAX_PER_WINDOW; i++) expect((await beacon(kept, BEACON, '10.2.0.1')).statusCode).toBe(204);
    const over = await beacon(kept, BEACON, '10.2.0.1');
    expect(over.statusCode).toBe(429);
    expect(over.json().errors).toBe('Demasiadas mediciones; intenta más tarde');
    expect((await beacon(kept, BEACON, '10.2.0.2')).statusCode).toBe(204);
  });

  it('the report shows the 75th percentile per page type and device against Google’s thresholds', async () => {
    await kept.db.execute(sql`delete from rum_samples`);
    for (const lcp of [1000, 2000, 3000, 4000])
      await beacon(kept, { ...BEACON, DEVICE: 'desktop', PAGE_TYPE: 'home', METRICS: [{ NAME: 'LCP', VALUE: lcp }] });
    for (const cls of [0.01, 0.02])
      await beacon(kept, { ...BEACON, DEVICE: 'mobile', PAGE_TYPE: 'home', METRICS: [{ NAME: 'CLS', VALUE: cls }] });
    const admin = await personWith(kept.db, ['REPORTS']);
    const res = await call(kept.app, '/admin/reports/summary', admin.token, { DATE_START: todayInMexico(), DATE_END: todayInMexico() });
    const rum = res.json<ReportResponse>().TABLES.find((x) => x.ID === 'rum')!;
    // p75 of 1, 2, 3, 4 s (interpolated) is 3.25 s: over 2.5 s. CLS p75 of 0.01 and 0.02 is 0.0175 → 0.018.
    expect(rum.ROWS).toEqual([
      ['Inicio', 'Computadora', 'LCP', 3250, 2500, 4, 'Por mejorar'],
      ['Inicio', 'Celular', 'CLS', 0.018, 0.1, 2, 'Bien'],
    ]);
  });
});
