import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const INDEX_HTML = '<!doctype html><title>Mostrador</title><div id="root"></div>';
const COURIER_HTML =
  '<!doctype html><title>Reparto</title><div id="root"></div><script src="/courier-app/assets/courier-abc123.js"></script>';
const APP_JS = `export const app = ${JSON.stringify('Mostrador '.repeat(200))};\n`;

describe('media and the built web app', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'mostrador-web-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
    await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(path.join(webDist, 'favicon.ico'), 'ico');
    // The courier's page, its own build (decision 080).
    await mkdir(path.join(webDist, 'courier-app', 'assets'), { recursive: true });
    await writeFile(path.join(webDist, 'courier-app', 'courier.html'), COURIER_HTML);
    await writeFile(path.join(webDist, 'courier-app', 'assets', 'courier-abc123.js'), 'console.log(2)');
    // What apps/web/scripts/compress.mjs writes beside the build's text files.
    await writeFile(path.join(webDist, 'assets', 'app-def456.js'), APP_JS);
    await writeFile(path.join(webDist, 'assets', 'app-def456.js.br'), brotliCompressSync(APP_JS));
    await writeFile(path.join(webDist, 'assets', 'app-def456.js.gz'), gzipSync(APP_JS));
    await writeFile(path.join(webDist, 'index.html.br'), brotliCompressSync(INDEX_HTML));
    await writeFile(path.join(webDist, 'index.html.gz'), gzipSync(INDEX_HTML));
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

  it('answers /courier with the courier page of its own build, and its hashed assets as immutable', async () => {
    for (const url of ['/courier', '/courier/', '/courier?desde=menu']) {
      const page = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toBe(COURIER_HTML);
    }
    // A page under it is not the courier's: the storefront's shell (its own not-found screen).
    expect((await t.app.inject({ url: '/courier_day', headers: { accept: 'text/html' } })).body).toContain('<div id="root"></div>');
    expect((await t.app.inject({ url: '/courier_day', headers: { accept: 'text/html' } })).body).not.toContain('Reparto');
    const asset = await t.app.inject({ url: '/courier-app/assets/courier-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('sends the pre-compressed brotli or gzip copy the browser accepts, keeping type and caching', async () => {
    const plain = await t.app.inject({ url: '/assets/app-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
    expect(plain.headers['content-type']).toMatch(/javascript/);

    const br = await t.app.inject({ url: '/assets/app-def456.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe(plain.headers['content-type']);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBeLessThan(APP_JS.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);

    const gz = await t.app.inject({ url: '/assets/app-def456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toBe(plain.headers['content-type']);
    expect(gz.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(APP_JS);
  });

  it('sends the shell compressed too, still no-cache and HTML', async () => {
    for (const url of ['/', '/account/addresses']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX_HTML);
    }
  });

  it('sends a file without compressed copies as it is, whatever the browser accepts', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('console.log(1)');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    const missing = await t.app.inject({ url: '/assets/nada.js', headers: { 'accept-encoding': 'br' } });
    expect(missing.statusCode).toBe(404);
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

describe('a built web app without its own favicon.ico', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'mostrador-web-'));
    await mkdir(path.join(webDist, 'icons'));
    await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
    await writeFile(path.join(webDist, 'icons', 'favicon-light.ico'), 'light-ico');
    t = await buildTestApp({ env: { WEB_DIST_DIR: webDist } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('answers /favicon.ico with the light set’s icon, never a 404 (issue 32)', async () => {
    const res = await t.app.inject({ url: '/favicon.ico' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('light-ico');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
