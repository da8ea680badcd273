import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import webpush from 'web-push';
import { pushT as push } from '@mostrador/shared/messages/es-MX-push';
import { pushSubscriptions } from '../../src/db/schema/index';
import { endpointRules } from '../../src/modules/push/endpoint-rules';
import { createSendPush, PUSH_TIMEOUT_MS } from '../../src/modules/push/send-push';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { signedInCustomer } from '../helpers/customers';
import { engines } from '../helpers/test-database';

const VAPID = { ...webpush.generateVAPIDKeys(), subject: 'mailto:soporte@example.mx' };
const PRODUCTION = {
  APP_MODE: 'production',
  DATABASE_URL: 'postgres://app@db.internal:5432/mostrador',
  PUBLIC_ORIGIN: 'https://tienda.example.mx',
  SMS_PROVIDER: 'webhook',
  SMS_WEBHOOK_URL: 'https://sms.example.mx/enviar',
  AUTH_SECRET: 'un-secreto-compartido-de-al-menos-32-caracteres',
  GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
  VAPID_PUBLIC_KEY: VAPID.publicKey,
  VAPID_PRIVATE_KEY: VAPID.privateKey,
  VAPID_SUBJECT: VAPID.subject,
  PRIVACY_NOTICE_URL: 'https://fan.example.mx/privacidad',
  TERMS_URL: 'https://fan.example.mx/terminos',
};
const PUBLIC = ['142.250.0.10', '2607:f8b0:4005:80c::200a'];
// The DNS the app sees: every name public unless listed here.
const DNS: Record<string, string[]> = { 'local.push.apple.com': ['127.0.0.1'], 'v6.push.apple.com': ['::1'] };
const resolvePushHost = async (host: string) => DNS[host] ?? PUBLIC;

/** The browsers' real endpoint shapes. */
const BROWSERS = [
  'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91bH',
  'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABh',
  'https://web.push.apple.com/QGuQyavXutnMH1rlJ',
  'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD',
];

function keys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

describe.each(engines)('push endpoints in production, on %s', (engine) => {
  let defaults: TestApp;
  let listed: TestApp;

  const subscribe = async (app: TestApp, endpoint: string) => {
    const c = await signedInCustomer(app.db);
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/push/subscribe',
      payload: { token: c.token, SUBSCRIPTION: { endpoint, keys: keys() } },
    });
    return { endpoint, status: res.statusCode, body: res.json<Record<string, unknown>>() };
  };
  const refused = (endpoint: string) => ({ endpoint, status: 400, body: { ok: false, errors: push('push.endpointRefused') } });
  const stored = async (app: TestApp, endpoints: string[]) =>
    (await app.db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.endpoint, endpoints))).map((s) => s.endpoint).sort();

  beforeAll(async () => {
    defaults = await buildTestApp({ engine, env: PRODUCTION, pushWorker: false, resolvePushHost });
    listed = await buildTestApp({
      engine,
      env: { ...PRODUCTION, PUSH_ENDPOINT_HOSTS: 'push.ejemplo.mx, *.Avisos.Example.com' },
      pushWorker: false,
      resolvePushHost,
    });
  });
  afterAll(async () => {
    await defaults?.close();
    await listed?.close();
  });

  it("takes the browsers' push services by default, https only, and refuses any other host, look-alikes too", async () => {
    for (const endpoint of BROWSERS) expect(await subscribe(defaults, endpoint)).toMatchObject({ endpoint, status: 200 });
    expect(await stored(defaults, BROWSERS)).toEqual([...BROWSERS].sort());
    const others = [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://push.ejemplo.mx/abc',
      'https://evilfcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/fcm/send/abc',
      'https://push.apple.com.evil.example/abc',
      'https://notpush.services.mozilla.com/wpush/v2/abc',
      'https://user:clave@fcm.googleapis.com/fcm/send/abc',
      'https://142.250.0.10/fcm/send/abc',
    ];
    for (const endpoint of others) expect(await subscribe(defaults, endpoint)).toEqual(refused(endpoint));
    expect(await stored(defaults, others)).toEqual([]);
  });

  it('refuses a listed push service whose name resolves to loopback (only demo and test have a local push service)', async () => {
    for (const endpoint of ['https://local.push.apple.com/abc', 'https://v6.push.apple.com/abc']) {
      expect(await subscribe(defaults, endpoint)).toEqual(refused(endpoint));
    }
  });

  it('takes only the hosts PUSH_ENDPOINT_HOSTS lists, with their subdomains', async () => {
    const ok = ['https://push.ejemplo.mx/abc', 'https://eu.avisos.example.com/abc', 'https://avisos.example.com/abc'];
    for (const endpoint of ok) expect(await subscribe(listed, endpoint)).toMatchObject({ endpoint, status: 200 });
    for (const endpoint of [BROWSERS[0]!, 'https://otro.ejemplo.mx/abc', 'https://x.push.ejemplo.mx.evil.example/abc']) {
      expect(await subscribe(listed, endpoint)).toEqual(refused(endpoint));
    }
  });
});

describe('the push sender', () => {
  it(`gives up on a push service that does not answer within ${PUSH_TIMEOUT_MS / 1000} s`, async () => {
    expect(PUSH_TIMEOUT_MS).toBeLessThanOrEqual(5_000);
    const server = createServer(() => undefined); // reads the request, never answers
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(server.address() as { port: number }).port}/push/1`;
    const send = createSendPush(VAPID, { endpoints: endpointRules('test', null), resolveHost: async () => ['127.0.0.1'] });
    const started = performance.now();
    const outcome = await send({ endpoint, ...keys() }, '{}', { ttlSeconds: 60, urgency: 'normal' });
    expect(outcome).toEqual({ status: 0, refused: false });
    expect(performance.now() - started).toBeLessThan(PUSH_TIMEOUT_MS + 1_000);
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});
