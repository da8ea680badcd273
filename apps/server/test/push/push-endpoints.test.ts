import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { pushT as push } from '@mostrador/shared/messages/es-MX-push';
import type { Database } from '../../src/db/client';
import { pushOutbox, pushSubscriptions } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { setStock, signedInCustomer } from '../helpers/customers';
import { seedSmallDataset } from '../helpers/dataset';
import { buildProduct } from '../helpers/factories';
import { identityClient, nextPhone } from '../helpers/identity';
import { engines } from '../helpers/test-database';

async function seed(db: Database) {
  await seedSmallDataset(db);
  await buildProduct(db, { sku: 'P-GEL', name: 'Gel antibacterial 250 ml', price: '39.90' });
  await setStock(db, 'GDL-CENTRO', 'P-GEL', 1000);
}

/** A device's keys, as a browser's subscription carries them. */
function deviceKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

/** A local HTTP server that records every request it gets and answers with `answer`. */
async function startRecorder(answer: (url: string) => { status: number; headers?: Record<string, string> }) {
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    req.resume();
    const { status, headers } = answer(req.url ?? '');
    res.writeHead(status, headers).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return { port, origin: `http://127.0.0.1:${port}`, hits, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const REFUSED = { ok: false, errors: push('push.endpointRefused') };

describe.each(engines)('push endpoints are not a way into the network, on %s', (engine) => {
  let t: TestApp;
  // The DNS the app sees for push endpoints: names that resolve inside the network.
  const dns = new Map<string, string[]>([
    ['push.interno.test', ['10.20.30.40']],
    ['metadatos.interno.test', ['169.254.169.254']],
    ['mixto.interno.test', ['93.184.216.34', 'fd12:3456::1']],
    ['casa.interno.test', ['::ffff:192.168.1.1']],
    ['push.publico.test', ['93.184.216.34']],
  ]);

  const post = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url: `/api${url}`, payload });
    return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
  };
  const subscribe = (token: string, endpoint: string) => post('/push/subscribe', { token, SUBSCRIPTION: { endpoint, keys: deviceKeys() } });
  const stored = async (endpoints: string[]) =>
    (await t.db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.endpoint, endpoints))).map((s) => s.endpoint);
  /** Places and cancels an order: each of the customer's devices gets one status push. */
  const cancelledOrder = async (c: Awaited<ReturnType<typeof signedInCustomer>>) => {
    await post('/orders/shoppingCartUpdateProductUnits', { token: c.token, SKU: 'P-GEL', UNITS: 1 });
    const finished = await post('/orders/shoppingCartFinish', { token: c.token, PHONE: c.phone, ADDRESS_ID: c.addressIds[0] });
    const orderId = (finished.body.orderDetails as { ID: number }).ID;
    expect((await post('/orders/orderCancelByCustomer', { token: c.token, ORDER_ID: orderId })).status).toBe(200);
    return orderId;
  };

  beforeAll(async () => {
    t = await buildTestApp({
      engine,
      seed,
      pushWorker: { pollMs: 50, retryBaseMs: 50 },
      resolvePushHost: async (host) => dns.get(host) ?? Promise.reject(Object.assign(new Error(host), { code: 'ENOTFOUND' })),
    });
  });
  afterAll(() => t?.close());

  it('refuses at subscribe time, in Spanish, an endpoint whose address or whose name resolves inside the network', async () => {
    const c = await signedInCustomer(t.db);
    const inside = [
      'http://push.interno.test/push/1',
      'http://metadatos.interno.test/latest/meta-data/',
      'https://mixto.interno.test/push/1',
      'http://casa.interno.test/push/1',
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1:8080/push/1',
      'http://192.168.0.10/push/1',
      'http://100.64.0.1/push/1',
      'http://[fd00::1]/push/1',
      'http://[fe80::1]/push/1',
      'http://[::ffff:10.0.0.1]/push/1',
      'http://0.0.0.0:3000/push/1',
      'http://no-existe.interno.test/push/1',
    ];
    for (const endpoint of inside) {
      const res = await subscribe(c.token, endpoint);
      expect({ endpoint, ...res }).toEqual({ endpoint, status: 400, body: REFUSED });
    }
    expect(await stored(inside)).toEqual([]);
    // The same refusal when the subscription comes with a sign-in (FIREBASE_TOKEN): no session is made.
    const phone = nextPhone();
    await identityClient(t.app).register(phone, 'Primera-Clave-1');
    const token = JSON.stringify({ endpoint: 'http://push.interno.test/push/2', keys: deviceKeys() });
    expect(await post('/login', { PHONE: phone, PASSWORD: 'Primera-Clave-1', FIREBASE_TOKEN: token })).toEqual({
      status: 400,
      body: REFUSED,
    });

    // Test mode keeps the local push service (loopback) and any public host.
    const allowed = ['http://127.0.0.1:9/push/1', 'http://push.publico.test/push/1'];
    for (const endpoint of allowed) expect((await subscribe(c.token, endpoint)).status).toBe(200);
    expect((await stored(allowed)).sort()).toEqual(allowed.sort());
  });

  it('does not follow a push service that redirects (302, 307) to another server', async () => {
    const target = await startRecorder(() => ({ status: 201 }));
    const redirector = await startRecorder((url) => ({
      status: url.endsWith('/307') ? 307 : 302,
      headers: { location: `${target.origin}/latest/meta-data/` },
    }));
    const c = await signedInCustomer(t.db);
    for (const code of ['302', '307']) expect((await subscribe(c.token, `${redirector.origin}/push/${code}`)).status).toBe(200);
    const orderId = await cancelledOrder(c);
    await expect.poll(() => redirector.hits.length).toBe(2);
    // Both pushes were answered with a redirect: dropped (a 3xx is no delivery), never sent on.
    await expect.poll(async () => (await t.db.select().from(pushOutbox).where(eq(pushOutbox.orderId, orderId))).length).toBe(0);
    expect(redirector.hits.sort()).toEqual(['POST /push/302', 'POST /push/307']);
    expect(target.hits).toEqual([]);
    await Promise.all([target.close(), redirector.close()]);
  });

  it('checks the address again at send time: once a name resolves inside the network, it is sent nothing more and forgotten', async () => {
    // Connection: close, so each push looks the name up again rather than reusing a kept-alive socket.
    const server = await startRecorder(() => ({ status: 201, headers: { connection: 'close' } }));
    const c = await signedInCustomer(t.db);
    const endpoint = `http://push.cambiante.test:${server.port}/push/1`;
    dns.set('push.cambiante.test', ['127.0.0.1']);
    expect((await subscribe(c.token, endpoint)).status).toBe(200);
    await cancelledOrder(c);
    await expect.poll(() => server.hits).toEqual(['POST /push/1']);
    // DNS rebinding: the name answered the local push service, now a private address.
    dns.set('push.cambiante.test', ['10.20.30.40']);
    await cancelledOrder(c);
    await expect.poll(() => stored([endpoint]), { timeout: 5_000 }).toEqual([]);
    expect(server.hits).toEqual(['POST /push/1']);
    await server.close();
  });
});
