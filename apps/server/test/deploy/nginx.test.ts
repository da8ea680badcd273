import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { MESSAGES } from '../../src/lib/messages';
import { hasBrotliModule } from '../../src/ops/nginx-site';
import { APP_JS, ASSET, branchStaffer, checkout, startChain, type Chain } from '../helpers/chain';
import { signedInCustomer } from '../helpers/customers';
import { freshLoopbackAddress, httpCall } from '../helpers/http-client';
import { NGINX } from '../helpers/nginx';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const RATE_LIMIT_MAX = 30;

const canRun = NGINX !== null && process.env.TEST_DATABASE_URL && process.env.REDIS_URL;
if (!canRun) {
  console.warn(
    NGINX === null
      ? 'deploy/nginx tests skipped: nginx is not installed (apt-get install nginx; .ci/run does)'
      : 'deploy/nginx tests skipped: they need TEST_DATABASE_URL and REDIS_URL',
  );
}

describe.runIf(canRun)('nginx from deploy/ in front of two instances on PostgreSQL and Redis', () => {
  let chain: Chain;
  let monitor: Socket | undefined;
  beforeAll(async () => {
    chain = await startChain({ RATE_LIMIT_MAX: String(RATE_LIMIT_MAX) });
  }, 120_000);
  afterAll(async () => {
    monitor?.disconnect();
    await chain?.close();
  });
  const via = (url: string, options: Parameters<typeof httpCall>[1] = {}) =>
    httpCall(`${chain.nginx.origin}${url}`, { localAddress: freshLoopbackAddress(), ...options });

  it('serves the storefront and the API', async () => {
    const page = await via('/', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const info = await via('/api/company/companyInfo', { body: {} });
    expect(info.status).toBe(200);
    expect(info.json()).toMatchObject({ ok: true });
    // The shell names the company in its title (issue 18's web shell) and carries the home's head
    // (issue 36: description, canonical, link previews); the rest is the build's page.
    const name = (info.json() as { company: { NAME: string } }).company.NAME;
    const html = page.body.toString();
    expect(html.startsWith(`<!doctype html><html lang="es-MX"><title>${name}</title>`)).toBe(true);
    expect(html).toContain('<meta name="description" content="');
    expect(html).toContain('<link rel="canonical" href="');
    expect(html.endsWith('<div id="root"></div></html>')).toBe(true);
  });

  it('compresses API JSON and keeps hashed assets for a year', async () => {
    const list = await via('/api/catalogue/products', { headers: { 'accept-encoding': 'gzip' } });
    expect(list.status).toBe(200);
    expect(list.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(list.body).toString())).toMatchObject({ ok: true });
    if (hasBrotliModule()) {
      const br = await via('/api/catalogue/products', { headers: { 'accept-encoding': 'br, gzip' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(br.body).toString())).toMatchObject({ ok: true });
    }
    const asset = await via(`/${ASSET}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(asset.body).toString()).toBe(APP_JS);
  });

  it('answers in the house shape what nginx itself refuses', async () => {
    const huge = await via('/api/company/companyInfo', { body: JSON.stringify({ pad: 'x'.repeat(1_100_000) }) });
    expect(huge.status).toBe(413);
    expect(huge.json()).toEqual({ ok: false, errors: MESSAGES.payloadTooLarge });
    // One line over nginx's buffer (nginx answers), and several lines over the app's total (the app does).
    const oversized: Record<string, string>[] = [{ 'x-pad': 'x'.repeat(20_000) }, { 'x-a': 'a'.repeat(9_000), 'x-b': 'b'.repeat(9_000) }];
    for (const headers of oversized) {
      const tooLarge = await via('/api/health', { headers });
      expect(tooLarge.status).toBe(431);
      expect(tooLarge.json()).toEqual({ ok: false, errors: MESSAGES.headersTooLarge });
    }
    expect((await via('/metrics')).status).toBe(404);
  });

  it("a branch monitor's socket through nginx receives the orders placed through either instance", async () => {
    const staffer = await branchStaffer(chain.a);
    // socket.io's default start (long polling, then the WebSocket upgrade) as the web app does.
    monitor = connect(chain.nginx.origin, { reconnection: false, extraHeaders: { 'x-token': staffer.token } });
    await new Promise<void>((resolve, reject) => {
      monitor?.once('connect', () => resolve());
      monitor?.once('connect_error', reject);
    });
    expect(await monitor.timeout(5_000).emitWithAck('connect_branch', { branch_token: staffer.branchToken })).toEqual({
      ok: true,
      branch: 'GDL-CENTRO',
    });
    const heard = new Set<number>();
    monitor.on('NEW_ORDER', (payload: { orderDetails: { ID: number } }) => heard.add(payload.orderDetails.ID));
    // One order straight to each instance: whichever holds the socket, the other one's arrives too.
    const placed: number[] = [];
    for (const [i, instance] of chain.instances.entries()) {
      const buyer = await signedInCustomer(chain.a.db, ['44100']);
      const answer = await checkout(instance.origin, buyer, { sku: `P-GEL-${i}`, idempotencyKey: `nginx-${i}-${Date.now()}` });
      expect(answer.status).toBe(200);
      placed.push(answer.json<{ orderDetails: { ID: number } }>().orderDetails.ID);
    }
    await expect.poll(() => [...heard].sort(), { timeout: 5_000 }).toEqual([...placed].sort());
    // The upgrade went through nginx too.
    await expect.poll(() => monitor?.io.engine.transport.name, { timeout: 5_000 }).toBe('websocket');
  });

  it('the rate limit counts the real client address, never one the client forwards itself', async () => {
    const [first, second, third] = [freshLoopbackAddress(), freshLoopbackAddress(), freshLoopbackAddress()];
    const call = (localAddress: string, headers: Record<string, string> = {}) => via('/api/health', { localAddress, headers });
    // The whole budget from one address, half of it claiming to be someone else.
    for (let i = 0; i < RATE_LIMIT_MAX; i++) {
      const answer = await call(first, i % 2 ? { 'x-forwarded-for': `203.0.113.${i}` } : {});
      expect(answer.status).toBe(200);
    }
    const refused = await call(first, { 'x-forwarded-for': '203.0.113.250' });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    // Another address has its own budget, even when it claims to be the first one.
    expect((await call(second)).status).toBe(200);
    expect((await call(third, { 'x-forwarded-for': first })).status).toBe(200);
  });
});
