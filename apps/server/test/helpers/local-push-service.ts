import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { decodeJwt, decodeProtectedHeader, importJWK, jwtVerify } from 'jose';

// http_ece (web-push's own RFC 8188 implementation) ships no types.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
};

export interface ReceivedPush {
  /** Which subscription it was sent to. */
  subscription: number;
  payload: Record<string, unknown>;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  claims: { aud: string; exp: number; sub: string };
  at: number;
}

interface Device {
  ecdh: ECDH;
  authSecret: string;
  applicationServerKey: string;
}

const b64url = (b: Buffer) => b.toString('base64url');

/**
 * A push service as browsers' vendors run them, for tests and benchmarks: it hands out
 * subscriptions with real P-256 keys, accepts `POST /push/<id>` only with a valid VAPID
 * `Authorization: vapid t=<ES256 JWT>, k=<key>` for the key the subscription was made with,
 * decrypts the aes128gcm body with the device's private key and auth secret, and records it.
 * `answer()` scripts failures (404/410 for a gone device, 5xx for an outage).
 */
export async function startLocalPushService() {
  const devices = new Map<number, Device>();
  const received: ReceivedPush[] = [];
  const refusals: string[] = [];
  let nextId = 1;
  let scripted: (id: number) => number | null = () => null;
  const waiters = new Set<() => void>();

  async function accept(req: IncomingMessage, res: ServerResponse, origin: string): Promise<void> {
    const match = /^\/push\/(\d+)$/.exec(req.url ?? '');
    const device = match ? devices.get(Number(match[1])) : undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST' || !match || !device) return void res.writeHead(404).end();
    const forced = scripted(Number(match[1]));
    if (forced !== null) return void res.writeHead(forced).end();
    const refuse = (why: string, status = 400) => {
      refusals.push(why);
      res.writeHead(status).end(why);
    };
    const auth = /^vapid t=([^,]+), ?k=([A-Za-z0-9_-]+)$/.exec(req.headers.authorization ?? '');
    if (!auth) return refuse('no vapid authorization', 401);
    const [, jwt = '', k = ''] = auth;
    if (k !== device.applicationServerKey) return refuse('key is not the subscription key', 403);
    const raw = Buffer.from(k, 'base64url');
    const key = await importJWK({ kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) }, 'ES256');
    if (decodeProtectedHeader(jwt).alg !== 'ES256') return refuse('not ES256', 401);
    try {
      await jwtVerify(jwt, key, { audience: origin });
    } catch (error) {
      return refuse(`bad jwt: ${(error as Error).message}`, 403);
    }
    const claims = decodeJwt(jwt) as ReceivedPush['claims'];
    if (req.headers['content-encoding'] !== 'aes128gcm') return refuse('not aes128gcm', 415);
    if (req.headers.ttl === undefined) return refuse('no TTL');
    const plain = ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.authSecret });
    received.push({
      subscription: Number(match[1]),
      payload: JSON.parse(plain.toString('utf8')) as Record<string, unknown>,
      ttl: Number(req.headers.ttl),
      urgency: (req.headers.urgency as string | undefined) ?? null,
      topic: (req.headers.topic as string | undefined) ?? null,
      claims,
      at: performance.now(),
    });
    res.writeHead(201, { location: `${origin}/message/${received.length}` }).end();
    for (const wake of waiters) wake();
  }

  const server: Server = createServer((req, res) => {
    accept(req, res, origin).catch((error: unknown) => {
      refusals.push(String(error));
      if (!res.headersSent) res.writeHead(400).end();
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

  return {
    origin,
    received,
    refusals,
    /** A browser's `PushSubscription.toJSON()` for the server's VAPID public key. */
    subscribe(applicationServerKey: string) {
      const id = nextId++;
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = b64url(randomBytes(16));
      devices.set(id, { ecdh, authSecret, applicationServerKey });
      return { id, json: { endpoint: `${origin}/push/${id}`, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: authSecret } } };
    },
    /** Scripts an answer per subscription (null: accept as usual). */
    answer(rule: (id: number) => number | null) {
      scripted = rule;
    },
    /** Resolves once `count` pushes have arrived in all. */
    async waitFor(count: number): Promise<void> {
      while (received.length < count) await new Promise<void>((resolve) => waiters.add(resolve)).then(() => waiters.clear());
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type LocalPushService = Awaited<ReturnType<typeof startLocalPushService>>;
