import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountChangeResponse, AuditListResponse } from '@mostrador/shared/schemas/admin';
import { accounts } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, personWith } from '../helpers/back-office';
import { seedSmallDataset } from '../helpers/dataset';
import { nextPhone } from '../helpers/identity';
import { engines } from '../helpers/test-database';
import { eq } from 'drizzle-orm';

/** The audit trail reads as sentences with access names, never codes or raw before/after (issue 32). */
describe.each(engines)('the audit trail as sentences on %s', (engine) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof personWith>>;
  const post = (url: string, body: object = {}) => call(t.app, url, admin.token, body);

  beforeAll(async () => {
    t = await buildTestApp({ engine, seed: seedSmallDataset });
    admin = await personWith(t.db, ['ADMIN']);
    await t.db.update(accounts).set({ name: 'Ana López' }).where(eq(accounts.id, admin.accountId));
  });
  afterAll(() => t?.close());

  it('says who did what to whom, naming accesses and branches', async () => {
    const invited = await post('/admin/users/invite', { PHONE: nextPhone(), NAME: 'Rocío Valdez', ACCESS: ['ACCOUNT', 'BRANCH_STAFF'] });
    const id = invited.json<AccountChangeResponse>().account.ID;
    const email = `rocio-${id}@demo.mostrador.mx`;
    const steps: [string, object][] = [
      ['/admin/users/setAccess', { ACCOUNT_ID: id, ACCESS: 'ALL_BRANCHES', GRANTED: true }],
      ['/admin/users/setAccess', { ACCOUNT_ID: id, ACCESS: 'ALL_BRANCHES', GRANTED: false }],
      ['/admin/users/assignStaff', { ACCOUNT_ID: id, EMAIL: email, BRANCH: 'GDL-CENTRO' }],
      ['/admin/users/assignStaff', { ACCOUNT_ID: id, EMAIL: email, BRANCH: 'GDL-ZAPOPAN' }],
      ['/admin/users/removeStaff', { ACCOUNT_ID: id, EMAIL: email }],
      ['/admin/users/closeSessions', { ACCOUNT_ID: id }],
      ['/admin/users/setDisabled', { ACCOUNT_ID: id, DISABLED: true }],
      ['/admin/users/setDisabled', { ACCOUNT_ID: id, DISABLED: false }],
    ];
    for (const [url, body] of steps) expect((await post(url, body)).statusCode, url).toBe(200);

    const trail = (await post('/admin/audit/list', { TARGET_ID: id })).json<AuditListResponse>();
    expect(trail.entries.map((e) => e.SENTENCE).reverse()).toEqual([
      'Ana López invitó a Rocío Valdez con los accesos: Cliente, Personal de sucursal',
      'Ana López dio a Rocío Valdez el acceso «Todas las sucursales»',
      'Ana López quitó a Rocío Valdez el acceso «Todas las sucursales»',
      `Ana López asignó a Rocío Valdez la sucursal Centro con el correo ${email}`,
      `Ana López cambió a Rocío Valdez de la sucursal Centro a Zapopan (correo ${email})`,
      `Ana López quitó a Rocío Valdez la sucursal Zapopan (correo ${email})`,
      'Ana López cerró todas las sesiones de Rocío Valdez',
      'Ana López desactivó la cuenta de Rocío Valdez',
      'Ana López activó la cuenta de Rocío Valdez',
    ]);
    // The person's own page shows the same sentences.
    const detail = (await post('/admin/users/detail', { ACCOUNT_ID: id })).json<{ history: { SENTENCE: string }[] }>();
    expect(detail.history.map((e) => e.SENTENCE)).toEqual(trail.entries.map((e) => e.SENTENCE));
  });
});
