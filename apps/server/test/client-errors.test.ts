import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

/** Sends raw bytes and reads until the server closes: what Node answers before Fastify runs. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.end(request);
  });
}

function parse(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

/** Requests Node's HTTP parser refuses: the house shape and Spanish, through a real listening server. */
describe('answers Node gives before a route runs', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp({ env: { HEADER_LIMIT_BYTES: '8192' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t?.close());

  const TOO_LARGE = { ok: false, errors: 'La dirección o los encabezados de la solicitud son demasiado grandes' };
  const BAD = { ok: false, errors: 'La solicitud no es válida' };

  it('a URL over the header limit is a 431 in Spanish', async () => {
    const res = parse(await rawRequest(port, `GET /api/catalogue/products?q=${'a'.repeat(10_000)} HTTP/1.1\r\nHost: x\r\n\r\n`));
    expect(res.status).toBe(431);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(res.body)));
    expect(res.headers.connection).toBe('close');
    expect(JSON.parse(res.body)).toEqual(TOO_LARGE);
  });

  it('a URL and headers under HEADER_LIMIT_BYTES pass', async () => {
    const res = parse(
      await rawRequest(port, `GET /api/health?relleno=${'a'.repeat(6_000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
    );
    expect(res.status).toBe(200);
  });

  it('headers over the limit are a 431 in Spanish', async () => {
    const res = parse(await rawRequest(port, `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Relleno: ${'b'.repeat(10_000)}\r\n\r\n`));
    expect([res.status, JSON.parse(res.body)]).toEqual([431, TOO_LARGE]);
  });

  it('a malformed request line or a NUL in a header is a 400 in Spanish', async () => {
    for (const request of ['NO ES HTTP\r\n\r\n', 'GET /api/health HTTP/1.1\r\nHost: x\r\nUser-Agent: a\0b\r\n\r\n']) {
      const res = parse(await rawRequest(port, request));
      expect([JSON.stringify(request), res.status, JSON.parse(res.body)]).toEqual([JSON.stringify(request), 400, BAD]);
    }
  });

  it('what Fastify answers itself keeps the house shape over the wire too', async () => {
    const base = `http://127.0.0.1:${port}`;
    const notFound = await fetch(`${base}/api/no/existe`);
    expect([notFound.status, await notFound.json()]).toEqual([404, { ok: false, errors: 'Recurso no encontrado' }]);
    const json = { 'content-type': 'application/json' };
    const tooLarge = await fetch(`${base}/api/company/branchInfo`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ BRANCH: 'x'.repeat(2_000_000) }),
    });
    expect([tooLarge.status, await tooLarge.json()]).toEqual([413, { ok: false, errors: 'El cuerpo de la solicitud es demasiado grande' }]);
    const wrongType = await fetch(`${base}/api/company/branchInfo`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv' },
      body: 'a,b',
    });
    expect(wrongType.status).toBe(415);
    expect(((await wrongType.json()) as { ok: boolean }).ok).toBe(false);
    // Fastify answers no 405: a known path with another method is an unknown route.
    for (const method of ['GET', 'PUT', 'PATCH', 'OPTIONS']) {
      const res = await fetch(`${base}/api/company/branchInfo`, { method });
      expect([method, res.status, await res.json()]).toEqual([method, 404, { ok: false, errors: 'Recurso no encontrado' }]);
    }
    const ok = await fetch(`${base}/api/health`);
    expect(ok.status).toBe(200);
  });
});

describe('a request arriving while the app closes', () => {
  it('is answered (a balancer already sent it here), and the connection closes after it', async () => {
    const t = await buildTestApp({});
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    // A sign-in is in progress (its headers arrived, half its body has not) when the app starts
    // closing; the rest of it, and the next request on the same kept-alive connection, arrive after.
    // Waiting on the server's own events, not on timers, keeps this true on a loaded machine.
    const body = JSON.stringify({ PHONE: '3312345678', PASSWORD: 'Alguna-Clave-1' });
    const received = new Promise((resolve) => t.app.server.once('request', resolve));
    socket.write(
      `POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await received;
    const closed = t.close();
    while (t.app.server.listening) await new Promise((r) => setTimeout(r, 5));
    // Not end(): a half-closed connection would have Node abort the requests on it.
    socket.write(`${body.slice(10)}GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n`);
    await ended;
    await closed;
    const answers = Buffer.concat(chunks)
      .toString('utf8')
      .split(/(?=HTTP\/1\.1 )/);
    const last = parse(answers.at(-1)!);
    expect(answers).toHaveLength(2);
    expect(parse(answers[0]!).status).toBe(401);
    expect(last.status).toBe(200);
    expect(last.headers.connection).toBe('close');
    expect(JSON.parse(last.body)).toMatchObject({ ok: true });
  });
});
