import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { pickingEvents } from '../../src/db/schema/index';
import { ManualClock } from '../../src/lib/clock';
import { createOrderEvents, type OrderEvent } from '../../src/modules/orders/order-events';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { AMOX, as, callsOf, dataMatrix, GEL, gs1Day, lineOf, placeOrder, seedPicking, SOAP, staffOf, type Staff } from '../helpers/picking';
import { engines } from '../helpers/test-database';

describe.each(engines)('picking with a scanner on %s', (engine) => {
  let t: TestApp;
  let call: ReturnType<typeof callsOf>;
  let centro: Staff;
  let centro2: Staff;
  const clock = new ManualClock(Date.now());
  const published: OrderEvent[] = [];
  const events = createOrderEvents();
  events.subscribe((e) => published.push(e));

  beforeAll(async () => {
    t = await buildTestApp({ engine, seed: seedPicking, clock, orderEvents: events });
    call = callsOf(t);
    centro = await staffOf(t, 'GDL-CENTRO', 'centro@demo.mostrador.mx');
    centro2 = await staffOf(t, 'GDL-CENTRO', 'centro2@demo.mostrador.mx');
  });
  afterAll(() => t?.close());

  /** A scan a moment after the last one, so it is never a key repeat unless a test wants one. */
  const scan = (staff: Staff, orderId: number, code: string) => {
    clock.advance(1_000);
    return call('pickScan', { ...as(staff), ORDER_ID: orderId, CODE: code });
  };
  const eventsOf = (orderId: number, kind?: string) =>
    t.db
      .select()
      .from(pickingEvents)
      .where(and(eq(pickingEvents.orderId, orderId), kind ? eq(pickingEvents.kind, kind as 'scan') : undefined))
      .orderBy(asc(pickingEvents.id));

  it('opens the pick list: lines, units, stock, nothing picked, not ready', async () => {
    const id = await placeOrder(
      t,
      [
        { sku: GEL.sku, units: 2 },
        { sku: AMOX.sku, units: 1 },
      ],
      centro,
    );
    const list = await call('pickList', { ...as(centro), ORDER_ID: id });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ ok: true, ORDER_ID: id, ID_STATUS: 2, READY: false });
    expect(lineOf(list.body, GEL.sku)).toMatchObject({ NAME: GEL.name, UNITS: 2, PICKED: 0, UNAVAILABLE: false, STOCK: 48, LOTS: [] });
    expect(lineOf(list.body, AMOX.sku)).toMatchObject({ NEEDS_LOT_EXPIRY: true, MIN_EXPIRY_DAYS: 30, STOCK: 49 });
  });

  it('counts plain EAN-13 scans, refuses one more than ordered and a product not in the order; both stored', async () => {
    const id = await placeOrder(t, [{ sku: GEL.sku, units: 2 }], centro);
    published.length = 0;
    const first = await scan(centro, id, GEL.barcode);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ SKU: GEL.sku, REPEATED: false, READY: false });
    expect(published).toEqual([
      {
        type: 'PICK_UPDATED',
        branch: 'GDL-CENTRO',
        customerId: expect.any(Number),
        pick: { ORDER_ID: id, READY: false, WAITING: 0, LINES: [{ SKU: GEL.sku, UNITS: 2, PICKED: 1, UNAVAILABLE: false }] },
      },
    ]);
    expect(await scan(centro, id, SOAP.barcode)).toEqual({
      status: 422,
      body: { ok: false, errors: 'Este producto no es del pedido', CODE: 'PICK_NOT_IN_ORDER' },
    });
    expect((await scan(centro2, id, GEL.barcode)).body).toMatchObject({ READY: true });
    expect(await scan(centro, id, GEL.barcode)).toEqual({
      status: 409,
      body: { ok: false, errors: `Ya están las 2 piezas de ${GEL.name}; esta pieza no se cuenta`, CODE: 'PICK_TOO_MANY' },
    });
    expect(published).toHaveLength(2);
    const stored = await eventsOf(id);
    expect(stored.map((e) => [e.kind, e.sku, e.units, e.reason])).toEqual([
      ['scan', GEL.sku, 1, ''],
      ['refused', null, 0, 'PICK_NOT_IN_ORDER'],
      ['scan', GEL.sku, 1, ''],
      ['refused', GEL.sku, 0, 'PICK_TOO_MANY'],
    ]);
    expect(stored.map((e) => e.accountId)).toEqual([centro.accountId, centro.accountId, centro2.accountId, centro.accountId]);
  });

  it('takes lot and expiry from a GS1 DataMatrix; refuses a lot product without them, expired or too close to expiry', async () => {
    const id = await placeOrder(t, [{ sku: AMOX.sku, units: 2 }], centro);
    const now = clock.now();
    expect(await scan(centro, id, AMOX.barcode)).toEqual({
      status: 422,
      body: {
        ok: false,
        errors: `${AMOX.name} necesita lote y caducidad: escanea el código GS1 (DataMatrix) de la caja`,
        CODE: 'PICK_LOT_EXPIRY_REQUIRED',
      },
    });
    const expired = await scan(centro, id, dataMatrix(AMOX.barcode, gs1Day(now, -1), 'L-OLD'));
    expect(expired.status).toBe(422);
    expect(expired.body).toMatchObject({
      CODE: 'PICK_EXPIRED',
      errors: expect.stringMatching(/^Esta pieza de Amoxicilina 500 mg caducó el \d\d\/\d\d\/\d{4}; no se puede empacar$/),
    });
    const soon = await scan(centro, id, dataMatrix(AMOX.barcode, gs1Day(now, 29), 'L-SOON'));
    expect(soon.body).toMatchObject({ CODE: 'PICK_EXPIRES_SOON', errors: expect.stringContaining('debe tener al menos 30 días de vida') });
    const good = gs1Day(now, 30);
    expect((await scan(centro, id, dataMatrix(AMOX.barcode, good, 'L-1', 'A'))).status).toBe(200);
    // The human-readable form, with parentheses, reads the same.
    const typed = await scan(centro, id, `(01)0${AMOX.barcode}(17)${good}(10)L-1(21)B`);
    expect(typed.status).toBe(200);
    const expiry = `20${good.slice(0, 2)}-${good.slice(2, 4)}-${good.slice(4, 6)}`;
    expect(lineOf(typed.body, AMOX.sku)).toMatchObject({ PICKED: 2, LOTS: [{ LOT: 'L-1', EXPIRY: expiry, UNITS: 2 }] });
    expect(typed.body.READY).toBe(true);
    const refused = await eventsOf(id, 'refused');
    expect(refused.map((e) => [e.reason, e.lot, e.expiry])).toEqual([
      ['PICK_LOT_EXPIRY_REQUIRED', null, null],
      ['PICK_EXPIRED', 'L-OLD', expect.any(String)],
      ['PICK_EXPIRES_SOON', 'L-SOON', expect.any(String)],
    ]);
  });

  it('refuses an unreadable code and an order not in «Surtiendo», storing the refusal', async () => {
    const pending = await placeOrder(t, [{ sku: GEL.sku, units: 1 }]);
    expect(await scan(centro, pending, GEL.barcode)).toEqual({
      status: 409,
      body: { ok: false, errors: `El pedido ${pending} está «Pendiente»: solo se surte un pedido «Surtiendo»`, CODE: 'PICK_NOT_STOCKING' },
    });
    const id = await placeOrder(t, [{ sku: GEL.sku, units: 1 }], centro);
    const wrongDigit = GEL.barcode.slice(0, 12) + String((Number(GEL.barcode[12]) + 1) % 10);
    expect((await scan(centro, id, wrongDigit)).body).toMatchObject({
      CODE: 'PICK_UNREADABLE',
      errors: 'El código no es válido (dígito verificador); escanéalo de nuevo',
    });
    expect((await eventsOf(pending, 'refused')).map((e) => e.reason)).toEqual(['PICK_NOT_STOCKING']);
    expect((await eventsOf(id, 'refused')).map((e) => e.code)).toEqual([wrongDigit]);
  });

  it("counts a scanner's key repeat (same code, same person, within 150 ms) once and says so", async () => {
    const id = await placeOrder(t, [{ sku: GEL.sku, units: 3 }], centro);
    clock.advance(1_000);
    const payload = { ...as(centro), ORDER_ID: id, CODE: GEL.barcode };
    const both = await Promise.all([call('pickScan', payload), call('pickScan', payload)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.map((r) => r.body.REPEATED).sort()).toEqual([false, true]);
    expect(both.map((r) => lineOf(r.body, GEL.sku)?.PICKED)).toEqual([1, 1]);
    clock.advance(149);
    expect((await call('pickScan', payload)).body).toMatchObject({ REPEATED: true });
    // Another person's scan of the same code is theirs; the same person's after 150 ms is a new unit.
    expect((await call('pickScan', { ...payload, ...as(centro2) })).body).toMatchObject({ REPEATED: false });
    clock.advance(151);
    expect((await call('pickScan', payload)).body).toMatchObject({ REPEATED: false, READY: true });
    // A refused code repeated by the scanner is refused again but stored once.
    clock.advance(1_000);
    const wrong = { ...payload, CODE: SOAP.barcode };
    expect((await Promise.all([call('pickScan', wrong), call('pickScan', wrong)])).map((r) => r.status)).toEqual([422, 422]);
    expect((await eventsOf(id)).map((e) => e.kind)).toEqual(['scan', 'scan', 'scan', 'refused']);
  });

  it('never counts past the quantity when two staff scan one line at once', async () => {
    const id = await placeOrder(t, [{ sku: GEL.sku, units: 3 }], centro);
    clock.advance(1_000);
    // Different serials: ten distinct units, none a key repeat.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call('pickScan', { ...as(i % 2 === 0 ? centro : centro2), ORDER_ID: id, CODE: `]d201${'0' + GEL.barcode}21U${i}` }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.CODE)).toEqual(Array(7).fill('PICK_TOO_MANY'));
    expect((await eventsOf(id, 'scan')).reduce((sum, e) => sum + e.units, 0)).toBe(3);
    expect(lineOf((await call('pickList', { ...as(centro), ORDER_ID: id })).body, GEL.sku)).toMatchObject({ PICKED: 3 });
  });
});
