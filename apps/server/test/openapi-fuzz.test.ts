import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_NAMES } from '@mostrador/shared/constants/access';
import { fieldPhrase } from '@mostrador/shared/messages/es-MX-fields';
import { staffAssignments } from '../src/db/schema/index';
import { personWith } from './helpers/back-office';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { seedSmallDataset } from './helpers/dataset';
import { identityClient, nextPhone } from './helpers/identity';
import {
  bodyWith,
  boundsOf,
  declaresAccepted,
  numberFieldsOf,
  type Fills,
  type NumberField,
  type OpenApiDocument,
} from './helpers/openapi-numbers';
import { engines } from './helpers/test-database';

/**
 * A hostile client driven by the app's own OpenAPI document: every operation gets malformed
 * bodies, path parameters and queries (wrong types, NUL, huge strings, deep nesting, prototype
 * keys, emoji, RTL marks). No answer may be a 5xx, and every 4xx is `{ ok: false, errors }`.
 * Fixed seed and a bounded number of cases per operation, so a failure replays exactly.
 * Then every number field of every operation (read from the document) gets each boundary value
 * inside an otherwise valid request, from a person holding every access (issue 30): what the
 * document says the field cannot hold is a 400 naming it; an integer's bounds fit its column.
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

/** The field as the 400 names it: by its label, an array's item by its number (`[]` is the first). */
const labelOf = (field: NumberField) => fieldPhrase(field.keys.map((key) => (key === '[]' ? 0 : key)));

/** What a client can put in a number: below, at and past zero, past int4, past 2^53, near the double's end, text. */
const BOUNDARY_VALUES: readonly (number | string)[] = [-1, 0, 2 ** 31, 2 ** 53, 1e308, '12'];
/** PostgreSQL's `integer` (and `serial`): every ID, folio and count column. */
const INT4 = { min: -(2 ** 31), max: 2 ** 31 - 1 };

/** One person holding every access name, with a branch token, so each route's own work runs on the value. */
async function everyAccess(t: TestApp): Promise<Fills> {
  const person = await personWith(t.db, ACCESS_NAMES);
  const email = `todo-${person.accountId}@demo.mostrador.mx`;
  await t.db.insert(staffAssignments).values({ email, branch: 'GDL-CENTRO', accountPhone: person.phone });
  const idp = await t.app.inject({ method: 'POST', url: '/api/dev/idp/token', payload: { email } });
  const google = await t.app.inject({
    method: 'POST',
    url: '/api/login/google',
    payload: { token: person.token, google_token: idp.json<{ id_token: string }>().id_token },
  });
  const { branchToken } = google.json<{ branchToken: string }>();
  return {
    token: person.token,
    branchToken,
    PHONE: person.phone,
    endpoint: 'https://push.example.com/send/limites',
    DATE_START: '2026-01-01',
    DATE_END: '2026-01-31',
    DAY: '2026-01-15',
  };
}

function send(t: TestApp, field: NumberField, value: number | string, fills: Fills, doc: OpenApiDocument): Promise<LightMyRequestResponse> {
  if (field.in === 'query') {
    const query = new URLSearchParams({ ...(field.base as Record<string, string>), [field.name]: String(value) });
    return t.app.inject({ method: field.method, url: `${field.path}?${query.toString()}` });
  }
  const payload = JSON.stringify(bodyWith(field, value, fills, doc));
  return t.app.inject({ method: field.method, url: field.path, payload, headers: { 'content-type': 'application/json' } });
}

describe.each(engines)('every operation of the OpenAPI document, fuzzed, on %s', (engine) => {
  let t: TestApp;
  let token: string;
  let operations: Operation[];
  let doc: OpenApiDocument;
  let fills: Fills;
  let fields: NumberField[];
  beforeAll(async () => {
    t = await buildTestApp({ engine, seed: seedSmallDataset });
    token = (await identityClient(t.app).register(nextPhone(), 'Primera-Clave-1')).token;
    fills = await everyAccess(t);
    doc = (await t.app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>();
    operations = operationsOf(doc);
    fields = numberFieldsOf(doc, fills);
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

  it('bounds every integer field to what an integer column holds', () => {
    expect(fields.length).toBeGreaterThan(40);
    expect(fields.some((f) => f.in === 'query')).toBe(true);
    const unbounded = fields
      .filter((f) => f.schema.type === 'integer')
      .filter((f) => boundsOf(f).min < INT4.min || boundsOf(f).max > INT4.max)
      .map((f) => `${f.method} ${f.path} ${f.name} ${JSON.stringify(boundsOf(f))}`);
    expect(unbounded).toEqual([]);
  });

  it('answers no 5xx, and a 400 naming the field for what it cannot hold', { timeout: 60_000 }, async () => {
    const failures: string[] = [];
    for (const field of fields) {
      for (const value of BOUNDARY_VALUES) {
        const res = await send(t, field, value, fills, doc);
        const label = `${field.method} ${field.path} ${field.name}=${JSON.stringify(value)} → ${res.statusCode} ${res.body.slice(0, 160)}`;
        const errors = res.statusCode >= 400 ? res.json<{ ok?: unknown; errors?: unknown }>() : null;
        if (res.statusCode >= 500) failures.push(label);
        else if (errors && (errors.ok !== false || typeof errors.errors !== 'string')) failures.push(`not the house shape: ${label}`);
        else if (
          !declaresAccepted(field, value) &&
          (res.statusCode !== 400 || !String(errors?.errors).startsWith(`El campo ${labelOf(field)} `))
        )
          failures.push(`not a 400 naming the field: ${label}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
