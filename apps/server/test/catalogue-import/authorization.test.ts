import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueImportJobs } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, personWith } from '../helpers/back-office';
import { seedSmallDataset } from '../helpers/dataset';
import { catalogueSnapshot, ean, upload, uploaded } from '../helpers/catalogue-import';
import { engines } from '../helpers/test-database';

/** Who asks: no session, a customer, the image manager alone, the catalogue team, an admin. */
const CALLERS = ['none', 'ACCOUNT', 'EDIT_COMPANY_IMAGES', 'CATALOGUE', 'ADMIN'] as const;
type Caller = (typeof CALLERS)[number];
const ALLOWED: readonly Caller[] = ['CATALOGUE', 'ADMIN'];
const CSV = `SKU,EAN,Nombre,Precio\nAUT-1,${ean(901)},Permisos,5`;

describe.each(engines)('catalogue import authorization on %s', (engine) => {
  let t: TestApp;
  const tokens = new Map<Caller, string>();
  /** A job of an allowed caller, so an allowed call reaches a real record. */
  let jobId: number;

  beforeAll(async () => {
    t = await buildTestApp({ engine, seed: seedSmallDataset });
    tokens.set('none', 'token-que-no-es-de-nadie');
    for (const access of CALLERS.slice(1)) tokens.set(access, (await personWith(t.db, access === 'ACCOUNT' ? [] : [access])).token);
    jobId = (await uploaded(t.app, tokens.get('ADMIN')!, 'permisos.csv', CSV)).JOB_ID;
  });
  afterAll(() => t.close());

  it('answers every call × caller as the access list says, and refusals write nothing', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    const before = await catalogueSnapshot(t.db);
    for (const caller of CALLERS) {
      const token = tokens.get(caller)!;
      const refusal = caller === 'none' ? 401 : ALLOWED.includes(caller) ? null : 403;
      const jobsBefore = await t.db.$count(catalogueImportJobs);
      const answers = {
        upload: await upload(t.app, token, 'permisos.csv', CSV),
        dryRun: await call(t.app, '/catalogue-import/dryRun', token, { JOB_ID: jobId, MAPPING: ['SKU', 'EAN', 'NAME', 'PRICE'] }),
        status: await call(t.app, '/catalogue-import/status', token, { JOB_ID: jobId }),
        export: await call(t.app, '/catalogue-import/export', token),
        template: await call(t.app, '/catalogue-import/template', token, { FORMAT: 'XLSX' }),
      };
      for (const [name, res] of Object.entries(answers)) {
        expected.push(`${name} × ${caller} → ${refusal ?? 'allowed'}`);
        outcomes.push(
          `${name} × ${caller} → ${[401, 403].includes(res.statusCode) ? res.statusCode : res.statusCode < 500 ? 'allowed' : res.statusCode}`,
        );
        if (refusal !== null) expect(res.json()).toEqual({ ok: false, errors: expect.stringMatching(/sesión|permiso/) });
      }
      if (refusal !== null) expect(await t.db.$count(catalogueImportJobs)).toBe(jobsBefore);
    }
    expect(outcomes).toEqual(expected);
    expect(await catalogueSnapshot(t.db)).toEqual(before);
  });

  it('lets only CATALOGUE and ADMIN apply, and the refused apply writes nothing', async () => {
    const before = await catalogueSnapshot(t.db);
    for (const caller of ['none', 'ACCOUNT', 'EDIT_COMPANY_IMAGES'] as const) {
      const res = await call(t.app, '/catalogue-import/apply', tokens.get(caller)!, { JOB_ID: jobId });
      expect(res.statusCode).toBe(caller === 'none' ? 401 : 403);
    }
    expect(await catalogueSnapshot(t.db)).toEqual(before);
    // The ADMIN's own job (validated above by the allowed dry runs) applies.
    const applied = await call(t.app, '/catalogue-import/apply', tokens.get('ADMIN')!, { JOB_ID: jobId });
    expect(applied.statusCode).toBe(202);
    // The catalogue user may not touch the admin's job: it is not theirs.
    const foreign = await call(t.app, '/catalogue-import/status', tokens.get('CATALOGUE')!, { JOB_ID: jobId });
    expect(foreign.statusCode).toBe(404);
  });
});
