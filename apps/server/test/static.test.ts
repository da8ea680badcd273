import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('media and the built web app', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'mostrador-web-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Mostrador</title><div id="root"></div>');
    await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(path.join(webDist, 'favicon.ico'), 'ico');
    t = await buildTestApp({ env: { WEB_DIST_DIR: webDist } });
    // Written after start, as the seed or image management would: still served.
    await mkdir(path.join(t.config.mediaDir, 'banners'), { recursive: true });
    await writeFile(path.join(t.config.mediaDir, 'banners', 'promo.webp'), 'RIFF....WEBP');
  });
  afterAll(async () => {
    await t?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('serves media under /media/ with immutable caching', async () => {
    const res = await t.app.inject({ url: '/media/banners/promo.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('does not escape the media directory', async () => {
    const res = await t.app.inject({ url: '/media/../../../etc/passwd' });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/%2e%2e/%2e%2e/etc/passwd' })).statusCode).toBe(404);
  });

  it('serves hashed assets as immutable and index.html as no-cache', async () => {
    const asset = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe(IMMUTABLE);
    const root = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(root.statusCode).toBe(200);
    expect(root.headers['cache-control']).toBe('no-cache');
    expect(root.body).toContain('<div id="root">');
    expect((await t.app.inject({ url: '/favicon.ico' })).headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for client routes a browser navigates to', async () => {
    for (const url of ['/product_view/750100', '/account/addresses', '/auth/login?next=%2Faccount']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('does not answer the SPA shell for API, media, missing assets or non-HTML requests', async () => {
    expect((await t.app.inject({ url: '/api/nada', headers: { accept: 'text/html' } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/nada.webp', headers: { accept: 'text/html' } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/assets/nada.js', headers: { accept: 'text/html' } })).statusCode).toBe(404);
    const json = await t.app.inject({ url: '/alguna/ruta', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toEqual({ ok: false, errors: 'Recurso no encontrado' });
  });

  it('serves the OpenAPI document generated from the zod schemas at /api/docs', async () => {
    const ui = await t.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/company/branchInfo', '/api/themes/getTheme', '/api/health']));
    expect(JSON.stringify(doc.paths['/api/company/branchInfo'])).toContain('"BRANCH"');
  });
});

describe('without a built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('answers / with a Spanish page telling to run npm run build', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('npm run build');
    expect(res.body).toContain('lang="es-MX"');
  });
});
