import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import path from 'node:path';
import { orders, prescriptions } from '../../src/db/schema/index';
import {
  createLinkSigner,
  createPrescriptionsRepository,
  createPrescriptionsService,
  createPrescriptionStorage,
} from '../../src/modules/prescriptions/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { signedInCustomer } from '../helpers/customers';
import { filesUnder } from '../helpers/images';
import { callsOf } from '../helpers/picking';
import { prescriptionFor } from '../helpers/prescriptions';
import { AMOXI, GEL, NAPROX, rxOrder, seedPrescriptions } from './setup';

describe('prescriptions at checkout (issue 34)', () => {
  let t: TestApp;
  let call: ReturnType<typeof callsOf>;
  beforeAll(async () => {
    t = await buildTestApp({ seed: seedPrescriptions });
    call = callsOf(t);
  });
  afterAll(() => t.close());

  async function cartOf(sku: string) {
    const c = await signedInCustomer(t.db);
    await call('shoppingCartUpdateProductUnits', { token: c.token, SKU: sku, UNITS: 1 });
    return { c, base: { token: c.token, PHONE: c.phone, ADDRESS_ID: c.addressIds[0] } };
  }

  it('asks for the file, the doctor’s address and a valid cédula for group IV, antibiotics and prescription lines', async () => {
    for (const sku of [AMOXI.sku, NAPROX.sku]) {
      const { c, base } = await cartOf(sku);
      const rx = await prescriptionFor(t.app, c.token);
      const errors = async (PRESCRIPTION: object) => (await call('shoppingCartFinish', { ...base, PRESCRIPTION })).body.errors;
      expect(await errors({ ...rx, CEDULA: '123456' })).toBe('La cédula profesional tiene 7 u 8 dígitos');
      expect(await errors({ ...rx, CEDULA: '123456789' })).toBe('La cédula profesional tiene 7 u 8 dígitos');
      expect(await errors({ ...rx, DOCTOR_ADDRESS: ' ' })).toBe('Escribe el domicilio del médico que aparece en la receta');
      expect(await errors({ ...rx, PRESCRIPTION_ID: undefined })).toBe(
        'Tu carrito lleva medicamentos con receta: adjunta la foto o el PDF de la receta',
      );
      const ok = await call('shoppingCartFinish', { ...base, PRESCRIPTION: rx });
      expect(ok.status).toBe(200);
      const id = (ok.body.orderDetails as { ID: number }).ID;
      const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
      expect(order).toMatchObject({
        pharmacistCheck: 'pending',
        prescription: { DOCTOR_NAME: 'Dra. Ruiz', CEDULA: '1234567', DOCTOR_ADDRESS: 'Av. Hidalgo 100, Guadalajara' },
      });
      const [file] = await t.db.select().from(prescriptions).where(eq(prescriptions.id, rx.PRESCRIPTION_ID));
      expect(file).toMatchObject({ orderId: id, attachedAt: expect.any(Date) });
    }
  });

  it('refuses another customer’s file or one already attached, undoing the checkout', async () => {
    const earlier = await rxOrder(t);
    const { c, base } = await cartOf(AMOXI.sku);
    const other = await signedInCustomer(t.db);
    const theirs = await prescriptionFor(t.app, other.token);
    for (const rx of [theirs, { ...theirs, PRESCRIPTION_ID: earlier.prescriptionId }, { ...theirs, PRESCRIPTION_ID: 2_000_000 }]) {
      expect(await call('shoppingCartFinish', { ...base, PRESCRIPTION: rx })).toEqual({
        status: 400,
        body: { ok: false, errors: 'Esa receta no está disponible; súbela de nuevo' },
      });
    }
    expect(await t.db.select().from(orders).where(eq(orders.accountId, c.accountId))).toEqual([]);
    const [still] = await t.db.select().from(prescriptions).where(eq(prescriptions.id, theirs.PRESCRIPTION_ID));
    expect(still).toMatchObject({ orderId: null, attachedAt: null });
  });

  it('answers the same order to an idempotent retry', async () => {
    const { c, base } = await cartOf(AMOXI.sku);
    const rx = await prescriptionFor(t.app, c.token);
    const headers = { 'idempotency-key': 'rx-retry-1' };
    const send = () =>
      t.app.inject({ method: 'POST', url: '/api/orders/shoppingCartFinish', headers, payload: { ...base, PRESCRIPTION: rx } });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json().orderDetails.ID).toBe(first.json().orderDetails.ID);
  });

  it('leaves orders without prescription lines unchecked and asks nothing', async () => {
    const { base } = await cartOf(GEL.sku);
    const ok = await call('shoppingCartFinish', base);
    expect(ok.status).toBe(200);
    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, (ok.body.orderDetails as { ID: number }).ID));
    expect(order).toMatchObject({ pharmacistCheck: null, prescription: null });
  });

  it('the sweep deletes files past retention and unattached uploads after a day, keeping the rows', async () => {
    const attached = await rxOrder(t);
    const loose = await signedInCustomer(t.db);
    const unattached = (await prescriptionFor(t.app, loose.token)).PRESCRIPTION_ID;
    const dir = path.join(t.dataDir, 'private', 'prescriptions');
    const service = (days: number) =>
      createPrescriptionsService({
        repo: createPrescriptionsRepository(t.db),
        storage: createPrescriptionStorage(t.config),
        links: createLinkSigner('x'),
        record: async () => {},
        retentionDays: 365,
        now: () => new Date(Date.now() + days * 86_400_000),
      });
    const keyOf = async (id: number) => (await t.db.select().from(prescriptions).where(eq(prescriptions.id, id)))[0]!;
    await service(2).sweep();
    expect((await keyOf(unattached)).purgedAt).toBeInstanceOf(Date);
    expect((await keyOf(attached.prescriptionId)).purgedAt).toBeNull();
    expect(await filesUnder(dir)).toContain((await keyOf(attached.prescriptionId)).storageKey);
    expect(await filesUnder(dir)).not.toContain((await keyOf(unattached)).storageKey);
    await service(366).sweep();
    const purged = await keyOf(attached.prescriptionId);
    expect(purged).toMatchObject({ purgedAt: expect.any(Date), orderId: attached.orderId });
    expect(await filesUnder(dir)).not.toContain(purged.storageKey);
    const mine = await t.app.inject({ method: 'GET', url: '/api/prescriptions/mine', headers: { 'x-token': attached.customer.token } });
    expect(mine.json().prescriptions[0]).toMatchObject({ PURGED: true, URL: null, DOWNLOAD_URL: null });
  });
});
