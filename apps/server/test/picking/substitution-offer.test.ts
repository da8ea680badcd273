import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ORDER_STATUS } from '@mostrador/shared/constants/order-status';
import { orders, orderSubstitutions, pickingEvents } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { as, callsOf, lineOf, staffOf, type Staff } from '../helpers/picking';
import {
  AMOXI,
  CIPRO,
  CIPRO_XR,
  IBU,
  NAPROX,
  orderWithMissing,
  PARA,
  PARA750,
  seedSubstitutions,
  SUB_STOCK,
  TEMPRA,
} from '../helpers/substitutions';
import { engines } from '../helpers/test-database';

describe.each(engines)('substitutes offered for a missing line on %s', (engine) => {
  let t: TestApp;
  let call: ReturnType<typeof callsOf>;
  let centro: Staff;
  let zapopan: Staff;

  beforeAll(async () => {
    t = await buildTestApp({ engine, seed: seedSubstitutions });
    call = callsOf(t);
    centro = await staffOf(t, 'GDL-CENTRO', 'centro@demo.mostrador.mx');
    zapopan = await staffOf(t, 'GDL-ZAPOPAN', 'zapopan@demo.mostrador.mx');
  });
  afterAll(() => t?.close());

  const lines = [
    { sku: PARA.sku, units: 2 },
    { sku: CIPRO.sku, units: 1 },
  ];

  it('lists same ingredient and strength first, then same ingredient, then the department; never with stock 0, inactive or on prescription', async () => {
    const { id } = await orderWithMissing(t, centro, lines, [PARA.sku, CIPRO.sku]);
    const para = await call('substitutionCandidates', { ...as(centro), ORDER_ID: id, SKU: PARA.sku });
    expect(para.status).toBe(200);
    expect(para.body.UNITS).toBe(2);
    expect(para.body.candidates).toEqual([
      expect.objectContaining({ SKU: TEMPRA.sku, MATCH: 'SAME_STRENGTH', PRICE: 42.5, STOCK: SUB_STOCK, DIFFERENCE: 25 }),
      expect.objectContaining({ SKU: PARA750.sku, MATCH: 'SAME_INGREDIENT', DIFFERENCE: -6 }),
      expect.objectContaining({ SKU: IBU.sku, MATCH: 'SAME_DEPARTMENT', DIFFERENCE: 10 }),
    ]);
    // A prescription medicine: only the same active ingredient, never Amoxicilina of its department.
    const cipro = await call('substitutionCandidates', { ...as(centro), ORDER_ID: id, SKU: CIPRO.sku });
    expect((cipro.body.candidates as { SKU: string }[]).map((c) => c.SKU)).toEqual([CIPRO_XR.sku]);
  });

  it('refuses an offer the rules do not allow, in Spanish, and stores nothing', async () => {
    const { id } = await orderWithMissing(t, centro, lines, [PARA.sku, CIPRO.sku]);
    const offer = (o: object) =>
      call('offerSubstitution', { ...as(centro), ORDER_ID: id, SKU: PARA.sku, SUBSTITUTE_SKU: TEMPRA.sku, UNITS: 2, ...o });
    expect(await offer({ SKU: CIPRO.sku, SUBSTITUTE_SKU: AMOXI.sku, UNITS: 1 })).toEqual({
      status: 422,
      body: {
        ok: false,
        CODE: 'SUBSTITUTION_PRESCRIPTION',
        errors: `${CIPRO.name} es un medicamento con receta: solo se sustituye por otro con la misma sustancia activa (Ciprofloxacino)`,
      },
    });
    expect(await offer({ SUBSTITUTE_SKU: NAPROX.sku })).toMatchObject({ status: 422 });
    expect(await offer({ SUBSTITUTE_SKU: 'S-NADA' })).toEqual({
      status: 404,
      body: { ok: false, errors: 'El producto S-NADA no existe o no está activo' },
    });
    expect(await offer({ UNITS: SUB_STOCK + 1 })).toEqual({
      status: 409,
      body: {
        ok: false,
        CODE: 'SUBSTITUTION_NO_STOCK',
        errors: `No hay ${SUB_STOCK + 1} piezas de ${TEMPRA.name} en la sucursal (hay ${SUB_STOCK})`,
      },
    });
    for (const UNITS of [0, 100, 1.5, 'dos']) {
      const bad = await offer({ UNITS });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toMatch(/^El campo «Piezas» /);
    }
    expect((await offer({ SUBSTITUTE_SKU: '' })).body.errors).toBe('Elige el sustituto');
    const other = await call('offerSubstitution', { ...as(zapopan), ORDER_ID: id, SKU: PARA.sku, SUBSTITUTE_SKU: TEMPRA.sku, UNITS: 2 });
    expect(other.status).toBe(404);
    expect(await t.db.select().from(orderSubstitutions).where(eq(orderSubstitutions.orderId, id))).toEqual([]);
  });

  it('refuses a line that is not missing and an order not in «Surtiendo»', async () => {
    const { id } = await orderWithMissing(t, centro, lines, [CIPRO.sku]);
    const notMissing = await call('offerSubstitution', {
      ...as(centro),
      ORDER_ID: id,
      SKU: PARA.sku,
      SUBSTITUTE_SKU: TEMPRA.sku,
      UNITS: 2,
    });
    expect(notMissing).toEqual({
      status: 409,
      body: {
        ok: false,
        CODE: 'SUBSTITUTION_LINE_NOT_MISSING',
        errors: `${PARA.name} no está como «No disponible»: solo se ofrece sustituto de una línea que falta`,
      },
    });
    expect((await call('substitutionCandidates', { ...as(centro), ORDER_ID: id, SKU: 'S-NADA' })).status).toBe(404);
    await t.db.update(orders).set({ status: ORDER_STATUS.PENDING }).where(eq(orders.id, id));
    const pending = await call('offerSubstitution', {
      ...as(centro),
      ORDER_ID: id,
      SKU: CIPRO.sku,
      SUBSTITUTE_SKU: CIPRO_XR.sku,
      UNITS: 1,
    });
    expect(pending).toEqual({
      status: 409,
      body: { ok: false, CODE: 'PICK_NOT_STOCKING', errors: `El pedido ${id} está «Pendiente»: solo se surte un pedido «Surtiendo»` },
    });
  });

  it('an offer waits for the customer: the line is not done, the list not ready, the event stored; one offer per line', async () => {
    const { id } = await orderWithMissing(t, centro, lines, [PARA.sku, CIPRO.sku]);
    const offered = await call('offerSubstitution', { ...as(centro), ORDER_ID: id, SKU: PARA.sku, SUBSTITUTE_SKU: TEMPRA.sku, UNITS: 2 });
    expect(offered.status).toBe(200);
    expect(offered.body).toMatchObject({ READY: false, WAITING: 1 });
    expect(lineOf(offered.body, PARA.sku)).toMatchObject({
      UNAVAILABLE: true,
      SUBSTITUTION: { NAME: TEMPRA.name, UNITS: 2, DIFFERENCE: 25 },
    });
    const again = await call('offerSubstitution', { ...as(centro), ORDER_ID: id, SKU: PARA.sku, SUBSTITUTE_SKU: PARA750.sku, UNITS: 2 });
    expect(again).toEqual({
      status: 409,
      body: { ok: false, CODE: 'SUBSTITUTION_OPEN', errors: `Ya se ofreció un sustituto de ${PARA.name}; espera la respuesta del cliente` },
    });
    const events = await t.db.select().from(pickingEvents).where(eq(pickingEvents.orderId, id));
    expect(events.filter((e) => e.kind === 'substitution_offered')).toEqual([
      expect.objectContaining({ sku: PARA.sku, code: TEMPRA.sku, units: 2, accountId: centro.accountId }),
    ]);
  });
});
