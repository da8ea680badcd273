import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { auditLog, categories } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { personWith } from '../helpers/back-office';
import { seedSmallDataset } from '../helpers/dataset';
import { buildProduct } from '../helpers/factories';
import { engines } from '../helpers/test-database';
import { adminCall, productForm } from './helpers';

const CALLERS = ['none', 'ACCOUNT', 'EDIT_COMPANY_IMAGES', 'CATALOGUE', 'ADMIN'] as const;
type Caller = (typeof CALLERS)[number];

async function seed(db: Database) {
  await seedSmallDataset(db);
  await buildProduct(db, { sku: 'AUTH-1', name: 'Curitas' });
  await db.insert(categories).values({ type: 'MARCA', id: 'vacia', name: 'Vacía' });
}

/** Every catalogue call with a valid body; each caller makes a different new product and synonym. */
const calls = (n: number): [string, object][] => [
  ['options', {}],
  ['products/search', { QUERY: 'curitas' }],
  ['products/get', { SKU: 'AUTH-1' }],
  ['products/priceHistory', { SKU: 'AUTH-1' }],
  ['products/save', { ORIGINAL_SKU: null, product: productForm() }],
  ['products/bulk', { SKUS: ['AUTH-1'], ACTION: 'ACTIVATE' }],
  ['categories/save', { TYPE: 'DEPARTAMENTO', ID: null, NAME: `Departamento ${n}` }],
  ['categories/reorder', { TYPE: 'MARCA', IDS: ['vacia'] }],
  ['categories/setActive', { TYPE: 'MARCA', ID: 'vacia', ACTIVE: true }],
  ['categories/delete', { TYPE: 'PADECIMIENTO', ID: 'no-existe' }],
  ['stock/grid', {}],
  ['stock/adjust', { BRANCH: 'GDL-CENTRO', SKU: 'AUTH-1', KIND: 'ADD', UNITS: 1, REASON: 'Permisos' }],
  ['stock/history', {}],
  ['synonyms/list', {}],
  ['synonyms/add', { TERM: `termino${n}`, SYNONYM: 'curitas' }],
  ['synonyms/remove', { TERM: `termino${n}`, SYNONYM: 'curitas' }],
];

describe.each(engines)('catalogue back office authorization matrix on %s', (engine) => {
  let t: TestApp;
  const tokens = new Map<Caller, string>();

  beforeAll(async () => {
    t = await buildTestApp({ engine, seed });
    tokens.set('none', 'token-que-no-es-de-nadie');
    for (const access of ['ACCOUNT', 'EDIT_COMPANY_IMAGES', 'CATALOGUE', 'ADMIN'] as const)
      tokens.set(access, (await personWith(t.db, [access])).token);
  });
  afterAll(() => t.close());

  it('only CATALOGUE and ADMIN may make any call; refusals are Spanish 401/403 and write nothing', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    const count = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
    for (const [i, caller] of CALLERS.entries()) {
      for (const [path, body] of calls(i)) {
        const before = await count();
        const res = await adminCall(t.app, tokens.get(caller)!, path, body);
        const allowed = caller === 'CATALOGUE' || caller === 'ADMIN';
        expected.push(`${path} × ${caller} → ${caller === 'none' ? 401 : allowed ? 'ok' : 403}`);
        outcomes.push(`${path} × ${caller} → ${res.statusCode === 200 || res.statusCode === 404 ? 'ok' : res.statusCode}`);
        if (!allowed) {
          expect(res.json()).toEqual({ ok: false, errors: expect.stringMatching(/sesión|permiso/) });
          expect(await count(), `${path} × ${caller} wrote to the audit trail`).toBe(before);
        }
      }
    }
    expect(outcomes).toEqual(expected);
  });
});
