import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { company } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { seedSmallDataset } from '../helpers/dataset';
import { engines } from '../helpers/test-database';

type Manifest = { name: string; short_name: string; lang: string; display: string };

describe.each(engines)('the app manifest on %s', (engine) => {
  let t: TestApp;
  let configured: TestApp;
  beforeAll(async () => {
    [t, configured] = await Promise.all([
      buildTestApp({ engine, seed: seedSmallDataset }),
      buildTestApp({ engine, seed: seedSmallDataset, env: { APP_SHORT_NAME: 'FarmaMostra' } }),
    ]);
  });
  afterAll(() => Promise.all([t?.close(), configured?.close()]));

  const manifestOf = async (app: TestApp) => {
    const res = await app.app.inject({ method: 'GET', url: '/api/company/manifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    return res.json<Manifest>();
  };

  it('names the app in full, and under its icon by the company’s own word, never a cut one', async () => {
    expect(await manifestOf(t)).toMatchObject({
      name: 'Farmacias Mostrador',
      short_name: 'Mostrador',
      lang: 'es-MX',
      display: 'standalone',
    });
  });

  it.each([
    ['Farmacias Especializadas del Centro Histórico', 'ECH'],
    ['Farmacias del Ahorro y la Salud Familiar, S.A. de C.V.', 'Ahorro'],
    ['Farmacia Dermocosmética Internacional', 'Dermocosmét…'],
  ])('a long company name %j fits in 12 characters under the icon: %j', async (name, short) => {
    await t.db.update(company).set({ name });
    const manifest = await manifestOf(t);
    expect(manifest.name).toBe(name);
    expect(manifest.short_name).toBe(short);
    expect([...manifest.short_name].length).toBeLessThanOrEqual(12);
  });

  it('uses the configured APP_SHORT_NAME whatever the company is called', async () => {
    await configured.db.update(company).set({ name: 'Farmacias Especializadas del Centro Histórico' });
    expect(await manifestOf(configured)).toMatchObject({
      name: 'Farmacias Especializadas del Centro Histórico',
      short_name: 'FarmaMostra',
    });
  });
});
