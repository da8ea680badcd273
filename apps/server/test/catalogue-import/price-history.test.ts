import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, inArray } from 'drizzle-orm';
import { productPriceHistory } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { personWith } from '../helpers/back-office';
import { seedSmallDataset } from '../helpers/dataset';
import { buildProduct } from '../helpers/factories';
import { dryRun, ean, importFile, uploaded } from '../helpers/catalogue-import';
import { engines } from '../helpers/test-database';

const FILE = [
  'SKU,Código de barras,Nombre,Precio',
  `PH-NEW,${ean(901)},Nuevo,12`,
  `PH-UP,${ean(902)},Sube,"$1,000.00"`,
  `PH-SAME,${ean(903)},Igual,50`,
  `PH-DOWN,${ean(904)},Baja,5`,
  `PH-SOME,${ean(905)},Poco,299.99`,
].join('\n');

describe.each(engines)('catalogue import: price warnings and history on %s', (engine) => {
  let t: TestApp;
  let token: string;
  let accountId: number;
  const rows = () =>
    t.db
      .select({
        sku: productPriceHistory.sku,
        old: productPriceHistory.oldPrice,
        new: productPriceHistory.newPrice,
        who: productPriceHistory.accountId,
        source: productPriceHistory.source,
      })
      .from(productPriceHistory)
      .where(inArray(productPriceHistory.sku, ['PH-NEW', 'PH-UP', 'PH-SAME', 'PH-DOWN', 'PH-SOME']))
      .orderBy(asc(productPriceHistory.sku), asc(productPriceHistory.id));

  beforeAll(async () => {
    t = await buildTestApp({
      engine,
      seed: async (db) => {
        await seedSmallDataset(db);
        await buildProduct(db, { sku: 'PH-UP', barcode: ean(902), name: 'Sube', price: '100.00' });
        await buildProduct(db, { sku: 'PH-SAME', barcode: ean(903), name: 'Igual', price: '50.00' });
        await buildProduct(db, { sku: 'PH-DOWN', barcode: ean(904), name: 'Baja', price: '20.00' });
        await buildProduct(db, { sku: 'PH-SOME', barcode: ean(905), name: 'Poco', price: '100.00' });
      },
    });
    ({ token, accountId } = await personWith(t.db, ['CATALOGUE']));
  });
  afterAll(() => t.close());

  it('the dry run warns, row by row, of prices beyond ×3 or below a third, and still lets the file apply', async () => {
    const job = await uploaded(t.app, token, 'precios.csv', FILE);
    const report = await dryRun(t.app, token, job);
    expect(report.PROBLEM_COUNT).toBe(0);
    expect(report.JOB.STATUS).toBe('VALIDATED');
    expect(report.WARNING_COUNT).toBe(2);
    expect(report.WARNINGS).toEqual([
      {
        ROW: 3,
        COLUMN: 'Precio',
        CODE: 'PRICE_JUMP_UP',
        MESSAGE: 'El precio cambia de $100.00 a $1,000.00 (más de 3 veces); revisa que sea correcto antes de aplicar',
      },
      {
        ROW: 5,
        COLUMN: 'Precio',
        CODE: 'PRICE_JUMP_DOWN',
        MESSAGE: 'El precio cambia de $20.00 a $5.00 (menos de la tercera parte); revisa que sea correcto antes de aplicar',
      },
    ]);
    expect(await rows()).toEqual([]);
  });

  it('apply keeps a history row per price it changes, in the name of who imported, and none for an equal price', async () => {
    const { job } = await importFile(t.app, token, 'precios.csv', FILE);
    expect(job.STATUS).toBe('DONE');
    const who = { who: accountId, source: 'import' };
    expect(await rows()).toEqual([
      { sku: 'PH-DOWN', old: '20.00', new: '5.00', ...who },
      { sku: 'PH-NEW', old: null, new: '12.00', ...who },
      { sku: 'PH-SOME', old: '100.00', new: '299.99', ...who },
      { sku: 'PH-UP', old: '100.00', new: '1000.00', ...who },
    ]);
    // The back office's history call shows them, with the importer's name.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/products/priceHistory',
      payload: { token, SKU: 'PH-UP' },
    });
    expect(res.json().changes).toEqual([expect.objectContaining({ OLD_PRICE: '100.00', NEW_PRICE: '1000.00', SOURCE: 'import' })]);

    // The same file again changes no price: no new row, and no warning any more.
    const again = await importFile(t.app, token, 'precios.csv', FILE);
    expect(again.report.WARNING_COUNT).toBe(0);
    expect(await rows()).toHaveLength(4);
  });
});
