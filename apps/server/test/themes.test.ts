import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetThemeResponseSchema, GetThemesResponseSchema } from '@mostrador/shared/schemas/themes';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { seedSmallDataset } from './helpers/dataset';
import { engines } from './helpers/test-database';

describe.each(engines)('theme calls on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ engine, seed: seedSmallDataset });
  });
  afterAll(() => t?.close());

  const post = (url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/themes/${url}`, ...(payload ? { payload } : {}) });

  it('getThemes lists every theme with MODE as JSON text', async () => {
    const res = await post('getThemes', { token: 'abc' });
    expect(res.statusCode).toBe(200);
    const { themes } = GetThemesResponseSchema.parse(res.json());
    expect(themes.map((x) => x.THEME)).toEqual(['claro', 'noche']);
    expect(JSON.parse(themes[1]?.MODE ?? '')).toMatchObject({ dark: true, rotateBkgrndTime: 30, opacityContainers: 1 });
    expect(themes[1]?.FOLDER).toBe('noche');
  });

  it('getTheme answers the theme and its colour map', async () => {
    const res = await post('getTheme', { THEME: 'noche' });
    const body = GetThemeResponseSchema.parse(res.json());
    expect(body.theme.THEME).toBe('noche');
    expect(body.themeColors).toEqual({ primary: '#8fd694' });
  });

  it("getTheme 'default' (and no THEME at all) means the company's theme", async () => {
    for (const payload of [{ THEME: 'default' }, {}]) {
      const res = await post('getTheme', payload);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ ok: true, theme: { THEME: 'claro' }, themeColors: { primary: '#1f6f43', accent: '#f2a900' } });
    }
  });

  it('getTheme of an unknown theme is a 404 naming it', async () => {
    const res = await post('getTheme', { THEME: 'inexistente' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, errors: 'No se encontró el tema inexistente' });
  });

  it('getTheme rejects a THEME that is not text', async () => {
    const res = await post('getTheme', { THEME: ['claro'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, errors: 'El campo «Tema» debe ser texto' });
  });

  it('backgrounds lists the folder pictures by position; an unknown folder has none', async () => {
    expect((await post('backgrounds', { FOLDER: 'claro' })).json()).toEqual({
      ok: true,
      paths: ['backgrounds/claro/a.webp', 'backgrounds/claro/b.webp'],
    });
    expect((await post('backgrounds', { FOLDER: 'sin-fondos' })).json()).toEqual({ ok: true, paths: [] });
    const missing = await post('backgrounds', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ ok: false, errors: 'El campo «Carpeta de fondos» es obligatorio' });
  });
});

describe('theme payload cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: seedSmallDataset, cacheTtlMs: 60_000 });
  });
  afterAll(() => t?.close());

  it('serves the prepared answer again within the TTL (no stale mix of old and new rows)', async () => {
    const { buildTheme } = await import('./helpers/factories');
    const first = await t.app.inject({ method: 'POST', url: '/api/themes/getThemes', payload: {} });
    await buildTheme(t.db, { name: 'nuevo' });
    const second = await t.app.inject({ method: 'POST', url: '/api/themes/getThemes', payload: {} });
    expect(second.body).toBe(first.body);
  });
});
