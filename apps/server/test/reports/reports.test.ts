import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ReportResponse, ReportTable, ReportTableId } from '@mostrador/shared/schemas/reports';
import { todayInMexico } from '@mostrador/shared/format/date';
import { readXlsxRows } from '../../src/modules/catalogue-import/read-xlsx';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, personWith } from '../helpers/back-office';
import { signedInCustomer } from '../helpers/customers';
import { engines } from '../helpers/test-database';
import { buildFixture, DAY, DAY2, seedReports } from './fixture';
import { buildDeliveryFixture, lastStep } from './fixture-delivery';

const rowsOf = (r: ReportResponse, id: ReportTableId): ReportTable['ROWS'] => r.TABLES.find((x) => x.ID === id)!.ROWS;

describe.each(engines)('reports (issue 37, decision 076) on %s', (engine) => {
  let t: TestApp;
  let token: string;
  let delivery: Awaited<ReturnType<typeof buildDeliveryFixture>>;
  let sweep: () => Promise<number> = async () => 0;
  const period = { DATE_START: DAY, DATE_END: DAY };
  const report = async (body: object) => {
    const res = await call(t.app, '/admin/reports/summary', token, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ReportResponse & { ok: true }>();
  };

  beforeAll(async () => {
    t = await buildTestApp({ engine, seed: seedReports, pickupSweep: { onTick: (run) => (sweep = run) } });
    token = (await personWith(t.db, ['REPORTS'])).token;
    const ids = await buildFixture(t);
    delivery = await buildDeliveryFixture(t, ids, () => sweep());
  });
  afterAll(() => t?.close());

  it('sales: orders, cancellations, revenue and average ticket per branch, with the chain total', async () => {
    const r = await report(period);
    expect(rowsOf(r, 'salesByBranch')).toEqual([
      ['Centro', 3, 1, 239.7, 119.85],
      ['Zapopan', 1, 1, 0, null],
      ['Total', 4, 2, 239.7, 119.85],
    ]);
    expect(r.TOTALS).toEqual({ ORDERS: 4, CANCELLED: 2, REVENUE: 239.7, AVERAGE_TICKET: 119.85 });
    expect(rowsOf(r, 'salesByDay')).toEqual([
      [DAY, 'Centro', 2, 239.7],
      [DAY, 'Zapopan', 0, 0],
    ]);
    expect(rowsOf(r, 'payment')).toEqual([
      ['Efectivo', 1, 79.8],
      ['Tarjeta', 1, 159.9],
    ]);
    expect(rowsOf(r, 'fulfilment')).toEqual([['A domicilio', 2, 239.7]]);
    // A Tuesday: 10 h two orders, 12 h one, 18 h one; the week's 168 cells are all there.
    const heat = rowsOf(r, 'heatmap');
    expect(heat).toHaveLength(168);
    expect(heat.filter((row) => row[2] !== 0)).toEqual([
      ['martes', 10, 2],
      ['martes', 12, 1],
      ['martes', 18, 1],
    ]);
  });

  it('top products and departments count the orders not cancelled', async () => {
    const r = await report(period);
    expect(rowsOf(r, 'topProducts')).toEqual([
      ['P-GEL', 'Gel antibacterial 250 ml', 3, 119.7],
      ['P-AMOX', 'Amoxicilina 500 mg', 1, 120],
    ]);
    expect(rowsOf(r, 'departments')).toEqual([['—', 4, 239.7]]);
  });

  it('service: stage minutes at p50 and p90 per branch, pending waits, cancellations by who and why', async () => {
    const r = await report(period);
    expect(rowsOf(r, 'stages')).toEqual([
      ['Centro', 'Pendiente', 3, 7, 12],
      ['Centro', 'Surtiendo', 2, 8, 12],
      ['Centro', 'En camino', 2, 20, 30],
      ['Zapopan', 'Pendiente', 1, 11, 11],
      ['Zapopan', 'Surtiendo', 1, 9, 9],
    ]);
    expect(rowsOf(r, 'pendingWait')).toEqual([
      ['Centro', 3, 2, 1],
      ['Zapopan', 1, 1, 1],
    ]);
    expect(rowsOf(r, 'cancellations')).toEqual([
      ['Sucursal', 'Sin existencias', 1],
      ['Cliente', 'Ya no lo necesito', 1],
    ]);
  });

  it('fulfilment quality: found rate, substitutions, refused scans per 100 units, lines by hand', async () => {
    const r = await report(period);
    expect(rowsOf(r, 'quality')).toEqual([
      ['Centro', 2, 4, 3, 75, 1, 1, 33.3, 1],
      ['Zapopan', 0, 0, 0, null, 0, 0, null, 0],
    ]);
  });

  it('per courier: deliveries, minutes from the last departure, failed deliveries, cash handed in or still owed', async () => {
    const both = { DATE_START: DAY, DATE_END: DAY2 };
    const r = await report(both);
    // Ana: (30 + 20) / 2 = 25 min; 79.80 to collect, 70.00 handed in (−9.80). Beto: 11:00 → 11:18, one «No entregado»,
    // 39.90 to collect and DAY2 not handed over.
    expect(rowsOf(r, 'couriers')).toEqual([
      ['Centro', 'Ana Repartidora', 2, 25, 0, 79.8, 70, -9.8, 0],
      ['Centro', 'Beto Ruiz', 1, 18, 1, 39.9, null, null, 1],
    ]);
    expect(rowsOf(await report(period), 'couriers')).toEqual([['Centro', 'Ana Repartidora', 2, 25, 0, 79.8, 70, -9.8, 0]]);
    expect(rowsOf(await report({ ...both, BRANCH: 'GDL-ZAPOPAN' }), 'couriers')).toEqual([]);
    // The attempts' roll-up moves with its rows: an attempt removed takes its share away, put back restores it.
    await t.db.execute(sql`delete from delivery_attempts where order_id = ${delivery.o5} and outcome = 'not_delivered'`);
    expect(rowsOf(await report(both), 'couriers')[1]).toEqual(['Centro', 'Beto Ruiz', 1, 18, 0, 39.9, null, null, 1]);
    await t.db.execute(sql`insert into delivery_attempts (order_id, branch, courier_id, outcome, reason, at)
      values (${delivery.o5}, 'GDL-CENTRO', ${delivery.beto}, 'not_delivered', 'No había nadie', ${'2026-03-11T09:40:00-06:00'}::timestamptz)`);
    expect(rowsOf(await report(both), 'couriers')).toEqual(rowsOf(r, 'couriers'));
  });

  it("pickup orders never collected: the sweep's cancellations and those waiting past the hold, beside delivery and pickup", async () => {
    expect(delivery.cancelled).toBe(1);
    expect(await lastStep(t, delivery.p1)).toMatchObject({ fromStatus: 7, toStatus: 6, actorKind: 'system' });
    const r = await report({ DATE_START: DAY, DATE_END: DAY2 });
    const table = r.TABLES.find((x) => x.ID === 'pickup')!;
    expect(table.COLUMNS.map((c) => c.LABEL)).toEqual([
      'Sucursal',
      'Pedidos a domicilio',
      'Pedidos para recoger',
      'No recogidos (cancelados)',
      'No recogidos (%)',
      'Esperando más de 3 días (ahora)',
    ]);
    expect(table.ROWS).toEqual([
      ['Centro', 4, 1, 1, 100, 0],
      ['Zapopan', 1, 1, 0, 0, 1],
    ]);
    // P1's cancellation counts on its day like every order figure; P2 waits now whatever the period.
    expect(rowsOf(await report(period), 'pickup')).toEqual([
      ['Centro', 3, 0, 0, null, 0],
      ['Zapopan', 1, 0, 0, null, 1],
    ]);
    expect(rowsOf(r, 'cancellations')).toContainEqual([
      'Sistema',
      'No se recogió en 3 días: se canceló y las piezas volvieron a la sucursal',
      1,
    ]);
  });

  it("the couriers' and pickup roll-ups agree with a rebuild from scratch", async () => {
    const both = { DATE_START: DAY, DATE_END: DAY2 };
    const before = await report(both);
    await t.db.execute(sql`select mostrador_report_rebuild()`);
    expect(await report(both)).toEqual(before);
  });

  it('every table of the summary holds what its own export holds (one-pass reads and single-table reads agree)', async () => {
    for (const BRANCH of ['', 'GDL-CENTRO']) {
      const body = { DATE_START: DAY, DATE_END: DAY2, BRANCH };
      const r = await report(body);
      for (const tbl of r.TABLES) {
        const csv = await call(t.app, '/admin/reports/export', token, { ...body, TABLE: tbl.ID, FORMAT: 'CSV' });
        const lines = tbl.ROWS.map((row) => row.map((c) => (c === null ? '' : String(c))).join(','));
        expect(csv.body.split('\r\n').slice(4, -1), `${tbl.ID} ${BRANCH}`).toEqual(lines);
      }
    }
  });

  it('one branch alone; another period is empty; the triggers agree with a rebuild from scratch', async () => {
    const centro = await report({ ...period, BRANCH: 'GDL-CENTRO' });
    expect(rowsOf(centro, 'salesByBranch')).toEqual([['Centro', 3, 1, 239.7, 119.85]]);
    expect(rowsOf(centro, 'quality')).toHaveLength(1);
    // The orders were placed today and moved to DAY: nothing may stay behind today.
    const today = await report({ DATE_START: todayInMexico(), DATE_END: todayInMexico() });
    expect(today.TOTALS.ORDERS).toBe(0);
    expect(rowsOf(today, 'topProducts')).toEqual([]);
    const before = await report(period);
    await t.db.execute(sql`select mostrador_report_rebuild()`);
    expect(await report(period)).toEqual(before);
  });

  it('refuses a wrong period or branch with a Spanish message and no 500', async () => {
    const inverted = await call(t.app, '/admin/reports/summary', token, { DATE_START: DAY, DATE_END: '2026-03-01' });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().errors).toContain('La fecha final debe ser igual o posterior a la inicial');
    const long = await call(t.app, '/admin/reports/summary', token, { DATE_START: '2024-01-01', DATE_END: '2026-01-01' });
    expect(long.statusCode).toBe(400);
    const unknown = await call(t.app, '/admin/reports/summary', token, { ...period, BRANCH: 'NOPE' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toBe('No existe la sucursal NOPE');
    const badDay = await call(t.app, '/admin/reports/summary', token, { DATE_START: '2026-02-30', DATE_END: DAY });
    expect(badDay.statusCode).toBe(400);
  });

  it('access: REPORTS and ADMIN read; no one else', async () => {
    const admin = await personWith(t.db, ['ADMIN']);
    expect((await call(t.app, '/admin/reports/summary', admin.token, period)).statusCode).toBe(200);
    for (const access of [[], ['BRANCH_STAFF'], ['PHARMACIST'], ['CUSTOMER_SUPPORT'], ['CATALOGUE'], ['ALL_BRANCHES']]) {
      const person = access.length === 0 ? await signedInCustomer(t.db) : await personWith(t.db, access);
      for (const url of ['/admin/reports/summary', '/admin/reports/export']) {
        const res = await call(t.app, url, person.token, { ...period, TABLE: 'quality', FORMAT: 'CSV' });
        expect(res.statusCode, `${access.join()} ${url}`).toBe(403);
      }
    }
    expect((await call(t.app, '/admin/reports/summary', 'not-a-session', period)).statusCode).toBe(401);
  });

  it('exports a table as CSV and XLSX with its title, period and rows', async () => {
    const csv = await call(t.app, '/admin/reports/export', token, { ...period, TABLE: 'quality', FORMAT: 'CSV' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="reporte-quality-todas-${DAY}-${DAY}.csv"`);
    expect(csv.body.split('\r\n')).toEqual([
      '\uFEFFCalidad del surtido por sucursal',
      '"Todas, lado a lado · del 10/03/2026 al 10/03/2026"',
      '',
      'Sucursal,Pedidos surtidos,Piezas pedidas,Piezas encontradas,Tasa de surtido (%),Sustitutos ofrecidos,Sustitutos aceptados,Lecturas rechazadas por 100 piezas,Líneas confirmadas sin escanear',
      'Centro,2,4,3,75,1,1,33.3,1',
      'Zapopan,0,0,0,,0,0,,0',
      '',
    ]);
    const xlsx = await call(t.app, '/admin/reports/export', token, {
      ...period,
      BRANCH: 'GDL-CENTRO',
      TABLE: 'salesByBranch',
      FORMAT: 'XLSX',
    });
    expect(xlsx.statusCode).toBe(200);
    const rows: unknown[][] = [];
    for await (const row of readXlsxRows(xlsx.rawPayload)) rows.push(row.cells.map((c) => c ?? ''));
    expect(rows.map((r) => r.join('|'))).toEqual([
      'Ventas por sucursal',
      'Centro (GDL-CENTRO) · del 10/03/2026 al 10/03/2026',
      'Sucursal|Pedidos|Cancelados|Ventas (MXN)|Ticket promedio (MXN)',
      'Centro|3|1|239.70|119.85',
    ]);
    const couriersCsv = await call(t.app, '/admin/reports/export', token, {
      DATE_START: DAY,
      DATE_END: DAY2,
      TABLE: 'couriers',
      FORMAT: 'CSV',
    });
    expect(couriersCsv.body.split('\r\n').slice(3)).toEqual([
      'Sucursal,Repartidor,Entregas,Promedio de salida a entrega (min),No entregados,Efectivo por cobrar (MXN),Efectivo entregado en sucursal (MXN),Diferencia en entregas de efectivo (MXN),Días sin entregar efectivo',
      'Centro,Ana Repartidora,2,25,0,79.8,70,-9.8,0',
      'Centro,Beto Ruiz,1,18,1,39.9,,,1',
      '',
    ]);
    const pickupXlsx = await call(t.app, '/admin/reports/export', token, {
      DATE_START: DAY,
      DATE_END: DAY2,
      TABLE: 'pickup',
      FORMAT: 'XLSX',
    });
    const pickupRows: string[] = [];
    for await (const row of readXlsxRows(pickupXlsx.rawPayload)) pickupRows.push(row.cells.map((c) => c ?? '').join('|'));
    expect(pickupRows.slice(2)).toEqual([
      'Sucursal|Pedidos a domicilio|Pedidos para recoger|No recogidos (cancelados)|No recogidos (%)|Esperando más de 3 días (ahora)',
      'Centro|4|1|1|100|0',
      'Zapopan|1|1|0|0|1',
    ]);
    const badTable = await call(t.app, '/admin/reports/export', token, { ...period, TABLE: 'nope', FORMAT: 'CSV' });
    expect(badTable.statusCode).toBe(400);
  });
});
