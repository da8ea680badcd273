import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import writeXlsxFile from 'write-excel-file/node';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, personWith } from '../helpers/back-office';
import { seedSmallDataset } from '../helpers/dataset';
import { buildProduct } from '../helpers/factories';
import { catalogueSnapshot, dryRun, ean, importFile, rowsOf, uploaded } from '../helpers/catalogue-import';
import { engines } from '../helpers/test-database';

const picking = (db: TestApp['db'], skus: string[]) =>
  rowsOf(
    db,
    sql`select sku, needs_lot_expiry, min_expiry_days from products where sku in (${sql.join(
      skus.map((s) => sql`${s}`),
      sql`, `,
    )}) order by sku`,
  );

/** Issue 33: the import, its template and the export carry the picking settings the editor sets. */
describe.each(engines)('catalogue import: lot and expiry columns on %s', (engine) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await buildTestApp({
      engine,
      seed: async (db) => {
        await seedSmallDataset(db);
        await buildProduct(db, { sku: 'AMOX-1', barcode: ean(1), name: 'Amoxicilina', price: '80.00' });
        await buildProduct(db, { sku: 'PEN-1', barcode: ean(6) });
        await buildProduct(db, { sku: 'PEN-2', barcode: ean(7) });
        await buildProduct(db, {
          sku: 'CLAV-1',
          barcode: ean(2),
          name: 'Clavulanato',
          price: '90.00',
          needsLotExpiry: true,
          minExpiryDays: 60,
        });
      },
    });
    ({ token } = await personWith(t.db, ['CATALOGUE']));
  });
  afterAll(() => t.close());

  it('maps the two columns by their Spanish names, shows them before → after, and sets them; an empty cell keeps the value', async () => {
    const csv = ['SKU,Requiere lote y caducidad,Días mínimos de vida al surtir', 'AMOX-1,Sí,30', 'CLAV-1,,'].join('\n');
    const job = await uploaded(t.app, token, 'lotes.csv', csv);
    expect(job.MAPPING).toEqual(['SKU', 'NEEDS_LOT_EXPIRY', 'MIN_EXPIRY_DAYS']);
    const report = await dryRun(t.app, token, job);
    expect(report.PROBLEMS).toEqual([]);
    expect(report.CHANGES).toEqual([
      {
        ROW: 2,
        SKU: 'AMOX-1',
        KIND: 'CHANGED',
        FIELDS: [
          { FIELD: 'NEEDS_LOT_EXPIRY', LABEL: 'Requiere lote y caducidad', BEFORE: 'no', AFTER: 'sí' },
          { FIELD: 'MIN_EXPIRY_DAYS', LABEL: 'Días mínimos de vida', BEFORE: '0', AFTER: '30' },
        ],
      },
      { ROW: 3, SKU: 'CLAV-1', KIND: 'UNCHANGED', FIELDS: [] },
    ]);
    await importFile(t.app, token, 'lotes.csv', csv);
    expect(await picking(t.db, ['AMOX-1', 'CLAV-1'])).toEqual([
      { sku: 'AMOX-1', needs_lot_expiry: true, min_expiry_days: 30 },
      { sku: 'CLAV-1', needs_lot_expiry: true, min_expiry_days: 60 },
    ]);
  });

  it('gives a new product left without them no lot and 0 days, and what the file says otherwise', async () => {
    const csv = [
      'SKU,Código de barras,Nombre,Precio,Requiere lote y caducidad,Días mínimos de vida',
      `NUEVO-1,${ean(3)},Nuevo,12,,`,
      `NUEVO-2,${ean(4)},Nuevo dos,12,sí,0`,
      `NUEVO-3,${ean(5)},Nuevo tres,12,no,3650`,
    ].join('\n');
    const { report } = await importFile(t.app, token, 'nuevos.csv', csv);
    expect(report.CHANGES.find((c) => c.SKU === 'NUEVO-2')?.FIELDS).toContainEqual({
      FIELD: 'NEEDS_LOT_EXPIRY',
      LABEL: 'Requiere lote y caducidad',
      BEFORE: '',
      AFTER: 'sí',
    });
    expect(await picking(t.db, ['NUEVO-1', 'NUEVO-2', 'NUEVO-3'])).toEqual([
      { sku: 'NUEVO-1', needs_lot_expiry: false, min_expiry_days: 0 },
      { sku: 'NUEVO-2', needs_lot_expiry: true, min_expiry_days: 0 },
      { sku: 'NUEVO-3', needs_lot_expiry: false, min_expiry_days: 3650 },
    ]);
  });

  it('refuses, for its row and in Spanish, what is not sí/no or not whole days from 0 to 3650, and writes nothing', async () => {
    const before = await catalogueSnapshot(t.db);
    const csv = [
      'SKU,Requiere lote y caducidad,Días mínimos de vida',
      'AMOX-1,quizá,-1',
      'CLAV-1,no,3651',
      'PEN-1,sí,2.5',
      'PEN-2,sí,treinta',
    ];
    const report = await dryRun(t.app, token, await uploaded(t.app, token, 'lotes-mal.csv', csv.join('\n')));
    const days = (value: string) => `Los días mínimos de vida son un número entero de 0 a 3650 (no «${value}»)`;
    expect(report.PROBLEMS.map((p) => [p.ROW, p.COLUMN, p.CODE, p.MESSAGE])).toEqual([
      [2, 'Requiere lote y caducidad', 'BOOLEAN_FORMAT', 'Escribe «sí» o «no» (no «quizá»)'],
      [2, 'Días mínimos de vida', 'DAYS_FORMAT', days('-1')],
      [3, 'Días mínimos de vida', 'DAYS_FORMAT', days('3651')],
      [4, 'Días mínimos de vida', 'DAYS_FORMAT', days('2.5')],
      [5, 'Días mínimos de vida', 'DAYS_FORMAT', days('treinta')],
    ]);
    const apply = await call(t.app, '/catalogue-import/apply', token, { JOB_ID: report.JOB.JOB_ID });
    expect(apply.statusCode).toBeGreaterThanOrEqual(400);
    expect(await catalogueSnapshot(t.db)).toEqual(before);
  });

  it('reads them from an XLSX: days as a number cell, sí/no as text', async () => {
    const data = [
      ['SKU', 'Requiere lote y caducidad', 'Días mínimos de vida'],
      ['AMOX-1', 'no', 15],
    ].map((row) => row.map((value) => ({ value })));
    const file = await writeXlsxFile(data).toBuffer();
    await importFile(t.app, token, 'lotes.xlsx', file);
    expect(await picking(t.db, ['AMOX-1'])).toEqual([{ sku: 'AMOX-1', needs_lot_expiry: false, min_expiry_days: 15 }]);
  });

  it('exports both columns, and importing the export changes nothing', async () => {
    const res = await call(t.app, '/catalogue-import/export', token);
    const [header, ...lines] = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toContain(',Activo,Requiere lote y caducidad,Días mínimos de vida,Grupo (I–VI),Antibiótico,Departamentos,');
    expect(lines.find((l) => l.startsWith('CLAV-1,'))).toContain(',sí,sí,60,,no,');
    const before = await catalogueSnapshot(t.db);
    const { report } = await importFile(t.app, token, 'catalogo.csv', res.body);
    expect(report.SUMMARY).toMatchObject({ NEW: 0, UPDATED: 0 });
    expect(await catalogueSnapshot(t.db)).toEqual(before);
  });
});
