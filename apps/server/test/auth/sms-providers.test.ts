import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TwilioSmsSender } from '../../src/modules/auth/sms/twilio-sms';
import { WebhookSmsSender } from '../../src/modules/auth/sms/webhook-sms';
import { buildTestApp } from '../helpers/build-test-app';
import { seedSmallDataset } from '../helpers/dataset';
import { identityClient, nextPhone } from '../helpers/identity';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A local HTTP server standing in for the gateway: records each request, answers `status`. */
function fakeGateway() {
  const received: Received[] = [];
  let status = 201;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ sid: 'SM123', status: 'queued' }));
    });
  });
  return {
    received,
    setStatus: (s: number) => (status = s),
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('SMS providers against a local gateway', () => {
  const gateway = fakeGateway();
  let base = '';
  beforeAll(async () => {
    base = await gateway.start();
  });
  beforeEach(() => {
    gateway.received.length = 0;
    gateway.setStatus(201);
  });
  afterAll(() => gateway.stop());

  it('Twilio: form-encoded POST to Messages.json with basic auth, To in E.164, From and Body', async () => {
    const sender = new TwilioSmsSender({ accountSid: 'AC0123', authToken: 's3cr3t', from: '+523300000000', apiBase: base });
    await sender.send({ to: '+523311112222', text: 'Farmacias Mostrador: tu código es 123456', code: '123456' });
    const [req] = gateway.received;
    expect(req).toMatchObject({ method: 'POST', url: '/2010-04-01/Accounts/AC0123/Messages.json' });
    expect(req?.headers.authorization).toBe(`Basic ${Buffer.from('AC0123:s3cr3t').toString('base64')}`);
    expect(req?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(req?.body))).toEqual({
      To: '+523311112222',
      From: '+523300000000',
      Body: 'Farmacias Mostrador: tu código es 123456',
    });
  });

  it('Twilio: an error answer rejects', async () => {
    gateway.setStatus(401);
    const sender = new TwilioSmsSender({ accountSid: 'AC0123', authToken: 'mal', from: '+523300000000', apiBase: base });
    await expect(sender.send({ to: '+523311112222', text: 'x', code: '1' })).rejects.toThrow(/Twilio answered 401/);
  });

  it('webhook: JSON { to, message } with an HMAC signature when a secret is set', async () => {
    const sender = new WebhookSmsSender({ url: `${base}/sms`, secret: 'clave' });
    await sender.send({ to: '+523311112222', text: 'Hola', code: '1' });
    const [req] = gateway.received;
    expect(req).toMatchObject({ method: 'POST', url: '/sms' });
    expect(JSON.parse(req!.body)).toEqual({ to: '+523311112222', message: 'Hola' });
    expect(req?.headers['x-mostrador-signature']).toBe(`sha256=${createHmac('sha256', 'clave').update(req!.body).digest('hex')}`);
  });

  it('the app sends through the configured webhook; a gateway failure is a Spanish 503 and the code is taken back', async () => {
    const t = await buildTestApp({ seed: seedSmallDataset, env: { SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: `${base}/sms` } });
    try {
      const id = identityClient(t.app);
      const phone = nextPhone();
      expect((await id.sendCode(phone, 'register')).statusCode).toBe(200);
      const sent = JSON.parse(gateway.received[0]!.body) as { to: string; message: string };
      expect(sent.to).toBe(`+52${phone}`);
      expect(sent.message).toMatch(/^Farmacias Mostrador: tu código de verificación es \d{6}\. Vence en 10 minutos\./);
      const code = /es (\d{6})\./.exec(sent.message)![1]!;
      expect((await id.verify(phone, 'register', code)).statusCode).toBe(200);
      // No dev outbox outside the console provider.
      expect((await t.app.inject({ url: `/api/dev/sms-outbox?PHONE=${phone}` })).statusCode).toBe(404);

      gateway.setStatus(500);
      const other = nextPhone();
      const failed = await id.sendCode(other, 'register');
      expect([failed.statusCode, failed.json()]).toEqual([
        503,
        { ok: false, errors: 'No pudimos enviar el SMS. Inténtalo de nuevo en unos minutos.' },
      ]);
      gateway.setStatus(201);
      // Taken back: the 60 s spacing does not hold the person up after a gateway failure.
      expect((await id.sendCode(other, 'register')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
