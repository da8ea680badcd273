import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, personWith } from '../helpers/back-office';
import { courierCalls, courierOf } from '../helpers/couriers';
import { seedSmallDataset } from '../helpers/dataset';
import { engines } from '../helpers/test-database';

describe.each(engines)('people management gives a courier their branch, on %s', (engine) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof personWith>>;
  beforeAll(async () => {
    t = await buildTestApp({ engine, seed: seedSmallDataset });
    admin = await personWith(t.db, ['ACCOUNT', 'ADMIN']);
  });
  afterAll(() => t?.close());

  const set = (token: string, ACCOUNT_ID: number, BRANCH: string | null) =>
    call(t.app, '/admin/users/setCourierBranch', token, { ACCOUNT_ID, BRANCH, REASON: 'Nuevo repartidor' });

  it('sets, moves and removes the branch, audited; the courier’s page follows', async () => {
    const courier = await courierOf(t, null);
    const mine = () => courierCalls(t)('myDeliveries', { token: courier.token });
    expect((await mine()).status).toBe(403);
    const given = await set(admin.token, courier.accountId, 'GDL-CENTRO');
    expect(given.statusCode).toBe(200);
    expect(given.json().account.COURIER_BRANCH).toMatchObject({ BRANCH: 'GDL-CENTRO' });
    expect((await mine()).body.BRANCH).toBe('GDL-CENTRO');
    expect((await set(admin.token, courier.accountId, 'GDL-ZAPOPAN')).statusCode).toBe(200);
    expect((await mine()).body.BRANCH).toBe('GDL-ZAPOPAN');
    // The same again changes nothing and writes no audit row.
    expect((await set(admin.token, courier.accountId, 'GDL-ZAPOPAN')).statusCode).toBe(200);
    expect((await set(admin.token, courier.accountId, null)).json().account.COURIER_BRANCH).toBeNull();
    expect((await mine()).status).toBe(403);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetAccountId, courier.accountId)));
    expect(rows.map((r) => r.action)).toEqual(['couriers.branchSet', 'couriers.branchSet', 'couriers.branchRemoved']);
  });

  it('refuses an unknown branch and anyone without ADMIN, writing nothing', async () => {
    const courier = await courierOf(t, null);
    const unknown = await set(admin.token, courier.accountId, 'NO-EXISTE');
    expect([unknown.statusCode, unknown.json().errors]).toEqual([404, 'No existe la sucursal NO-EXISTE']);
    const staff = await personWith(t.db, ['ACCOUNT', 'BRANCH_STAFF']);
    expect((await set(staff.token, courier.accountId, 'GDL-CENTRO')).statusCode).toBe(403);
    expect((await set(admin.token, 999_999, 'GDL-CENTRO')).statusCode).toBe(404);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.targetAccountId, courier.accountId))).toEqual([]);
  });
});
