import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { seedSmallDataset } from './helpers/dataset';
import { identityClient, nextPhone } from './helpers/identity';
import { engines } from './helpers/test-database';

/**
 * A hostile client driven by the app's own OpenAPI document: every operation gets malformed
 * bodies, path parameters and queries (wrong types, NUL, huge strings, deep nesting, prototype
 * keys, emoji, RTL marks). No answer may be a 5xx, and every 4xx is `{ ok: false, errors }`.
 * Fixed seed and a bounded number of cases per operation, so a failure replays exactly.
 */
const SEED = 2326;
const RUNS_PER_OPERATION = 60;

interface Operation {
  method: 'GET' | 'POST';
  path: string;
  pathParams: string[];
  query: string[];
  body: string[] | null;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

const HUGE = 'x'.repeat(100_000);
const nest = (depth: number, open: string, close: string, inner = '1') => `${open.repeat(depth)}${inner}${close.repeat(depth)}`;
const NASTY_TEXT = [
  '\u0000',
  'a\u0000b',
  '💊🧪👩🏽‍⚕️',
  '\u200f\u202eabc\u202c',
  '\u061c\u200e',
  '\ud800',
  '\ufeff',
  HUGE,
  '',
  '   ',
  '__proto__',
  'constructor',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '-1',
  '1e309',
];
const text = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.constantFrom(...NASTY_TEXT));
/** Any JSON value, as text: wrong types, nested containers, prototype keys. */
const jsonValue = fc.oneof(
  text.map((s) => JSON.stringify(s)),
  fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null)).map(String),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc.constantFrom(
    nest(2_000, '[', ']'),
    nest(500, '{"a":', '}'),
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '["\\u0000"]',
    '{"\\u0000":1}',
  ),
);

/** A body for the operation: its own fields with hostile values, or anything at all. */
function bodyFor(op: Operation, token: string): fc.Arbitrary<string> {
  const fields = op.body ?? [];
  // Mostly the operation's own fields, so the schema's rules and the route's work are reached.
  const field = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...(fields.length ? fields : ['x'])) },
    { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype') },
    { weight: 1, arbitrary: text },
  );
  // The real session for the token fields, so the route's own work runs on the hostile values too.
  const valueOf = (name: string) =>
    /^token$/i.test(name) && !op.path.includes('logout')
      ? fc.oneof({ weight: 3, arbitrary: fc.constant(JSON.stringify(token)) }, { weight: 1, arbitrary: jsonValue })
      : jsonValue;
  const object = fc
    .uniqueArray(field, { maxLength: fields.length + 2 })
    .chain((names) => fc.tuple(...names.map((name) => valueOf(name).map((v) => `${JSON.stringify(name)}:${v}`))))
    .map((pairs) => `{${pairs.join(',')}}`);
  const malformed = fc.constantFrom('', '{', '{"a":}', 'null', '[]', '"texto"', '{"a":1}}', '\u0000', nest(5_000, '[', ']', ''));
  return fc.oneof({ weight: 4, arbitrary: object }, { weight: 1, arbitrary: jsonValue }, { weight: 1, arbitrary: malformed });
}

/** Percent-encodes like a client would, and keeps lone surrogates as the invalid UTF-8 they become. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function urlFor(op: Operation): fc.Arbitrary<string> {
  const segment = fc.oneof(text.map(encode), fc.constantFrom('%00', '%E0%A4%A', '..%2F..%2F', '%2e%2e', '%ff'));
  const pair = fc.tuple(fc.oneof(fc.constantFrom(...op.query, '__proto__', 'constructor[prototype]'), text), text);
  const query = fc.array(pair, { maxLength: op.query.length + 2 });
  return fc
    .tuple(fc.array(segment, { minLength: op.pathParams.length, maxLength: op.pathParams.length }), query)
    .map(([segments, pairs]) => {
      let path = op.path;
      op.pathParams.forEach((name, i) => (path = path.replace(`{${name}}`, segments[i]!)));
      return pairs.length ? `${path}?${pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')}` : path;
    });
}

function expectHouseShape(res: LightMyRequestResponse, label: string): void {
  expect(res.statusCode, label).toBeLessThan(500);
  if (res.statusCode < 400) return;
  expect(res.headers['content-type'], label).toMatch(/^application\/json/);
  const body = res.json<Record<string, unknown>>();
  expect(Object.keys(body).sort(), label).toEqual(['errors', 'ok']);
  expect(body.ok, label).toBe(false);
  expect(typeof body.errors === 'string' && body.errors.length > 0, label).toBe(true);
}

function operationsOf(doc: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const params = op.parameters ?? [];
      const schema = op.requestBody?.content?.['application/json']?.schema;
      return {
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: params.filter((p) => p.in === 'query').map((p) => p.name),
        body: schema ? Object.keys(schema.properties ?? {}) : null,
      };
    }),
  );
}

describe.each(engines)('every operation of the OpenAPI document, fuzzed, on %s', (engine) => {
  let t: TestApp;
  let token: string;
  let operations: Operation[];
  beforeAll(async () => {
    t = await buildTestApp({ engine, seed: seedSmallDataset });
    token = (await identityClient(t.app).register(nextPhone(), 'Primera-Clave-1')).token;
    operations = operationsOf((await t.app.inject({ url: '/api/docs/json' })).json());
  });
  afterAll(() => t?.close());

  it('the document lists the API', () => {
    expect(operations.length).toBeGreaterThan(30);
    expect(operations.some((op) => op.pathParams.length > 0)).toBe(true);
  });

  it('answers no 5xx and always the house error shape', { timeout: 120_000 }, async () => {
    for (const [index, op] of operations.entries()) {
      const request = fc.tuple(urlFor(op), op.method === 'GET' ? fc.constant(undefined) : bodyFor(op, token));
      await fc.assert(
        fc.asyncProperty(request, async ([url, payload]) => {
          const res = await t.app.inject({
            method: op.method,
            url,
            ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }),
          });
          expectHouseShape(res, `${op.method} ${url.slice(0, 200)} ${(payload ?? '').slice(0, 200)} → ${res.body.slice(0, 200)}`);
        }),
        // One seed per operation, so operations do not all draw the same choices.
        { seed: SEED + index, numRuns: RUNS_PER_OPERATION },
      );
    }
  });
});
