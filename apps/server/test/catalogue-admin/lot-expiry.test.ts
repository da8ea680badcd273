import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { personWith } from '../helpers/back-office';
import { seedSmallDataset } from '../helpers/dataset';
import { engines } from '../helpers/test-database';
import { adminCall, productForm } from './helpers';

/** The editor's two picking fields (issue 33): lot and expiry required, and the minimum days of life. */
describe.each(engines)('catalogue back office: lot and expiry at picking on %s', (engine) => {
  let t: TestApp;
  let token: string;
  const save = (product: object, ORIGINAL_SKU: string | null = null) => adminCall(t.app, token, 'products/save', { ORIGINAL_SKU, product });
  const stored = async (sku: string) =>
    (await t.db.select({ needs: products.needsLotExpiry, days: products.minExpiryDays }).from(products).where(eq(products.sku, sku)))[0];

  beforeAll(async () => {
    t = await buildTestApp({ engine, seed: seedSmallDataset });
    token = (await personWith(t.db, ['CATALOGUE'])).token;
  });
  afterAll(() => t.close());

  it('stores them, reads them back and changes them', async () => {
    const form = productForm({ NEEDS_LOT_EXPIRY: true, MIN_EXPIRY_DAYS: 30 });
    const created = await save(form);
    expect(created.statusCode).toBe(200);
    expect(created.json().product).toMatchObject({ NEEDS_LOT_EXPIRY: true, MIN_EXPIRY_DAYS: 30 });
    expect(await stored(form.SKU)).toEqual({ needs: true, days: 30 });
    const read = await adminCall(t.app, token, 'products/get', { SKU: form.SKU });
    expect(read.json().product).toMatchObject({ NEEDS_LOT_EXPIRY: true, MIN_EXPIRY_DAYS: 30 });

    const changed = await save({ ...form, NEEDS_LOT_EXPIRY: false, MIN_EXPIRY_DAYS: 3650 }, form.SKU);
    expect(changed.statusCode).toBe(200);
    expect(await stored(form.SKU)).toEqual({ needs: false, days: 3650 });
  });

  it('a caller that does not send them gets the defaults: no lot asked, 0 days', async () => {
    const form = productForm();
    expect((await save(form)).json().product).toMatchObject({ NEEDS_LOT_EXPIRY: false, MIN_EXPIRY_DAYS: 0 });
    expect(await stored(form.SKU)).toEqual({ needs: false, days: 0 });
  });

  it('an update that leaves them out keeps what is stored, renamed or not', async () => {
    const without = productForm();
    const form = { ...without, NEEDS_LOT_EXPIRY: true, MIN_EXPIRY_DAYS: 45 };
    expect((await save(form)).statusCode).toBe(200);
    const edited = await save({ ...without, NAME: 'Amoxicilina 500 mg' }, form.SKU);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().product).toMatchObject({ NAME: 'Amoxicilina 500 mg', NEEDS_LOT_EXPIRY: true, MIN_EXPIRY_DAYS: 45 });
    expect(await stored(form.SKU)).toEqual({ needs: true, days: 45 });
    const renamed = await save({ ...without, SKU: `${form.SKU}-B` }, form.SKU);
    expect(renamed.statusCode).toBe(200);
    expect(await stored(`${form.SKU}-B`)).toEqual({ needs: true, days: 45 });
    // One of the two sent: that one changes, the other stays.
    expect((await save({ ...without, SKU: `${form.SKU}-B`, MIN_EXPIRY_DAYS: 10 }, `${form.SKU}-B`)).statusCode).toBe(200);
    expect(await stored(`${form.SKU}-B`)).toEqual({ needs: true, days: 10 });
  });

  it.each([-1, 3651, 2.5, 2 ** 31])('refuses %s days with a 400 in Spanish naming the field', async (days) => {
    const form = productForm({ MIN_EXPIRY_DAYS: days });
    const res = await save(form);
    expect(res.statusCode).toBe(400);
    expect(res.json().ok).toBe(false);
    expect(res.json().errors).toContain('Días mínimos de vida al surtir');
    expect(await stored(form.SKU)).toBeUndefined();
  });
});
