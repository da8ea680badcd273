import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, personWith } from '../helpers/back-office';
import { seedSmallDataset } from '../helpers/dataset';
import { buildProduct } from '../helpers/factories';
import { catalogueSnapshot, dryRun, ean, importFile, rowsOf, uploaded } from '../helpers/catalogue-import';
import { engines } from '../helpers/test-database';

const medicine = (db: TestApp['db'], skus: string[]) =>
  rowsOf(
    db,
    sql`select sku, medicine_group, antibiotic, requires_prescription from products where sku in (${sql.join(
      skus.map((s) => sql`${s}`),
      sql`, `,
    )}) order by sku`,
  );

/** Issue 34: the import, its template and the export carry the group (I–VI) and the antibiotic flag. */
describe.each(engines)('catalogue import: medicine group and antibiotic columns on %s', (engine) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await buildTestApp({
      engine,
      seed: async (db) => {
        await seedSmallDataset(db);
        await buildProduct(db, { sku: 'MG-AMOX', barcode: ean(31), name: 'Amoxicilina', price: '80.00' });
        await buildProduct(db, { sku: 'MG-CLONA', barcode: ean(32), name: 'Clonazepam', price: '90.00' });
        await buildProduct(db, { sku: 'MG-PARA', barcode: ean(33), name: 'Paracetamol', price: '20.00', medicineGroup: 6 });
        await buildProduct(db, { sku: 'MG-JABON', barcode: ean(34), name: 'Jabón', price: '20.00', medicineGroup: 6 });
      },
    });
    ({ token } = await personWith(t.db, ['CATALOGUE']));
  });
  afterAll(() => t.close());

  it('maps the columns by their Spanish names, shows them before → after and sets them with the prescription rule', async () => {
    const csv = ['SKU,Grupo (I–VI),Antibiótico', 'MG-AMOX,IV,Sí', 'MG-CLONA,3,', 'MG-PARA,vi,no', 'MG-JABON,,'].join('\n');
    const job = await uploaded(t.app, token, 'grupos.csv', csv);
    expect(job.MAPPING).toEqual(['SKU', 'MEDICINE_GROUP', 'ANTIBIOTIC']);
    const report = await dryRun(t.app, token, job);
    expect(report.PROBLEMS).toEqual([]);
    expect(report.CHANGES.find((c) => c.SKU === 'MG-AMOX')?.FIELDS).toEqual([
      { FIELD: 'MEDICINE_GROUP', LABEL: 'Grupo (I–VI)', BEFORE: 'No es medicamento', AFTER: 'IV' },
      { FIELD: 'ANTIBIOTIC', LABEL: 'Antibiótico', BEFORE: 'no', AFTER: 'sí' },
    ]);
    expect(report.CHANGES.find((c) => c.SKU === 'MG-PARA')).toMatchObject({ KIND: 'UNCHANGED' });
    await importFile(t.app, token, 'grupos.csv', csv);
    expect(await medicine(t.db, ['MG-AMOX', 'MG-CLONA', 'MG-JABON', 'MG-PARA'])).toEqual([
      { sku: 'MG-AMOX', medicine_group: 4, antibiotic: true, requires_prescription: true },
      { sku: 'MG-CLONA', medicine_group: 3, antibiotic: false, requires_prescription: true },
      // An empty group cell: not a medicine.
      { sku: 'MG-JABON', medicine_group: null, antibiotic: false, requires_prescription: false },
      { sku: 'MG-PARA', medicine_group: 6, antibiotic: false, requires_prescription: false },
    ]);
  });

  it('refuses, for its row and in Spanish, a group that is not I–VI and an antibiotic without a group, and writes nothing', async () => {
    const before = await catalogueSnapshot(t.db);
    const csv = ['SKU,Grupo (I–VI),Antibiótico', 'MG-AMOX,VII,sí', 'MG-CLONA,0,', 'MG-PARA,,sí', 'MG-JABON,II,quizá'];
    const report = await dryRun(t.app, token, await uploaded(t.app, token, 'grupos-mal.csv', csv.join('\n')));
    const group = (v: string) => `El grupo es I, II, III, IV, V o VI (o 1 a 6), o vacío si no es medicamento (no «${v}»)`;
    expect(report.PROBLEMS.map((p) => [p.ROW, p.COLUMN, p.CODE, p.MESSAGE])).toEqual([
      [2, 'Grupo (I–VI)', 'GROUP_FORMAT', group('VII')],
      [2, 'Antibiótico', 'ANTIBIOTIC_NEEDS_GROUP', 'Un antibiótico es un medicamento: escribe su grupo (I a VI) en la misma fila'],
      [3, 'Grupo (I–VI)', 'GROUP_FORMAT', group('0')],
      [4, 'Antibiótico', 'ANTIBIOTIC_NEEDS_GROUP', 'Un antibiótico es un medicamento: escribe su grupo (I a VI) en la misma fila'],
      [5, 'Antibiótico', 'BOOLEAN_FORMAT', 'Escribe «sí» o «no» (no «quizá»)'],
    ]);
    const apply = await call(t.app, '/catalogue-import/apply', token, { JOB_ID: report.JOB.JOB_ID });
    expect(apply.statusCode).toBeGreaterThanOrEqual(400);
    expect(await catalogueSnapshot(t.db)).toEqual(before);
  });

  it('exports both columns (the group as I–VI), and importing the export changes nothing', async () => {
    const res = await call(t.app, '/catalogue-import/export', token);
    const [header, ...lines] = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toContain(',Días mínimos de vida,Grupo (I–VI),Antibiótico,Departamentos,');
    expect(lines.find((l) => l.startsWith('MG-AMOX,'))).toContain(',IV,sí,');
    expect(lines.find((l) => l.startsWith('MG-JABON,'))).toContain(',0,,no,');
    const before = await catalogueSnapshot(t.db);
    const { report } = await importFile(t.app, token, 'catalogo.csv', res.body);
    expect(report.SUMMARY).toMatchObject({ NEW: 0, UPDATED: 0 });
    expect(await catalogueSnapshot(t.db)).toEqual(before);
  });
});
