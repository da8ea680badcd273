import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { seedSmallDataset } from './helpers/dataset';

describe('HTTP errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: seedSmallDataset, env: { BODY_LIMIT_BYTES: '2048' } });
  });
  afterAll(() => t?.close());

  const branchInfo = (payload: string, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url: '/api/company/branchInfo', payload, headers: { 'content-type': contentType } });

  it('malformed JSON is a 400 in Spanish', async () => {
    const res = await branchInfo('{"BRANCH": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, errors: 'El cuerpo de la solicitud no es JSON válido' });
  });

  it('a body that is JSON but not an object is a 400', async () => {
    for (const payload of ['[]', '"GDL-CENTRO"', '42']) {
      const res = await branchInfo(payload);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toEqual({ ok: false, errors: 'El cuerpo de la solicitud debe ser un objeto JSON' });
    }
  });

  it('a non-JSON content type is a 415 in Spanish', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const res = await branchInfo('BRANCH=GDL-CENTRO', type);
      expect(res.statusCode, type).toBe(415);
      expect(res.json<{ errors: string }>().errors).toMatch(/^Tipo de contenido no admitido/);
    }
  });

  it('a body over BODY_LIMIT_BYTES is a 413 in Spanish', async () => {
    const res = await branchInfo(JSON.stringify({ BRANCH: 'x'.repeat(4096) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ ok: false, errors: 'El cuerpo de la solicitud es demasiado grande' });
  });

  it('an unknown /api route is a JSON 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/no/existe', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ ok: false, errors: 'Recurso no encontrado' });
    }
  });

  it('a malformed URL is a 400, not a crash', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/company/%E0%A4%A' });
    expect(res.statusCode).toBeLessThan(500);
  });

  it('never answers a 5xx to client input (fuzzed bodies)', async () => {
    const routes = [
      '/api/company/branchInfo',
      '/api/company/companyInfo',
      '/api/themes/getTheme',
      '/api/themes/backgrounds',
      '/api/themes/getThemes',
    ];
    const body = fc.oneof(
      fc.json(),
      fc
        .dictionary(fc.constantFrom('BRANCH', 'THEME', 'FOLDER', 'TOKEN', 'token', '__proto__', 'constructor'), fc.jsonValue())
        .map((o) => JSON.stringify(o)),
      fc.string(),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), body, async (url, payload) => {
        const res = await t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });
        expect(res.statusCode).toBeLessThan(500);
        const json = res.json<{ ok: boolean; errors?: unknown }>();
        if (res.statusCode !== 200) expect(typeof json.errors).toBe('string');
      }),
      { numRuns: 150 },
    );
  });
});

describe('security headers and rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: seedSmallDataset, env: { RATE_LIMIT_MAX: '3' } });
  });
  afterAll(() => t?.close());

  it('pages get helmet headers and a self-only CSP, without Google when GOOGLE_CLIENT_ID is unset', async () => {
    const res = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('accounts.google.com');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('API answers get the REST set: a deny-all CSP, nosniff, no framing', async () => {
    for (const url of ['/api/health', '/api/no/existe']) {
      const res = await t.app.inject({ url, remoteAddress: '198.51.100.1' });
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('the API docs page keeps the page CSP (it is HTML)', async () => {
    const res = await t.app.inject({ url: '/api/docs/', remoteAddress: '198.51.100.2' });
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
  });

  it('answers 429 in Spanish after RATE_LIMIT_MAX API calls a minute, but never limits static files', async () => {
    const ip = '203.0.113.7';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await t.app.inject({ url: '/api/health', remoteAddress: ip })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await t.app.inject({ url: '/api/company/branchesInfo', remoteAddress: ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ ok: false, errors: 'Demasiadas solicitudes, intenta de nuevo en un momento.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another client is not affected; static paths are outside the limiter.
    expect((await t.app.inject({ url: '/api/health', remoteAddress: '203.0.113.8' })).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await t.app.inject({ url: '/media/nada.webp', remoteAddress: ip })).statusCode).toBe(404);
  });
});

describe('CSP with Google sign-in configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { GOOGLE_CLIENT_ID: 'demo.apps.googleusercontent.com', PUBLIC_ORIGIN: 'https://tienda.example.mx' } });
  });
  afterAll(() => t?.close());

  it('allows accounts.google.com for scripts and frames, and the socket origin', async () => {
    const csp = String((await t.app.inject({ url: '/' })).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://accounts.google.com");
    expect(csp).toContain('frame-src https://accounts.google.com');
    expect(csp).toContain('wss://tienda.example.mx');
  });
});
