import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog, pickingEvents, stock, stockMovements } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { signedInCustomer } from '../helpers/customers';
import { AMOX, as, callsOf, GEL, lineOf, placeOrder, seedPicking, STOCK_AT_START, staffOf, type Staff } from '../helpers/picking';
import { engines } from '../helpers/test-database';

describe.each(engines)('pick lines by hand, access and bad input on %s', (engine) => {
  let t: TestApp;
  let call: ReturnType<typeof callsOf>;
  let centro: Staff;
  let zapopan: Staff;

  beforeAll(async () => {
    t = await buildTestApp({ engine, seed: seedPicking });
    call = callsOf(t);
    centro = await staffOf(t, 'GDL-CENTRO', 'centro@demo.mostrador.mx');
    zapopan = await staffOf(t, 'GDL-ZAPOPAN', 'zapopan@demo.mostrador.mx');
  });
  afterAll(() => t?.close());

  const unitsAt = async (sku: string) =>
    (
      await t.db
        .select({ units: stock.units })
        .from(stock)
        .where(and(eq(stock.branch, 'GDL-CENTRO'), eq(stock.sku, sku)))
    )[0]?.units;

  it('counts the rest of a line without scanning, with its reason; never a lot-and-expiry product', async () => {
    const id = await placeOrder(
      t,
      [
        { sku: GEL.sku, units: 3 },
        { sku: AMOX.sku, units: 1 },
      ],
      centro,
    );
    expect((await call('pickScan', { ...as(centro), ORDER_ID: id, CODE: GEL.barcode })).status).toBe(200);
    const blank = await call('pickConfirmLine', { ...as(centro), ORDER_ID: id, SKU: GEL.sku, REASON: '  ' });
    expect(blank).toEqual({ status: 400, body: { ok: false, errors: 'Escribe el motivo (por ejemplo, código dañado)' } });
    const confirmed = await call('pickConfirmLine', { ...as(centro), ORDER_ID: id, SKU: GEL.sku, REASON: 'código dañado' });
    expect(confirmed.status).toBe(200);
    expect(lineOf(confirmed.body, GEL.sku)).toMatchObject({ PICKED: 3 });
    expect((await call('pickConfirmLine', { ...as(centro), ORDER_ID: id, SKU: GEL.sku, REASON: 'otra vez' })).body.errors).toBe(
      `Ya están todas las piezas de ${GEL.name}`,
    );
    expect(await call('pickConfirmLine', { ...as(centro), ORDER_ID: id, SKU: AMOX.sku, REASON: 'código dañado' })).toEqual({
      status: 409,
      body: { ok: false, errors: `${AMOX.name} necesita lote y caducidad: no se puede contar sin escanear` },
    });
    expect((await call('pickConfirmLine', { ...as(centro), ORDER_ID: id, SKU: 'P-NADA', REASON: 'x' })).body.errors).toBe(
      `El producto P-NADA no es del pedido ${id}`,
    );
    const [byHand] = await t.db.select().from(pickingEvents).where(eq(pickingEvents.kind, 'confirmed_without_scan'));
    expect(byHand).toMatchObject({ orderId: id, sku: GEL.sku, units: 2, reason: 'código dañado', accountId: centro.accountId, code: '' });
  });

  it('marks a line «No disponible»: stock of it at the branch set to 0 with its movement and audit row; then ready', async () => {
    const id = await placeOrder(
      t,
      [
        { sku: GEL.sku, units: 1 },
        { sku: AMOX.sku, units: 2 },
      ],
      centro,
    );
    const before = await unitsAt(AMOX.sku);
    expect(before).toBeLessThan(STOCK_AT_START);
    expect((await call('pickScan', { ...as(centro), ORDER_ID: id, CODE: GEL.barcode })).body.READY).toBe(false);
    const marked = await call('pickUnavailable', { ...as(centro), ORDER_ID: id, SKU: AMOX.sku, REASON: 'No hay en anaquel' });
    expect(marked.status).toBe(200);
    expect(marked.body.READY).toBe(true);
    expect(lineOf(marked.body, AMOX.sku)).toMatchObject({ UNAVAILABLE: true, PICKED: 0, STOCK: 0 });
    expect(await unitsAt(AMOX.sku)).toBe(0);
    const reason = `No disponible al surtir el pedido ${id}: No hay en anaquel`;
    const movements = await t.db.select().from(stockMovements).where(eq(stockMovements.sku, AMOX.sku));
    expect(movements.map((m) => [m.branch, m.kind, m.unitsBefore, m.unitsAfter, m.reason, m.accountId])).toEqual([
      ['GDL-CENTRO', 'SET', before, 0, reason, centro.accountId],
    ]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetText, `GDL-CENTRO/${AMOX.sku}`));
    expect(audit.map((a) => [a.action, a.actorAccountId, a.before, a.reason])).toEqual([
      ['catalogue.stock.adjusted', centro.accountId, { UNITS: before }, reason],
    ]);
    const [event] = await t.db
      .select()
      .from(pickingEvents)
      .where(and(eq(pickingEvents.orderId, id), eq(pickingEvents.kind, 'unavailable')));
    expect(event).toMatchObject({ sku: AMOX.sku, units: 2, reason: 'No hay en anaquel' });
    expect((await call('pickUnavailable', { ...as(centro), ORDER_ID: id, SKU: AMOX.sku, REASON: 'otra' })).body.errors).toBe(
      `${AMOX.name} ya está como «No disponible»`,
    );
    // A unit found after all is refused on a line already «No disponible».
    expect((await call('pickScan', { ...as(centro), ORDER_ID: id, CODE: AMOX.barcode })).body.CODE).toBe('PICK_LINE_UNAVAILABLE');
  });

  it('refuses another branch, a customer, a branch token of another session, no session; reads as not found', async () => {
    const id = await placeOrder(t, [{ sku: GEL.sku, units: 1 }], centro);
    const notFound = { ok: false, errors: `no se encontraron registros para el folio: ${id}` };
    for (const action of ['pickList', 'pickScan', 'pickConfirmLine', 'pickUnavailable']) {
      const body = { ORDER_ID: id, CODE: GEL.barcode, SKU: GEL.sku, REASON: 'x' };
      expect(await call(action, { ...as(zapopan), ...body })).toEqual({ status: 404, body: notFound });
      const customer = await signedInCustomer(t.db);
      expect((await call(action, { token: customer.token, branchToken: centro.branchToken, ...body })).status).toBe(403);
      expect((await call(action, { token: 'no-es-un-token', branchToken: centro.branchToken, ...body })).status).toBe(401);
    }
    const events = await t.db.select().from(pickingEvents).where(eq(pickingEvents.orderId, id)).orderBy(asc(pickingEvents.id));
    expect(events).toEqual([]);
    expect(await unitsAt(GEL.sku)).toBeGreaterThan(0);
  });

  it('answers bad input with a 400 in Spanish, naming the field', async () => {
    const id = await placeOrder(t, [{ sku: GEL.sku, units: 1 }], centro);
    const bad = async (action: string, body: object) => (await call(action, { ...as(centro), ...body })).body.errors;
    expect(await bad('pickList', { ORDER_ID: 0 })).toBe('El campo «Folio del pedido» debe ser mayor a 0');
    expect(await bad('pickList', { ORDER_ID: 'uno' })).toMatch(/^El campo «Folio del pedido» debe ser/);
    expect(await bad('pickScan', { ORDER_ID: id })).toBe('Escanea o escribe el código del producto');
    expect(await bad('pickScan', { ORDER_ID: id, CODE: 42 })).toBe('Escanea o escribe el código del producto');
    expect(await bad('pickScan', { ORDER_ID: id, CODE: 'x'.repeat(201) })).toBe('El código leído no puede tener más de 200 caracteres');
    expect(await bad('pickUnavailable', { ORDER_ID: id, SKU: GEL.sku, REASON: 'x'.repeat(201) })).toBe(
      'El campo «Motivo» no puede tener más de 200 caracteres',
    );
    expect(await bad('pickUnavailable', { ORDER_ID: id, REASON: 'x' })).toBe('Elige el producto del pedido');
    expect(await bad('pickUnavailable', { ORDER_ID: id, SKU: GEL.sku })).toBe('Escribe el motivo (por ejemplo, código dañado)');
    expect((await call('pickScan', { ORDER_ID: id, CODE: GEL.barcode })).status).toBe(400);
  });
});
