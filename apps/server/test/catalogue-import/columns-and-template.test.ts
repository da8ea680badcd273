import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { categories, productCategories, stock } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, personWith } from '../helpers/back-office';
import { seedSmallDataset } from '../helpers/dataset';
import { buildBranch, buildProduct } from '../helpers/factories';
import { catalogueSnapshot, dryRun, ean, importFile, rowsOf, seedCategories, uploaded } from '../helpers/catalogue-import';
import { engines } from '../helpers/test-database';

const problemsOf = (report: { PROBLEMS: { ROW: number; COLUMN: string; CODE: string }[] }) =>
  report.PROBLEMS.map((p) => `${p.ROW}|${p.COLUMN}|${p.CODE}`);

/** Issue 32: the import reads what its instructions say: branch names, "Categorías", its own template; the dry run shows before → after. */
describe.each(engines)('catalogue import columns and template on %s', (engine) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await buildTestApp({
      engine,
      seed: async (db) => {
        await seedSmallDataset(db);
        // A chain's branch names share their first word, as the demo's do ("Mostrador Centro").
        await db.execute(sql`update branches set name = 'Mostrador ' || name`);
        await buildBranch(db, { code: 'TON-CENTRO', name: 'Mostrador Tonalá' });
        // Two branches of one name: the name alone cannot say which (the template writes their codes).
        await buildBranch(db, { code: 'TON-PLAZA', name: 'Mostrador Tonalá', active: false });
        await seedCategories(db);
        // "Bebés" is a department and a brand category: by name alone it could be either.
        await db.insert(categories).values({ type: 'MARCA', id: 'bebes-marca', name: 'Bebés' });
        await buildProduct(db, { sku: 'ANTES-1', barcode: ean(1), name: 'Antes', brand: '', price: '1234.50' });
        await buildProduct(db, { sku: 'IGUAL-1', barcode: ean(2), name: 'Igual', price: '20.00' });
        await buildProduct(db, { sku: 'MARCA-1', barcode: ean(3), name: 'Con marca', price: '30.00' });
        await db.insert(productCategories).values([
          { sku: 'ANTES-1', type: 'DEPARTAMENTO', categoryId: 'medicamentos' },
          { sku: 'MARCA-1', type: 'DEPARTAMENTO', categoryId: 'bebes' },
          { sku: 'MARCA-1', type: 'MARCA', categoryId: 'genericos' },
        ]);
        await db.insert(stock).values({ branch: 'GDL-CENTRO', sku: 'ANTES-1', units: 3 });
      },
    });
    ({ token } = await personWith(t.db, ['CATALOGUE']));
  });
  afterAll(() => t.close());

  it('maps "Existencia <sucursal>" by the branch’s name, with or without the words all names share, any case or accents', async () => {
    const header = 'SKU,Precio,Existencia Mostrador Centro,Existencia ZAPOPÁN,Existencia ton-centro,Existencia GDL-CERRADA';
    const job = await uploaded(t.app, token, 'nombres.csv', `${header}\nIGUAL-1,20,5,6,7,8`);
    expect(job.MAPPING).toEqual(['SKU', 'PRICE', 'STOCK:GDL-CENTRO', 'STOCK:GDL-ZAPOPAN', 'STOCK:TON-CENTRO', 'STOCK:GDL-CERRADA']);
    expect(job.BRANCH_LIST).toContainEqual({ CODE: 'GDL-ZAPOPAN', NAME: 'Mostrador Zapopan' });
    const { report } = await importFile(t.app, token, 'nombres.csv', `${header}\nIGUAL-1,20,5,6,7,8`);
    expect(report.SUMMARY.STOCK_CHANGES).toBe(4);
    const units = await rowsOf(t.db, sql`select branch, units from stock where sku = 'IGUAL-1' order by branch`);
    expect(units).toEqual([
      { branch: 'GDL-CENTRO', units: 5 },
      { branch: 'GDL-CERRADA', units: 8 },
      { branch: 'GDL-ZAPOPAN', units: 6 },
      { branch: 'TON-CENTRO', units: 7 },
    ]);
  });

  it('refuses, naming the column, a stock column whose words name no branch or several, and writes nothing', async () => {
    const before = await catalogueSnapshot(t.db);
    const job = await uploaded(t.app, token, 'norte.csv', 'SKU,Existencia Mostrador Norte,Existencia Tonalá\nIGUAL-1,4,5');
    const report = await dryRun(t.app, token, job);
    expect(problemsOf(report)).toEqual(['1|Existencia Mostrador Norte|BRANCH_UNKNOWN', '1|Existencia Tonalá|BRANCH_AMBIGUOUS']);
    expect(report.PROBLEMS.map((p) => p.MESSAGE)).toEqual([
      'Sucursal desconocida: «Mostrador Norte»',
      '«Tonalá» puede ser varias sucursales (TON-CENTRO, TON-PLAZA): escribe su clave',
    ]);
    expect(await catalogueSnapshot(t.db)).toEqual(before);
  });

  it('reads the "Categorías" column: names or IDs of any type separated by |, added to a type’s own column', async () => {
    const header = 'SKU,Código de barras,Nombre,Precio,Categorías,Departamentos';
    const csv = `${header}\nCAT-1,${ean(11)},Con categorías,5,Medicamentos | dolor,bebes`;
    const job = await uploaded(t.app, token, 'categorias.csv', csv);
    expect(job.MAPPING).toEqual(['SKU', 'EAN', 'NAME', 'PRICE', 'CATEGORIES', 'DEPARTAMENTO']);
    await importFile(t.app, token, 'categorias.csv', csv);
    const cats = await rowsOf(t.db, sql`select type, category_id from product_categories where sku = 'CAT-1' order by 1, 2`);
    expect(cats).toEqual([
      { type: 'DEPARTAMENTO', category_id: 'bebes' },
      { type: 'DEPARTAMENTO', category_id: 'medicamentos' },
      { type: 'PADECIMIENTO', category_id: 'dolor' },
    ]);
  });

  it('sets, from "Categorías", only the types it names: the product keeps its other categories; an empty cell keeps them all', async () => {
    await importFile(t.app, token, 'solo-padecimiento.csv', 'SKU,Categorías\nMARCA-1,Dolor y fiebre\nANTES-1,');
    const cats = await rowsOf(
      t.db,
      sql`select sku, type, category_id from product_categories where sku in ('MARCA-1', 'ANTES-1') order by 1, 2, 3`,
    );
    expect(cats).toEqual([
      { sku: 'ANTES-1', type: 'DEPARTAMENTO', category_id: 'medicamentos' },
      { sku: 'MARCA-1', type: 'DEPARTAMENTO', category_id: 'bebes' },
      { sku: 'MARCA-1', type: 'MARCA', category_id: 'genericos' },
      { sku: 'MARCA-1', type: 'PADECIMIENTO', category_id: 'dolor' },
    ]);
  });

  it('refuses, for its row, a category of "Categorías" that does not exist or that names categories of two types', async () => {
    const before = await catalogueSnapshot(t.db);
    const csv = ['SKU,Categorías', 'ANTES-1,medicamentos|juguetes', 'IGUAL-1,Bebés'].join('\n');
    const report = await dryRun(t.app, token, await uploaded(t.app, token, 'categorias-mal.csv', csv));
    expect(problemsOf(report)).toEqual(['2|Categorías|CATEGORY_UNKNOWN', '3|Categorías|CATEGORY_AMBIGUOUS']);
    expect(report.PROBLEMS.map((p) => p.MESSAGE)).toEqual([
      'Categoría desconocida: «juguetes»',
      '«Bebés» es categoría de varios tipos (Departamentos, Categorías de marca): escríbela en la columna de su tipo',
    ]);
    expect(report.CHANGES).toEqual([]);
    expect(await catalogueSnapshot(t.db)).toEqual(before);
  });

  it('shows each row’s changes before → after: prices in pesos, category names, stock by branch name; new and unchanged rows marked', async () => {
    const before = await catalogueSnapshot(t.db);
    const csv = [
      'SKU,Código de barras,Nombre,Marca,Precio,Departamentos,Existencia GDL-CENTRO',
      `ANTES-1,${ean(1)},Después,Marca Nueva,"$1,299.00",medicamentos|bebes,8`,
      `IGUAL-1,${ean(2)},Igual,,20,,`,
      `NUEVO-9,${ean(9)},Nuevo,,45.5,,`,
    ].join('\n');
    const report = await dryRun(t.app, token, await uploaded(t.app, token, 'cambios.csv', csv));
    expect(report.PROBLEMS).toEqual([]);
    expect(report.CHANGES).toEqual([
      {
        ROW: 2,
        SKU: 'ANTES-1',
        KIND: 'CHANGED',
        FIELDS: [
          { FIELD: 'NAME', LABEL: 'Nombre', BEFORE: 'Antes', AFTER: 'Después' },
          { FIELD: 'BRAND', LABEL: 'Marca', BEFORE: '', AFTER: 'Marca Nueva' },
          { FIELD: 'PRICE', LABEL: 'Precio', BEFORE: '$1,234.50', AFTER: '$1,299.00' },
          { FIELD: 'DEPARTAMENTO', LABEL: 'Departamentos', BEFORE: 'Medicamentos', AFTER: 'Bebés, Medicamentos' },
          { FIELD: 'STOCK:GDL-CENTRO', LABEL: 'Existencia Mostrador Centro (GDL-CENTRO)', BEFORE: '3', AFTER: '8' },
        ],
      },
      { ROW: 3, SKU: 'IGUAL-1', KIND: 'UNCHANGED', FIELDS: [] },
      {
        ROW: 4,
        SKU: 'NUEVO-9',
        KIND: 'NEW',
        FIELDS: [
          { FIELD: 'EAN', LABEL: 'Código de barras', BEFORE: '', AFTER: ean(9) },
          { FIELD: 'NAME', LABEL: 'Nombre', BEFORE: '', AFTER: 'Nuevo' },
          { FIELD: 'PRICE', LABEL: 'Precio', BEFORE: '', AFTER: '$45.50' },
        ],
      },
    ]);
    expect(report.SUMMARY).toEqual({ NEW: 1, UPDATED: 1, UNCHANGED: 1, STOCK_CHANGES: 1 });
    expect(await catalogueSnapshot(t.db)).toEqual(before);
  });

  it('hands out a CSV template with the exact columns, which passes the dry run as downloaded, also once applied', async () => {
    const res = await call(t.app, '/catalogue-import/template', token, { FORMAT: 'CSV' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="plantilla-catalogo.csv"');
    const [header, ...rows] = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe(
      'SKU,Código de barras,Nombre,Descripción,Marca,Laboratorio,Ingrediente activo,Presentación,Precio,Requiere receta,Activo,' +
        'Requiere lote y caducidad,Días mínimos de vida,Grupo (I–VI),Antibiótico,Categorías,Existencia Mostrador Centro,Existencia Mostrador Zapopan,Existencia TON-CENTRO',
    );
    expect(rows).toHaveLength(2);
    const job = await uploaded(t.app, token, 'plantilla-catalogo.csv', res.body);
    expect(job.MAPPING).not.toContain('');
    const { report } = await importFile(t.app, token, 'plantilla-catalogo.csv', res.body);
    expect(report.PROBLEMS).toEqual([]);
    expect(report.SUMMARY).toMatchObject({ NEW: 2 });
    // The examples are inactive: applying the template unchanged shows nothing to shoppers.
    expect(await rowsOf(t.db, sql`select sku, active from products where sku like 'EJEMPLO-%' order by 1`)).toEqual([
      { sku: 'EJEMPLO-1', active: false },
      { sku: 'EJEMPLO-2', active: false },
    ]);
    const again = await call(t.app, '/catalogue-import/template', token, { FORMAT: 'CSV' });
    const second = await dryRun(t.app, token, await uploaded(t.app, token, 'otra-vez.csv', again.body));
    expect(second.PROBLEMS).toEqual([]);
    expect(second.SUMMARY).toMatchObject({ NEW: 0, UNCHANGED: 2 });
  });

  it('hands out an XLSX template with the same columns, which passes the dry run as downloaded', async () => {
    const csv = await call(t.app, '/catalogue-import/template', token, { FORMAT: 'CSV' });
    const res = await call(t.app, '/catalogue-import/template', token, { FORMAT: 'XLSX' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const job = await uploaded(t.app, token, 'plantilla-catalogo.xlsx', res.rawPayload);
    expect(job.HEADERS.join(',')).toBe(csv.body.replace(/^\uFEFF/, '').split('\r\n')[0]);
    expect(job.SAMPLE[0]?.slice(8, 13)).toEqual(['45.50', 'no', 'no', 'no', '0']);
    expect(job.SAMPLE[1]?.slice(9, 13)).toEqual(['sí', 'no', 'sí', '30']);
    const report = await dryRun(t.app, token, job);
    expect(report.PROBLEMS).toEqual([]);
    expect(report.SUMMARY.NEW + report.SUMMARY.UPDATED + report.SUMMARY.UNCHANGED).toBe(2);
  });

  it('refuses a template format it does not write, in Spanish', async () => {
    const res = await call(t.app, '/catalogue-import/template', token, { FORMAT: 'PDF' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, errors: 'El campo «Formato» debe ser uno de: CSV, XLSX' });
  });
});
