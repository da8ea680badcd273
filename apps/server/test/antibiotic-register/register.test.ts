import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { todayInMexico } from '@mostrador/shared/format/date';
import { accounts, antibioticRegister, orderItems, orders, products } from '../../src/db/schema/index';
import { readXlsxRows } from '../../src/modules/catalogue-import/read-xlsx';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call as adminCall, personWith } from '../helpers/back-office';
import { packEveryLine } from '../helpers/pack-order';
import { AMOX, as, callsOf, dataMatrix, GEL, gs1Day, placeOrder, seedPicking, staffOf, type Staff } from '../helpers/picking';
import { engines } from '../helpers/test-database';

const DOCTOR = { DOCTOR_NAME: 'Dra. Ana Ruiz', CEDULA: '1234567', DOCTOR_ADDRESS: 'Av. Juárez 10, Guadalajara' };

describe.each(engines)('the antibiotic register (decision 072) on %s', (engine) => {
  let t: TestApp;
  let call: ReturnType<typeof callsOf>;
  let centro: Staff;
  const today = todayInMexico();

  beforeAll(async () => {
    t = await buildTestApp({ engine, seed: seedPicking });
    call = callsOf(t);
    centro = await staffOf(t, 'GDL-CENTRO', 'centro@demo.mostrador.mx');
    await t.db.update(products).set({ activeIngredient: 'Amoxicilina', brand: 'Amoxil' }).where(eq(products.sku, AMOX.sku));
  });
  afterAll(() => t?.close());

  /**
   * An order of 3 amoxicilina and 1 gel in «Surtiendo». The amoxicilina line is made an antibiotic
   * line with its doctor in SQL, as checkout leaves it (helpers B and C own checkout's prescription step).
   */
  const antibioticOrder = async () => {
    const id = await placeOrder(
      t,
      [
        { sku: AMOX.sku, units: 3 },
        { sku: GEL.sku, units: 1 },
      ],
      centro,
    );
    await t.db
      .update(orderItems)
      .set({ antibiotic: true })
      .where(sql`${orderItems.orderId} = ${id} and ${orderItems.sku} = ${AMOX.sku}`);
    await t.db.update(orders).set({ prescription: DOCTOR }).where(eq(orders.id, id));
    return id;
  };
  const scan = async (id: number, lot: string, days: number, serial: string) => {
    const code = dataMatrix(AMOX.barcode, gs1Day(new Date(), days), lot, serial);
    const res = await call('pickScan', { ...as(centro), ORDER_ID: id, CODE: code });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  /** Two units of lot A1, one of B2, then the gel by hand: packed. */
  const packed = async (id: number) => {
    await scan(id, 'A1', 200, 'S1');
    await scan(id, 'A1', 200, 'S2');
    await scan(id, 'B2', 300, 'S3');
    await packEveryLine(t.app, as(centro), id);
  };
  const rowsOf = (id: number) =>
    t.db.select().from(antibioticRegister).where(eq(antibioticRegister.orderId, id)).orderBy(asc(antibioticRegister.id));

  it('«Enviar» writes one row per antibiotic line and lot, units summed, with the names and the doctor', async () => {
    const id = await antibioticOrder();
    await packed(id);
    expect((await call('orderDispatch', { ...as(centro), ORDER_ID: id })).status).toBe(200);
    const rows = await rowsOf(id);
    expect(rows.map((r) => [r.lot, r.quantity, r.note])).toEqual([
      ['A1', 2, ''],
      ['B2', 1, ''],
    ]);
    expect(rows[0]).toMatchObject({
      branch: 'GDL-CENTRO',
      sku: AMOX.sku,
      genericName: 'Amoxicilina',
      brandName: 'Amoxil',
      doctorName: DOCTOR.DOCTOR_NAME,
      cedula: DOCTOR.CEDULA,
      doctorAddress: DOCTOR.DOCTOR_ADDRESS,
      recordedBy: centro.accountId,
    });
    expect(rows[0]!.expiry < rows[1]!.expiry).toBe(true);
  });

  it('a recall writes corrections that net to zero; sending again writes the lots once more, never twice', async () => {
    const id = await antibioticOrder();
    await packed(id);
    expect((await call('orderDispatch', { ...as(centro), ORDER_ID: id })).status).toBe(200);
    const recall = await call('orderRecall', { ...as(centro), ORDER_ID: id, NOTES: 'Faltó la receta' });
    expect(recall.status, JSON.stringify(recall.body)).toBe(200);
    const afterRecall = await rowsOf(id);
    expect(afterRecall.map((r) => [r.lot, r.quantity, r.note])).toEqual([
      ['A1', 2, ''],
      ['B2', 1, ''],
      ['A1', -2, 'Pedido regresado a surtido'],
      ['B2', -1, 'Pedido regresado a surtido'],
    ]);
    expect((await call('orderDispatch', { ...as(centro), ORDER_ID: id })).status).toBe(200);
    const net = (await rowsOf(id)).reduce((sum, r) => sum + r.quantity, 0);
    expect(net).toBe(3);
    expect(await rowsOf(id)).toHaveLength(6);
    // A second «Enviar» of an order already sent is refused and writes nothing.
    expect((await call('orderDispatch', { ...as(centro), ORDER_ID: id })).status).toBe(409);
    expect(await rowsOf(id)).toHaveLength(6);
  });

  it('an order without antibiotic lines writes nothing', async () => {
    const id = await placeOrder(t, [{ sku: GEL.sku, units: 1 }], centro);
    await packEveryLine(t.app, as(centro), id);
    expect((await call('orderDispatch', { ...as(centro), ORDER_ID: id })).status).toBe(200);
    expect(await rowsOf(id)).toEqual([]);
  });

  it('is append-only: UPDATE, DELETE and TRUNCATE through SQL fail', async () => {
    await expect(t.db.execute(sql`update antibiotic_register set quantity = 99`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from antibiotic_register`)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate antibiotic_register`)).rejects.toThrow();
  });

  it('«Entregado» of an antibiotic order needs «Se recogió la receta original», then stores when', async () => {
    const id = await antibioticOrder();
    await packed(id);
    expect((await call('orderDispatch', { ...as(centro), ORDER_ID: id })).status).toBe(200);
    const refused = await call('orderDelivered', { ...as(centro), ORDER_ID: id });
    expect(refused).toMatchObject({ status: 409, body: { CODE: 'PRESCRIPTION_NOT_COLLECTED' } });
    expect(refused.body.errors).toBe(
      `El pedido ${id} lleva antibióticos: confirma que se recogió la receta original antes de marcarlo «Entregado»`,
    );
    const done = await call('orderDelivered', { ...as(centro), ORDER_ID: id, PRESCRIPTION_COLLECTED: true });
    expect(done.status).toBe(200);
    const details = done.body.orderDetails as { ID_STATUS: number; PRESCRIPTION_COLLECTED_AT: string | null; HAS_ANTIBIOTIC: boolean };
    expect(details.ID_STATUS).toBe(4);
    expect(details.HAS_ANTIBIOTIC).toBe(true);
    expect(Date.parse(details.PRESCRIPTION_COLLECTED_AT ?? '')).toBeGreaterThan(0);
    // An order without antibiotics is delivered as before.
    const plain = await placeOrder(t, [{ sku: GEL.sku, units: 1 }], centro);
    await packEveryLine(t.app, as(centro), plain);
    await call('orderDispatch', { ...as(centro), ORDER_ID: plain });
    const delivered = await call('orderDelivered', { ...as(centro), ORDER_ID: plain });
    expect(delivered.status).toBe(200);
    expect((delivered.body.orderDetails as { PRESCRIPTION_COLLECTED_AT: null }).PRESCRIPTION_COLLECTED_AT).toBeNull();
  });

  const filter = { BRANCH: 'GDL-CENTRO', DATE_START: today, DATE_END: today };

  it('lets pharmacists and admins read it; customers, branch staff, support and the disabled are refused', async () => {
    const pharmacist = await personWith(t.db, ['PHARMACIST']);
    const admin = await personWith(t.db, ['ADMIN']);
    const support = await personWith(t.db, ['CUSTOMER_SUPPORT']);
    const customer = await personWith(t.db, []);
    const disabled = await personWith(t.db, ['PHARMACIST']);
    await t.db.update(accounts).set({ disabledAt: new Date() }).where(eq(accounts.id, disabled.accountId));
    const list = (token: string) => adminCall(t.app, '/admin/antibioticRegister/list', token, filter);
    expect((await list(pharmacist.token)).statusCode).toBe(200);
    expect((await list(admin.token)).statusCode).toBe(200);
    expect((await list(support.token)).statusCode).toBe(403);
    expect((await list(customer.token)).statusCode).toBe(403);
    expect((await list(centro.token)).statusCode).toBe(403);
    expect((await list(disabled.token)).statusCode).toBe(401);
    expect((await list('sin-sesion')).statusCode).toBe(401);
    const exported = (token: string) => adminCall(t.app, '/admin/antibioticRegister/export', token, { ...filter, FORMAT: 'CSV' });
    expect((await exported(centro.token)).statusCode).toBe(403);
    expect((await exported('sin-sesion')).statusCode).toBe(401);
  });

  it('filters by branch and period, pages and totals; refuses an inverted or unknown filter in Spanish', async () => {
    const pharmacist = await personWith(t.db, ['PHARMACIST']);
    const list = (body: object) => adminCall(t.app, '/admin/antibioticRegister/list', pharmacist.token, body);
    const res = await list(filter);
    const body = res.json<{ rows: { QUANTITY: number }[]; TOTAL_ROWS: number; TOTAL_UNITS: number; HAS_MORE: boolean }>();
    const all = await t.db.select().from(antibioticRegister);
    expect(body.TOTAL_ROWS).toBe(all.length);
    expect(body.TOTAL_UNITS).toBe(all.reduce((s, r) => s + r.quantity, 0));
    expect(body.rows).toHaveLength(all.length);
    expect(body.HAS_MORE).toBe(false);
    const other = (await list({ ...filter, BRANCH: 'GDL-ZAPOPAN' })).json<{ TOTAL_ROWS: number }>();
    expect(other.TOTAL_ROWS).toBe(0);
    const yesterday = (await list({ ...filter, DATE_START: '2020-01-01', DATE_END: '2020-01-31' })).json<{ TOTAL_ROWS: number }>();
    expect(yesterday.TOTAL_ROWS).toBe(0);
    const inverted = await list({ ...filter, DATE_START: today, DATE_END: '2020-01-01' });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.body).toContain('La fecha final debe ser igual o posterior a la inicial');
    const unknown = await list({ ...filter, BRANCH: 'NO-EXISTE' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<{ errors: string }>().errors).toBe('No existe la sucursal NO-EXISTE');
  });

  it('exports CSV with the title block, the header row and data rows; XLSX opens as a workbook', async () => {
    const pharmacist = await personWith(t.db, ['PHARMACIST']);
    const csv = await adminCall(t.app, '/admin/antibioticRegister/export', pharmacist.token, { ...filter, FORMAT: 'CSV' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Libro de control de antibióticos');
    expect(lines[2]).toMatch(/^Sucursal: /);
    expect(lines[5]).toBe(
      'Fecha,Folio,Denominación genérica,Denominación distintiva,Presentación,Lote,Caducidad,Cantidad,Médico,Cédula profesional,Domicilio del médico,Nota',
    );
    expect(lines[6]).toMatch(
      /^\d\d\/\d\d\/\d{4} \d\d:\d\d,\d+,Amoxicilina,Amoxil,.*,A1,\d\d\/\d\d\/\d{4},2,Dra\. Ana Ruiz,1234567,"Av\. Juárez 10, Guadalajara",$/,
    );
    const xlsx = await adminCall(t.app, '/admin/antibioticRegister/export', pharmacist.token, { ...filter, FORMAT: 'XLSX' });
    expect(xlsx.statusCode).toBe(200);
    // Read back with the catalogue import's own XLSX reader (empty rows are left out).
    const sheet: string[][] = [];
    for await (const row of readXlsxRows(xlsx.rawPayload)) sheet.push(row.cells);
    expect(sheet[0]?.[0]).toBe('Libro de control de antibióticos');
    expect(sheet[4]?.slice(0, 3)).toEqual(['Fecha', 'Folio', 'Denominación genérica']);
    expect(sheet[5]?.slice(2, 8)).toEqual(['Amoxicilina', 'Amoxil', expect.any(String), 'A1', expect.any(String), '2']);
  });
});
