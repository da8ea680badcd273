import { request } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as sent (still compressed when the answer has a Content-Encoding). */
  body: Buffer;
  json<T = unknown>(): T;
}

/**
 * One HTTP/1.1 call with node:http, from a chosen local address (127.0.0.0/8 is all loopback on
 * Linux, so each test client can be a different address) and the body as it came on the wire.
 */
export function httpCall(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | object; localAddress?: string } = {},
): Promise<RawResponse> {
  const body = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  const headers: Record<string, string> = { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...options.headers };
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      localAddress: options.localAddress,
      agent: false,
    });
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const buffer = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: buffer,
          json: <T>() => JSON.parse(buffer.toString('utf8')) as T,
        });
      });
    });
    req.end(body);
  });
}

let addressSequence = Math.floor(Math.random() * 60_000);

/**
 * A loopback address no other test used lately: the rate limit's counters live in Redis for a
 * minute and every test shares them, so each client gets an address of its own.
 */
export function freshLoopbackAddress(): string {
  const n = ++addressSequence % 65_000;
  return `127.${1 + (n >> 8)}.${n & 255}.${2 + Math.floor(Math.random() * 250)}`;
}
