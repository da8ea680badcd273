import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { accounts, auditLog } from '../../src/db/schema/index';
import { personWith } from '../helpers/back-office';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { signedInCustomer } from '../helpers/customers';
import { staffOf, type Staff } from '../helpers/picking';
import { getWith, rxOrder, seedPrescriptions } from './setup';

type Links = { prescriptions: { ID: number; URL: string | null; CONTENT_TYPE: string }[]; DOCTOR: Record<string, string> | null };

describe('prescriptions: who may see an order’s files (issue 34)', () => {
  let t: TestApp;
  let order: Awaited<ReturnType<typeof rxOrder>>;
  let centro: Staff;
  let zapopan: Staff;

  beforeAll(async () => {
    t = await buildTestApp({ seed: seedPrescriptions });
    centro = await staffOf(t, 'GDL-CENTRO', 'centro@demo.mostrador.mx');
    zapopan = await staffOf(t, 'GDL-ZAPOPAN', 'zapopan@demo.mostrador.mx');
    order = await rxOrder(t);
  });
  afterAll(() => t.close());

  const links = (token?: string, branchToken?: string) =>
    getWith(t.app, `/prescriptions/orderPrescriptions?ORDER_ID=${order.orderId}`, token, branchToken);

  it('answers the files and the doctor to the customer, the branch, pharmacists, support and admins', async () => {
    const pharmacist = await personWith(t.db, ['PHARMACIST']);
    const support = await personWith(t.db, ['CUSTOMER_SUPPORT']);
    const admin = await personWith(t.db, ['ADMIN']);
    for (const [token, branchToken] of [
      [order.customer.token],
      [centro.token, centro.branchToken],
      [pharmacist.token],
      [support.token],
      [admin.token],
    ] as [string, string?][]) {
      const res = await links(token, branchToken);
      expect(res.statusCode, token).toBe(200);
      const body = res.json<Links>();
      expect(body.DOCTOR).toEqual({ DOCTOR_NAME: 'Dra. Ruiz', CEDULA: '1234567', DOCTOR_ADDRESS: 'Av. Hidalgo 100, Guadalajara' });
      expect(body.prescriptions).toEqual([
        {
          ID: order.prescriptionId,
          CONTENT_TYPE: 'image/webp',
          CREATED_AT: expect.any(String),
          URL: expect.stringMatching(/^\/api\/prescriptions\/file\//),
        },
      ]);
    }
    // The house style (POST, tokens in the body) answers the same.
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/prescriptions/orderPrescriptions',
      payload: { token: centro.token, branchToken: centro.branchToken, ORDER_ID: order.orderId },
    });
    expect(post.statusCode).toBe(200);
  });

  it('reads as not found for another customer, another branch’s staff, ALL_BRANCHES alone; 401 signed out or disabled', async () => {
    const stranger = await signedInCustomer(t.db);
    const chainStaff = await personWith(t.db, ['ALL_BRANCHES']);
    for (const [token, branchToken] of [[stranger.token], [zapopan.token, zapopan.branchToken], [centro.token], [chainStaff.token]] as [
      string,
      string?,
    ][]) {
      const res = await links(token, branchToken);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ ok: false, errors: 'No encontramos esa receta' });
    }
    expect((await links()).statusCode).toBe(401);
    const disabled = await personWith(t.db, ['PHARMACIST']);
    await t.db.update(accounts).set({ disabledAt: new Date() }).where(eq(accounts.id, disabled.accountId));
    expect((await links(disabled.token)).statusCode).toBe(401);
    expect((await getWith(t.app, '/prescriptions/mine', disabled.token)).statusCode).toBe(401);
    expect((await getWith(t.app, '/prescriptions/mine')).statusCode).toBe(401);
  });

  it('serves a minted link privately, audits each view, and refuses expired or tampered links', async () => {
    const pharmacist = await personWith(t.db, ['PHARMACIST']);
    const url = (await links(pharmacist.token)).json<Links>().prescriptions[0]!.URL!;
    for (let i = 0; i < 2; i++) {
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('private, no-store');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(String(file.headers['content-security-policy'])).toContain('sandbox');
      expect(file.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
    const views = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'prescriptions.viewed'), eq(auditLog.actorAccountId, pharmacist.accountId)));
    expect(views).toHaveLength(2);
    expect(views[0]).toMatchObject({
      targetOrderId: order.orderId,
      targetAccountId: order.customer.accountId,
      targetText: `receta ${order.prescriptionId}`,
    });

    const u = new URL(url, 'http://x');
    const variants = {
      tampered: url.replace(/signature=[^&]+/, `signature=${'A'.repeat(43)}`),
      otherViewer: url.replace(/viewer=\d+/, `viewer=${order.customer.accountId}`),
      longer: url.replace(/expires=\d+/, `expires=${Number(u.searchParams.get('expires')) + 3_600_000}`),
      expired: url.replace(/expires=\d+/, 'expires=1000'),
      otherFile: url.replace(/file\/\d+/, `file/${order.prescriptionId + 1}`),
      unsigned: url.split('?')[0]!,
    };
    for (const [name, bad] of Object.entries(variants)) {
      const res = await t.app.inject({ method: 'GET', url: bad });
      expect([400, 403], name).toContain(res.statusCode);
      expect(res.headers['content-type'], name).toMatch(/json/);
    }
  });

  it('lists a customer’s own prescriptions only, with view and download links', async () => {
    const res = await getWith(t.app, '/prescriptions/mine', order.customer.token);
    expect(res.statusCode).toBe(200);
    const mine = res.json<{ prescriptions: { ID: number; ORDER_ID: number; URL: string; DOWNLOAD_URL: string }[] }>().prescriptions;
    expect(mine.map((p) => [p.ID, p.ORDER_ID])).toEqual([[order.prescriptionId, order.orderId]]);
    const download = await t.app.inject({ method: 'GET', url: mine[0]!.DOWNLOAD_URL });
    expect(download.headers['content-disposition']).toBe(`attachment; filename="receta-${order.prescriptionId}.webp"`);
    const other = await signedInCustomer(t.db);
    expect((await getWith(t.app, '/prescriptions/mine', other.token)).json()).toEqual({ ok: true, prescriptions: [] });
  });
});
