import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, personWith } from '../helpers/back-office';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { pharmacyOrder, setPharmacistCheck } from '../helpers/pharmacy';
import { as, callsOf, lineOf, placeOrder, staffOf, type Staff } from '../helpers/picking';
import { AMOXI, GEL, NAPROX, seedPharmacy } from './setup';

describe('pharmacist’s check: the pick gate (issue 34, decision 071)', () => {
  let t: TestApp;
  let centro: Staff;
  let pharmacist: Awaited<ReturnType<typeof personWith>>;

  beforeAll(async () => {
    t = await buildTestApp({ seed: seedPharmacy });
    centro = await staffOf(t, 'GDL-CENTRO', 'centro@demo.mostrador.mx');
    pharmacist = await personWith(t.db, ['PHARMACIST']);
  });
  afterAll(() => t.close());

  const pick = (action: string, body: object) => callsOf(t)(action, { ...as(centro), ...body });

  it('while pending, refuses scans and by-hand counts of the prescription lines, picks the rest, refuses «Enviar»', async () => {
    const { orderId } = await pharmacyOrder(
      t,
      [
        { sku: AMOXI.sku, units: 1 },
        { sku: NAPROX.sku, units: 1 },
        { sku: GEL.sku, units: 1 },
      ],
      {
        staff: centro,
      },
    );
    const list = await pick('pickList', { ORDER_ID: orderId });
    expect(lineOf(list.body, AMOXI.sku)).toMatchObject({ WAITS_PHARMACIST: true });
    expect(lineOf(list.body, NAPROX.sku)).toMatchObject({ WAITS_PHARMACIST: true });
    expect(lineOf(list.body, GEL.sku)).toMatchObject({ WAITS_PHARMACIST: false });

    const scan = await pick('pickScan', { ORDER_ID: orderId, CODE: AMOXI.barcode });
    expect(scan.status).toBe(409);
    expect(scan.body).toMatchObject({
      errors: '«Amoxicilina 500 mg» lleva receta: espera a que el farmacéutico la revise antes de surtirlo',
      CODE: 'PICK_WAITS_PHARMACIST',
    });
    const byHand = await pick('pickConfirmLine', { ORDER_ID: orderId, SKU: NAPROX.sku, REASON: 'Código dañado' });
    expect(byHand.status).toBe(409);
    expect(byHand.body.errors).toBe('«Naproxeno 550 mg» lleva receta: espera a que el farmacéutico la revise antes de surtirlo');

    expect((await pick('pickScan', { ORDER_ID: orderId, CODE: GEL.barcode })).status).toBe(200);
    const after = await pick('pickList', { ORDER_ID: orderId });
    expect(lineOf(after.body, GEL.sku)?.PICKED).toBe(1);
    expect(lineOf(after.body, AMOXI.sku)?.PICKED).toBe(0);

    const send = await pick('orderDispatch', { ORDER_ID: orderId });
    expect(send.status).toBe(409);
    expect(send.body.errors).toBe(`El pedido ${orderId} espera la revisión del farmacéutico; no puede salir todavía`);
  });

  it('after approval the prescription lines pick normally; after a rejection they are gone and the rest can leave', async () => {
    const approved = await pharmacyOrder(
      t,
      [
        { sku: AMOXI.sku, units: 1 },
        { sku: GEL.sku, units: 1 },
      ],
      { staff: centro },
    );
    expect((await call(t.app, '/pharmacy/approve', pharmacist.token, { ORDER_ID: approved.orderId })).statusCode).toBe(200);
    expect((await pick('pickScan', { ORDER_ID: approved.orderId, CODE: AMOXI.barcode })).status).toBe(200);
    expect(lineOf((await pick('pickList', { ORDER_ID: approved.orderId })).body, AMOXI.sku)).toMatchObject({
      PICKED: 1,
      WAITS_PHARMACIST: false,
    });

    const rejected = await pharmacyOrder(
      t,
      [
        { sku: AMOXI.sku, units: 1 },
        { sku: GEL.sku, units: 1 },
      ],
      { staff: centro },
    );
    const res = await call(t.app, '/pharmacy/reject', pharmacist.token, {
      ORDER_ID: rejected.orderId,
      REASON: 'Receta vencida',
      ACTION: 'REMOVE_LINES',
    });
    expect(res.statusCode).toBe(200);
    const list = await pick('pickList', { ORDER_ID: rejected.orderId });
    expect((list.body.lines as { SKU: string }[]).map((l) => l.SKU)).toEqual([GEL.sku]);
    const gone = await pick('pickScan', { ORDER_ID: rejected.orderId, CODE: AMOXI.barcode });
    expect(gone.body.CODE).toBe('PICK_NOT_IN_ORDER');
    expect((await pick('pickScan', { ORDER_ID: rejected.orderId, CODE: GEL.barcode })).status).toBe(200);
    expect((await pick('orderDispatch', { ORDER_ID: rejected.orderId })).status).toBe(200);
  });

  it('gates by the column alone: an order set pending by a test helper', async () => {
    const orderId = await placeOrder(t, [{ sku: GEL.sku, units: 1 }], centro);
    await setPharmacistCheck(t, orderId, 'pending');
    const send = await pick('orderDispatch', { ORDER_ID: orderId });
    expect(send.body.errors).toBe(`El pedido ${orderId} espera la revisión del farmacéutico; no puede salir todavía`);
    // A line needing no prescription picks even while the check waits.
    expect((await pick('pickScan', { ORDER_ID: orderId, CODE: GEL.barcode })).status).toBe(200);
  });
});
