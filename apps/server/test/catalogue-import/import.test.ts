import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import writeXlsxFile from 'write-excel-file/node';
import { auditLog, stockMovements } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, personWith } from '../helpers/back-office';
import { seedSmallDataset } from '../helpers/dataset';
import { buildProduct } from '../helpers/factories';
import { catalogueSnapshot, rowsOf, dryRun, ean, importFile, seedCategories, settled, upload, uploaded } from '../helpers/catalogue-import';
import { engines } from '../helpers/test-database';

const HEADER =
  'SKU,Código de barras,Nombre,Marca,Precio,Requiere receta,Departamentos,Padecimientos,Existencia GDL-CENTRO,Existencia GDL-ZAPOPAN';

describe.each(engines)('catalogue import on %s', (engine) => {
  let t: TestApp;
  let token: string;
  let accountId: number;

  beforeAll(async () => {
    t = await buildTestApp({
      engine,
      seed: async (db) => {
        await seedSmallDataset(db);
        await seedCategories(db);
        await buildProduct(db, { sku: 'EXIST-1', barcode: ean(1), name: 'Existente Uno', price: '10.00' });
      },
    });
    ({ token, accountId } = await personWith(t.db, ['CATALOGUE']));
  });
  afterAll(() => t.close());

  it('guesses the mapping, lists no problem for a good file, says what it would change, and writes nothing', async () => {
    const before = await catalogueSnapshot(t.db);
    const csv = [
      HEADER,
      `NUEVO-1,${ean(101)},Paracetamol Nuevo 500 mg,Genérico,"$1,234.50",no,medicamentos,dolor,12,`,
      `EXIST-1,${ean(1)},Existente Uno,,10,sí,,,,3`,
    ].join('\n');
    const job = await uploaded(t.app, token, 'nuevos.csv', csv);
    expect(job.MAPPING).toEqual([
      'SKU',
      'EAN',
      'NAME',
      'BRAND',
      'PRICE',
      'REQUIRES_PRESCRIPTION',
      'DEPARTAMENTO',
      'PADECIMIENTO',
      'STOCK:GDL-CENTRO',
      'STOCK:GDL-ZAPOPAN',
    ]);
    expect(job.SAMPLE[0]?.[0]).toBe('NUEVO-1');
    expect(job.TOTAL_ROWS).toBe(2);
    const report = await dryRun(t.app, token, job);
    expect(report.PROBLEMS).toEqual([]);
    expect(report.SUMMARY).toEqual({ NEW: 1, UPDATED: 1, UNCHANGED: 0, STOCK_CHANGES: 2 });
    expect(report.JOB.STATUS).toBe('VALIDATED');
    expect(await catalogueSnapshot(t.db)).toEqual(before);
  });

  it('names every problem by row and column in Spanish, and a file with any problem changes nothing', async () => {
    const before = await catalogueSnapshot(t.db);
    const audits = await t.db.$count(auditLog);
    const bad = ean(202).slice(0, 12) + String((Number(ean(202)[12]) + 1) % 10);
    const csv = [
      HEADER,
      `BUENO-1,${ean(201)},Bueno,,5.00,no,,,1,1`, // fine on its own: must not be written either
      `MAL 2,${ean(203)},Mal SKU,,5,no,,,,`, // SKU format
      `MALO-3,${bad},Dígito,,5,no,,,,`, // check digit
      `MALO-4,12345,Corto,,5,no,,,,`, // EAN format
      `MALO-5,${ean(205)},Precio,,doce,no,,,,`, // price not a number
      `MALO-6,${ean(206)},Cero,,0,no,,,,`, // price not positive
      `BUENO-1,${ean(207)},Repetido,,5,no,,,,`, // SKU repeated in the file
      `MALO-8,${ean(201)},EAN repetido,,5,no,,,,`, // EAN repeated in the file
      `MALO-9,${ean(1)},EAN ajeno,,5,no,,,,`, // EAN of another product in the database
      `exist-1,${ean(210)},Mayúsculas,,5,no,,,,`, // SKU clashes with EXIST-1 by case
      `MALO-11,${ean(211)},Categoría,,5,no,juguetes,,,`, // unknown category
      `MALO-12,${ean(212)},Negativo,,5,no,,,-3,`, // negative stock
      `MALO-13,${ean(213)},Fracción,,5,no,,,2.5,`, // stock not an integer
      `MALO-14,${ean(214)},Receta,,5,quizá,,,,`, // yes/no
      `MALO-15,${ean(215)},,,5,no,,,,`, // name required
    ].join('\n');
    const job = await uploaded(t.app, token, 'malo.csv', csv);
    const report = await dryRun(t.app, token, job);
    const found = report.PROBLEMS.map((p) => `${p.ROW}|${p.COLUMN}|${p.CODE}`);
    expect(found).toEqual([
      '3|SKU|SKU_FORMAT',
      '4|Código de barras|EAN_CHECK_DIGIT',
      '5|Código de barras|EAN_FORMAT',
      '6|Precio|PRICE_FORMAT',
      '7|Precio|PRICE_NOT_POSITIVE',
      '8|SKU|SKU_DUPLICATE_FILE',
      '9|Código de barras|EAN_DUPLICATE_FILE',
      '10|Código de barras|EAN_DUPLICATE_DB',
      '11|SKU|SKU_CASE_CLASH',
      '12|Departamentos|CATEGORY_UNKNOWN',
      '13|Existencia GDL-CENTRO|STOCK_NEGATIVE',
      '14|Existencia GDL-CENTRO|STOCK_FORMAT',
      '15|Requiere receta|BOOLEAN_FORMAT',
      '16|Nombre|REQUIRED',
    ]);
    expect(report.PROBLEM_COUNT).toBe(14);
    const messages = Object.fromEntries(report.PROBLEMS.map((p) => [p.CODE, p.MESSAGE]));
    expect(messages.SKU_DUPLICATE_FILE).toBe('SKU repetido: también está en la fila 2');
    expect(messages.EAN_DUPLICATE_DB).toBe('El código de barras ya es del producto EXIST-1');
    expect(messages.CATEGORY_UNKNOWN).toBe('Categoría desconocida: «juguetes»');
    expect(messages.PRICE_FORMAT).toBe('El precio «doce» no es un número en pesos (máximo dos decimales)');
    expect(report.JOB.STATUS).toBe('INVALID');

    const apply = await call(t.app, '/catalogue-import/apply', token, { JOB_ID: job.JOB_ID });
    expect(apply.statusCode).toBe(409);
    expect(apply.json()).toEqual({ ok: false, errors: expect.stringContaining('simulación') });
    expect(await catalogueSnapshot(t.db)).toEqual(before);
    expect(await t.db.$count(auditLog)).toBe(audits);
  });

  it('refuses unknown branches and missing columns in the header row', async () => {
    const job = await uploaded(t.app, token, 'sucursal.csv', `SKU,Precio,Existencia NO-EXISTE,Color\nEXIST-1,11,4,rojo\nOTRO-1,12,,azul`);
    const report = await dryRun(t.app, token, job);
    expect(report.PROBLEMS.map((p) => `${p.ROW}|${p.COLUMN}|${p.CODE}`)).toEqual([
      '1|Existencia NO-EXISTE|BRANCH_UNKNOWN',
      '3|SKU|NEW_PRODUCT_COLUMNS',
    ]);
    expect(report.PROBLEMS[0]?.MESSAGE).toBe('Sucursal desconocida: «NO-EXISTE»');
  });

  it('applies a file: products, categories, stock with IMPORT movements, one audit entry; search finds the product', async () => {
    const csv = [HEADER, `IMP-1,${ean(301)},Zorbaxina Importada 20 mg,Laboratorios Sol,89.5,sí,medicamentos|bebes,Dolor y fiebre,7,0`].join(
      '\r\n',
    );
    const { job } = await importFile(t.app, token, 'alta.csv', csv);
    expect(job).toMatchObject({ STATUS: 'DONE', DONE_ROWS: 1, CREATED: 1, STOCK_CHANGES: 1 });
    const rows = await rowsOf(t.db, sql`select price::text as price, requires_prescription as rx from products where sku = 'IMP-1'`);
    expect(rows).toEqual([{ price: '89.50', rx: true }]);
    const cats = await rowsOf(t.db, sql`select type, category_id from product_categories where sku = 'IMP-1' order by 1, 2`);
    expect(cats).toEqual([
      { type: 'DEPARTAMENTO', category_id: 'bebes' },
      { type: 'DEPARTAMENTO', category_id: 'medicamentos' },
      { type: 'PADECIMIENTO', category_id: 'dolor' },
    ]);
    const moves = await t.db.select().from(stockMovements).where(eq(stockMovements.sku, 'IMP-1'));
    expect(moves).toEqual([expect.objectContaining({ branch: 'GDL-CENTRO', kind: 'IMPORT', unitsBefore: 0, unitsAfter: 7, accountId })]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'catalogue.imported'));
    expect(audit).toEqual([expect.objectContaining({ actorAccountId: accountId, targetText: 'alta.csv', ip: '10.9.8.7' })]);
    const search = await t.app.inject({ method: 'GET', url: '/api/catalogue/products?q=zorbaxina' });
    expect(search.json().products.map((p: { SKU: string }) => p.SKU)).toEqual(['IMP-1']);
    const again = await call(t.app, '/catalogue-import/apply', token, { JOB_ID: job.JOB_ID });
    expect(again.statusCode).toBe(409);
  });

  it("reads Excel's CSV UTF-8: BOM, `;` separators and accents", async () => {
    const csv = `\uFEFFSKU;Código de barras;Nombre;Precio;Existencia GDL-ZAPOPAN\r\nEXCEL-1;${ean(401)};Jarabe para la tos, niños;45,00;9\r\n`;
    // "45,00" is not a peso amount we accept (the decimal point is a dot): one problem, in Spanish.
    const bad = await dryRun(t.app, token, await uploaded(t.app, token, 'excel.csv', csv));
    expect(bad.PROBLEMS.map((p) => `${p.ROW}|${p.COLUMN}|${p.CODE}`)).toEqual(['2|Precio|PRICE_FORMAT']);
    const { job } = await importFile(t.app, token, 'excel.csv', csv.replace('45,00', '45.00'));
    expect(job.STATUS).toBe('DONE');
    const rows = await rowsOf(t.db, sql`select name, price::text as price from products where sku = 'EXCEL-1'`);
    expect(rows).toEqual([{ name: 'Jarabe para la tos, niños', price: '45.00' }]);
    const units = await rowsOf(t.db, sql`select units from stock where sku = 'EXCEL-1' and branch = 'GDL-ZAPOPAN'`);
    expect(units).toEqual([{ units: 9 }]);
  });

  it('reads XLSX, with numbers as numbers', async () => {
    const data = [
      ['SKU', 'EAN', 'Nombre', 'Precio', 'Activo', 'Existencia GDL-CENTRO'],
      ['XLSX-1', Number(ean(501)), 'Crema de hoja', 120.5, 'sí', 4],
    ].map((row) => row.map((value) => ({ value })));
    const file = await writeXlsxFile(data).toBuffer();
    const { job } = await importFile(t.app, token, 'hoja.xlsx', file);
    expect(job).toMatchObject({ STATUS: 'DONE', CREATED: 1 });
    const rows = await rowsOf(t.db, sql`select barcode, price::text as price from products where sku = 'XLSX-1'`);
    expect(rows).toEqual([{ barcode: ean(501), price: '120.50' }]);
  });

  it('refuses what is not a CSV or XLSX, and an empty file', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const res = await upload(t.app, token, 'foto.csv', png);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ ok: false, errors: 'El archivo no es un CSV ni un XLSX que podamos leer' });
    const fake = await upload(t.app, token, 'hoja.xlsx', Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(100)]));
    expect(fake.statusCode).toBe(415);
    const empty = await upload(t.app, token, 'vacio.csv', 'SKU,Precio\n');
    expect(empty.statusCode).toBe(400);
    const notMultipart = await call(t.app, '/catalogue-import/upload', token, {});
    expect(notMultipart.statusCode).toBe(401); // JSON body, no x-token header: who asks is unknown
  });

  it('exports the same columns, and importing the export changes nothing', async () => {
    const res = await call(t.app, '/catalogue-import/export', token);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const csv = res.body;
    expect(csv.startsWith('\uFEFFSKU,Código de barras,Nombre,Descripción,Marca,Laboratorio,Ingrediente activo,Presentación,Precio,')).toBe(
      true,
    );
    expect(csv).toContain('Existencia GDL-CENTRO,Existencia GDL-CERRADA,Existencia GDL-ZAPOPAN');
    const before = await catalogueSnapshot(t.db);
    const { report, job } = await importFile(t.app, token, 'catalogo.csv', csv);
    expect(report.SUMMARY).toMatchObject({ NEW: 0, UPDATED: 0, STOCK_CHANGES: 0 });
    expect(job).toMatchObject({ STATUS: 'DONE', CREATED: 0, UPDATED: 0, STOCK_CHANGES: 0 });
    expect(await catalogueSnapshot(t.db)).toEqual(before);
  });

  it('resumes an apply that stopped half-way, from the last committed batch', async () => {
    const small = await buildTestApp({ engine, seed: seedSmallDataset, catalogueImport: { batchSize: 2 } });
    try {
      const { token: tk } = await personWith(small.db, ['ADMIN']);
      const lines = [1, 2, 3, 4, 5].map((n) => `RES-${n},${ean(600 + n)},Reanudable ${n},${n}.00,${n}`);
      const csv = ['SKU,EAN,Nombre,Precio,Existencia GDL-CENTRO', ...lines].join('\n');
      // The database refuses RES-3 (a stand-in for a connection lost mid-import): batch 2 fails.
      await small.db.execute(
        sql.raw(`create function refuse_res3() returns trigger language plpgsql as $$ begin
        if new.sku = 'RES-3' then raise exception 'conexión perdida'; end if; return new; end $$`),
      );
      await small.db.execute(sql.raw(`create trigger refuse_res3 before insert on products for each row execute function refuse_res3();`));
      const job = await uploaded(small.app, tk, 'reanudar.csv', csv);
      expect((await dryRun(small.app, tk, job)).PROBLEM_COUNT).toBe(0);
      await call(small.app, '/catalogue-import/apply', tk, { JOB_ID: job.JOB_ID });
      const stopped = await settled(small.app, tk, job.JOB_ID);
      expect(stopped).toMatchObject({ STATUS: 'FAILED', DONE_ROWS: 2, CREATED: 2 });
      expect(stopped.ERROR).toContain('fila 4');
      const skus = async () => (await rowsOf(small.db, sql`select sku from products order by sku`)).map((r) => r.sku);
      expect(await skus()).toEqual(['RES-1', 'RES-2']);

      await small.db.execute(sql.raw('drop trigger refuse_res3 on products'));
      // A process that died while applying leaves RUNNING with a lease that runs out: resumable too.
      await small.db.execute(
        sql`update catalogue_import_jobs set status = 'RUNNING', lease_until = now() - interval '1 second' where id = ${job.JOB_ID}`,
      );
      const resumed = await call(small.app, '/catalogue-import/apply', tk, { JOB_ID: job.JOB_ID });
      expect(resumed.statusCode).toBe(202);
      expect(await settled(small.app, tk, job.JOB_ID)).toMatchObject({ STATUS: 'DONE', DONE_ROWS: 5, CREATED: 5, STOCK_CHANGES: 5 });
      expect(await skus()).toEqual(['RES-1', 'RES-2', 'RES-3', 'RES-4', 'RES-5']);
      expect(await small.db.$count(stockMovements)).toBe(5);
      expect(await small.db.$count(auditLog, eq(auditLog.action, 'catalogue.imported'))).toBe(2);
    } finally {
      await small.close();
    }
  });

  it('keeps a job to its uploader (an ADMIN may follow it)', async () => {
    const job = await uploaded(t.app, token, 'mio.csv', `SKU,Precio\nEXIST-1,10`);
    const other = await personWith(t.db, ['CATALOGUE']);
    const res = await call(t.app, '/catalogue-import/status', other.token, { JOB_ID: job.JOB_ID });
    expect(res.statusCode).toBe(404);
    const admin = await personWith(t.db, ['ADMIN']);
    expect((await call(t.app, '/catalogue-import/status', admin.token, { JOB_ID: job.JOB_ID })).statusCode).toBe(200);
  });
});
