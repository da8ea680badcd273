import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ManualClock } from '../../src/lib/clock';
import { orderSubstitutions, pickingEvents, stock, stockMovements } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { signedInCustomer } from '../helpers/customers';
import { as, callsOf, lineOf, staffOf, type Staff } from '../helpers/picking';
import {
  CIPRO,
  CIPRO_XR,
  orderWithMissing,
  PARA,
  PARA750,
  seedSubstitutions,
  SUB_STOCK,
  TEMPRA,
  type Customer,
} from '../helpers/substitutions';
import { engines } from '../helpers/test-database';

type Details = {
  orderDetails: { TOTAL: number; SUBTOTAL: number; UNITS: number };
  products: { SKU: string; NAME: string; UNITS: number; LINE_TOTAL: number }[];
};

describe.each(engines)('the customer answers a substitute on %s', (engine) => {
  const clock = new ManualClock(Date.now());
  let t: TestApp;
  let call: ReturnType<typeof callsOf>;
  let centro: Staff;
  let sweep: () => Promise<number> = () => Promise.reject(new Error('no sweep'));

  beforeAll(async () => {
    t = await buildTestApp({
      engine,
      seed: seedSubstitutions,
      clock,
      env: { SUBSTITUTION_ANSWER_MINUTES: '10' },
      substitutionSweep: { onTick: (run) => (sweep = run) },
    });
    call = callsOf(t);
    centro = await staffOf(t, 'GDL-CENTRO', 'centro@demo.mostrador.mx');
  });
  afterAll(() => t?.close());

  const lines = [
    { sku: PARA.sku, units: 2 },
    { sku: CIPRO.sku, units: 1 },
  ];
  /** PARA (2 × $30.00) missing, Tempra 500 mg (2 × $42.50) offered; CIPRO ($200.00) still to pick. */
  async function offered() {
    const { id, customer } = await orderWithMissing(t, centro, lines, [PARA.sku]);
    const res = await call('offerSubstitution', { ...as(centro), ORDER_ID: id, SKU: PARA.sku, SUBSTITUTE_SKU: TEMPRA.sku, UNITS: 2 });
    expect(res.status).toBe(200);
    const list = await call('substitutions', { token: customer.token, ORDER_ID: id });
    const [offer] = list.body.substitutions as { ID: number; STATUS: string; DIFFERENCE: number; EXPIRES_AT: string }[];
    return { id, customer, offerId: offer!.ID, offer: offer! };
  }
  const answer = (c: Customer, id: number, offerId: number, ACCEPT: boolean) =>
    call('answerSubstitution', { token: c.token, ORDER_ID: id, SUBSTITUTION_ID: offerId, ACCEPT });
  const details = async (c: Customer, id: number) =>
    (await call('orderDetails', { token: c.token, ORDER_ID: id })).body as unknown as Details;
  const unitsAt = async (sku: string) =>
    (
      await t.db
        .select({ units: stock.units })
        .from(stock)
        .where(and(eq(stock.branch, 'GDL-CENTRO'), eq(stock.sku, sku)))
    )[0]?.units;

  it('shows the customer the question with its difference and time; only the order’s customer may read or answer it', async () => {
    const { id, customer, offerId, offer } = await offered();
    expect(offer).toMatchObject({
      STATUS: 'OFFERED',
      DIFFERENCE: 25,
      EXPIRES_AT: new Date(clock.now().getTime() + 10 * 60_000).toISOString(),
    });
    const stranger = await signedInCustomer(t.db);
    expect((await call('substitutions', { token: stranger.token, ORDER_ID: id })).status).toBe(404);
    expect(await answer(stranger, id, offerId, true)).toEqual({
      status: 404,
      body: { ok: false, errors: expect.stringContaining(String(id)) as string },
    });
    expect((await answer(customer, id, offerId + 1000, true)).body.errors).toBe(
      `No encontramos esa oferta de sustituto en el pedido ${id}`,
    );
    expect((await call('answerSubstitution', { token: customer.token, ORDER_ID: id, SUBSTITUTION_ID: offerId })).body.errors).toBe(
      'Elige «Aceptar sustituto» o «Quitar producto»',
    );
  });

  it('accepted: the line carries the substitute, the total follows, its stock is taken; then it is picked like any line', async () => {
    const { id, customer, offerId } = await offered();
    expect((await details(customer, id)).orderDetails.TOTAL).toBe(260);
    const accepted = await answer(customer, id, offerId, true);
    expect(accepted.status).toBe(200);
    expect(accepted.body.substitutions).toEqual([expect.objectContaining({ STATUS: 'ACCEPTED', NAME: TEMPRA.name })]);
    const after = await details(customer, id);
    expect(after.orderDetails).toMatchObject({ TOTAL: 285, SUBTOTAL: 285, UNITS: 3 });
    expect(after.products.map((p) => [p.SKU, p.UNITS, p.LINE_TOTAL])).toEqual([
      [TEMPRA.sku, 2, 85],
      [CIPRO.sku, 1, 200],
    ]);
    expect(await unitsAt(TEMPRA.sku)).toBe(SUB_STOCK - 2);
    const [movement] = await t.db.select().from(stockMovements).where(eq(stockMovements.sku, TEMPRA.sku));
    expect(movement).toMatchObject({ unitsBefore: SUB_STOCK, unitsAfter: SUB_STOCK - 2, reason: `Sustituto aceptado en el pedido ${id}` });
    expect(await answer(customer, id, offerId, false)).toEqual({
      status: 409,
      body: { ok: false, CODE: 'SUBSTITUTION_ANSWERED', errors: `El sustituto de ${PARA.name} ya tiene respuesta: Sustituto aceptado` },
    });
    const list = await call('pickList', { ...as(centro), ORDER_ID: id });
    expect(list.body).toMatchObject({ READY: false, WAITING: 0 });
    expect(lineOf(list.body, TEMPRA.sku)).toMatchObject({
      UNITS: 2,
      PICKED: 0,
      UNAVAILABLE: false,
      SUBSTITUTE_FOR: PARA.name,
      SUBSTITUTION: null,
    });
    await call('pickUnavailable', { ...as(centro), ORDER_ID: id, SKU: CIPRO.sku, REASON: 'agotado' });
    for (let i = 0; i < 2; i++) {
      clock.advance(1_000);
      expect((await call('pickScan', { ...as(centro), ORDER_ID: id, CODE: TEMPRA.barcode })).status).toBe(200);
    }
    expect((await call('pickList', { ...as(centro), ORDER_ID: id })).body.READY).toBe(true);
    const answered = await t.db
      .select()
      .from(pickingEvents)
      .where(and(eq(pickingEvents.orderId, id), eq(pickingEvents.kind, 'substitution_answered')));
    expect(answered).toEqual([
      expect.objectContaining({ sku: PARA.sku, code: TEMPRA.sku, reason: 'accepted', accountId: customer.accountId }),
    ]);
  });

  it('«Quitar producto»: the line leaves the order and its total; the pick list shows it removed', async () => {
    const { id, customer, offerId } = await offered();
    expect((await answer(customer, id, offerId, false)).body.substitutions).toEqual([expect.objectContaining({ STATUS: 'REJECTED' })]);
    const after = await details(customer, id);
    expect(after.orderDetails).toMatchObject({ TOTAL: 200, UNITS: 1 });
    expect(after.products.map((p) => p.SKU)).toEqual([CIPRO.sku]);
    expect(await unitsAt(TEMPRA.sku)).toBe(SUB_STOCK - 2);
    const list = await call('pickList', { ...as(centro), ORDER_ID: id });
    expect(list.body.REMOVED).toEqual([{ SKU: PARA.sku, NAME: PARA.name, STATUS: 'REJECTED' }]);
    expect(lineOf(list.body, PARA.sku)).toBeUndefined();
  });

  it('unanswered after SUBSTITUTION_ANSWER_MINUTES: the line is removed, a late answer refused; the sweep does it unread', async () => {
    const { id, customer, offerId } = await offered();
    clock.advance(10 * 60_000);
    expect(await answer(customer, id, offerId, true)).toEqual({
      status: 409,
      body: { ok: false, CODE: 'SUBSTITUTION_EXPIRED', errors: `Se acabó el tiempo para responder: quitamos ${PARA.name} del pedido` },
    });
    expect((await details(customer, id)).orderDetails.TOTAL).toBe(200);
    const [row] = await t.db.select().from(orderSubstitutions).where(eq(orderSubstitutions.id, offerId));
    expect(row).toMatchObject({ status: 'expired', answeredBy: null });
    const expiredEvent = await t.db
      .select()
      .from(pickingEvents)
      .where(and(eq(pickingEvents.orderId, id), eq(pickingEvents.reason, 'expired')));
    expect(expiredEvent).toHaveLength(1);

    await sweep(); // offers earlier tests left open are past their time too
    const second = await offered();
    clock.advance(9 * 60_000);
    expect(await sweep()).toBe(0);
    clock.advance(60_000);
    expect(await sweep()).toBe(1);
    const [closed] = await t.db.select().from(orderSubstitutions).where(eq(orderSubstitutions.id, second.offerId));
    expect(closed?.status).toBe('expired');
  });

  it('two answers at once: one wins, the other is refused; the stock is taken once', async () => {
    const { id, customer, offerId } = await orderWithMissing(
      t,
      centro,
      [
        { sku: CIPRO.sku, units: 1 },
        { sku: PARA.sku, units: 1 },
      ],
      [CIPRO.sku],
    ).then(async (o) => {
      await call('offerSubstitution', { ...as(centro), ORDER_ID: o.id, SKU: CIPRO.sku, SUBSTITUTE_SKU: CIPRO_XR.sku, UNITS: 1 });
      const [row] = await t.db.select().from(orderSubstitutions).where(eq(orderSubstitutions.orderId, o.id));
      return { ...o, offerId: row!.id };
    });
    const before = await unitsAt(CIPRO_XR.sku);
    const answers = await Promise.all([
      answer(customer, id, offerId, true),
      answer(customer, id, offerId, false),
      answer(customer, id, offerId, true),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const [row] = await t.db.select().from(orderSubstitutions).where(eq(orderSubstitutions.id, offerId));
    const won = answers.find((a) => a.status === 200)!;
    expect((won.body.substitutions as { STATUS: string }[])[0]!.STATUS).toBe(row!.status.toUpperCase());
    expect(await unitsAt(CIPRO_XR.sku)).toBe(row!.status === 'accepted' ? before! - 1 : before);
    expect(
      await t.db
        .select()
        .from(pickingEvents)
        .where(and(eq(pickingEvents.orderId, id), eq(pickingEvents.kind, 'substitution_answered'))),
    ).toHaveLength(1);
    expect(PARA750.sku).toBeTruthy();
  });
});
