import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { seedSmallDataset } from './helpers/dataset';
import { engines } from './helpers/test-database';

const UNAVAILABLE = 'El servicio no está disponible por el momento, intenta de nuevo en unos minutos.';

describe.each(engines)('health and readiness on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ engine, seed: seedSmallDataset });
  });
  afterAll(() => t?.close());

  it('health answers live without the database; ready runs a query', async () => {
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ ok: true, status: 'live' });
    expect((await t.app.inject({ url: '/api/ready' })).json()).toEqual({ ok: true, status: 'ready', database: engine });
  });

  it('once the database is gone: ready and data calls answer 503 in Spanish, health stays live', async () => {
    await t.database.close();
    const ready = await t.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ ok: false, errors: UNAVAILABLE });

    const branches = await t.app.inject({ url: '/api/company/branchesInfo' });
    expect(branches.statusCode).toBe(503);
    expect(branches.json()).toEqual({ ok: false, errors: UNAVAILABLE });

    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});
