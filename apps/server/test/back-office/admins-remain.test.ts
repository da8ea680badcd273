import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { accountAccess, accounts } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, personWith } from '../helpers/back-office';
import { seedSmallDataset } from '../helpers/dataset';
import { engines } from '../helpers/test-database';

type Step = { actor: number; target: number; kind: 'revokeAdmin' | 'grantAdmin' | 'disable' | 'enable' };
const step: fc.Arbitrary<Step> = fc.record({
  actor: fc.integer({ min: 0, max: 2 }),
  target: fc.integer({ min: 0, max: 2 }),
  kind: fc.constantFrom('revokeAdmin', 'grantAdmin', 'disable', 'enable'),
});

describe.each(engines)('the chain always keeps an active admin on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ engine, seed: seedSmallDataset });
  });
  afterAll(() => t.close());

  const activeAdmins = async () =>
    (
      await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(accountAccess)
        .innerJoin(accounts, eq(accounts.id, accountAccess.accountId))
        .where(and(eq(accountAccess.access, 'ADMIN'), isNull(accounts.disabledAt)))
    )[0]!.n;

  /** Two admins and one customer, alone: earlier runs' admins lose ADMIN first. */
  const freshPeople = async () => {
    await t.db.delete(accountAccess).where(eq(accountAccess.access, 'ADMIN'));
    return Promise.all([personWith(t.db, ['ADMIN']), personWith(t.db, ['ADMIN']), personWith(t.db, [])]);
  };

  it('no sequence of admin actions leaves zero active admins', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const people = await freshPeople();
        for (const s of steps) {
          const actor = people[s.actor]!;
          const ACCOUNT_ID = people[s.target]!.accountId;
          const res =
            s.kind === 'revokeAdmin' || s.kind === 'grantAdmin'
              ? await call(t.app, '/admin/users/setAccess', actor.token, { ACCOUNT_ID, ACCESS: 'ADMIN', GRANTED: s.kind === 'grantAdmin' })
              : await call(t.app, '/admin/users/setDisabled', actor.token, { ACCOUNT_ID, DISABLED: s.kind === 'disable' });
          expect([200, 401, 403, 409]).toContain(res.statusCode);
          expect(await activeAdmins()).toBeGreaterThanOrEqual(1);
        }
      }),
      { numRuns: 40, seed: 20261125 },
    );
  });

  it('two admins taking each other’s ADMIN at the same moment cannot both succeed', async () => {
    for (let round = 0; round < 5; round++) {
      await t.db.delete(accountAccess).where(eq(accountAccess.access, 'ADMIN'));
      const [a, b] = await Promise.all([personWith(t.db, ['ADMIN']), personWith(t.db, ['ADMIN'])]);
      const answers = await Promise.all([
        call(t.app, '/admin/users/setAccess', a.token, { ACCOUNT_ID: b.accountId, ACCESS: 'ADMIN', GRANTED: false }),
        call(t.app, '/admin/users/setDisabled', b.token, { ACCOUNT_ID: a.accountId, DISABLED: true }),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).not.toEqual([200, 200]);
      expect(await activeAdmins()).toBe(1);
    }
  });
});
