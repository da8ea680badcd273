import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, products } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { personWith } from '../helpers/back-office';
import { seedSmallDataset } from '../helpers/dataset';
import { engines } from '../helpers/test-database';
import { adminCall, productForm } from './helpers';

/** The editor's medicine fields (issue 34): the group I–VI and the antibiotic flag, and the one prescription rule. */
describe.each(engines)('catalogue back office: medicine group and antibiotic on %s', (engine) => {
  let t: TestApp;
  let token: string;
  const save = (product: object, ORIGINAL_SKU: string | null = null) => adminCall(t.app, token, 'products/save', { ORIGINAL_SKU, product });
  const stored = async (sku: string) =>
    (
      await t.db
        .select({ group: products.medicineGroup, antibiotic: products.antibiotic, rx: products.requiresPrescription })
        .from(products)
        .where(eq(products.sku, sku))
    )[0];

  beforeAll(async () => {
    t = await buildTestApp({ engine, seed: seedSmallDataset });
    token = (await personWith(t.db, ['CATALOGUE'])).token;
  });
  afterAll(() => t.close());

  it('stores them, reads them back, audits them and changes them', async () => {
    const form = productForm({ MEDICINE_GROUP: 4, ANTIBIOTIC: true, REQUIRES_PRESCRIPTION: true });
    const created = await save(form);
    expect(created.statusCode).toBe(200);
    expect(created.json().product).toMatchObject({ MEDICINE_GROUP: 4, ANTIBIOTIC: true, REQUIRES_PRESCRIPTION: true });
    expect(await stored(form.SKU)).toEqual({ group: 4, antibiotic: true, rx: true });
    const read = await adminCall(t.app, token, 'products/get', { SKU: form.SKU });
    expect(read.json().product).toMatchObject({ MEDICINE_GROUP: 4, ANTIBIOTIC: true });

    const changed = await save({ ...form, MEDICINE_GROUP: 6, ANTIBIOTIC: false, REQUIRES_PRESCRIPTION: false }, form.SKU);
    expect(changed.statusCode).toBe(200);
    expect(await stored(form.SKU)).toEqual({ group: 6, antibiotic: false, rx: false });
    const [audit] = await t.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'catalogue.product.updated'), eq(auditLog.targetText, form.SKU)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.before).toMatchObject({ medicineGroup: 4, antibiotic: true });
    expect(audit?.after).toMatchObject({ medicineGroup: 6, antibiotic: false });
  });

  it.each([1, 2, 3, 4])('group %s always requires a prescription, whatever the editor sent', async (group) => {
    const form = productForm({ MEDICINE_GROUP: group, REQUIRES_PRESCRIPTION: false });
    const res = await save(form);
    expect(res.statusCode).toBe(200);
    expect(res.json().product.REQUIRES_PRESCRIPTION).toBe(true);
    expect(await stored(form.SKU)).toEqual({ group, antibiotic: false, rx: true });
  });

  it('an antibiotic always requires a prescription; group V and VI keep what was sent', async () => {
    const antibiotic = productForm({ MEDICINE_GROUP: 5, ANTIBIOTIC: true, REQUIRES_PRESCRIPTION: false });
    expect((await save(antibiotic)).statusCode).toBe(200);
    expect(await stored(antibiotic.SKU)).toEqual({ group: 5, antibiotic: true, rx: true });
    const free = productForm({ MEDICINE_GROUP: 6, REQUIRES_PRESCRIPTION: false });
    expect((await save(free)).statusCode).toBe(200);
    expect(await stored(free.SKU)).toEqual({ group: 6, antibiotic: false, rx: false });
  });

  it('a caller that leaves them out: not a medicine when new, what is stored when editing', async () => {
    const without = productForm();
    expect((await save(without)).json().product).toMatchObject({ MEDICINE_GROUP: null, ANTIBIOTIC: false });
    const form = { ...without, SKU: `${without.SKU}-M`, BARCODE: productForm().BARCODE, MEDICINE_GROUP: 3 };
    expect((await save(form)).statusCode).toBe(200);
    const { MEDICINE_GROUP: _g, ...rest } = form;
    const edited = await save({ ...rest, NAME: 'Clonazepam 2 mg' }, form.SKU);
    expect(edited.statusCode).toBe(200);
    expect(await stored(form.SKU)).toEqual({ group: 3, antibiotic: false, rx: true });
    // Null sent: no longer a medicine.
    expect((await save({ ...rest, MEDICINE_GROUP: null }, form.SKU)).statusCode).toBe(200);
    expect((await stored(form.SKU))?.group).toBeNull();
  });

  it('refuses an antibiotic that is not a medicine, in Spanish, and stores nothing', async () => {
    const form = productForm({ MEDICINE_GROUP: null, ANTIBIOTIC: true });
    const res = await save(form);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toBe('Un antibiótico es un medicamento: elige su grupo (I a VI)');
    expect(await stored(form.SKU)).toBeUndefined();
  });

  it.each([0, 7, 2.5, '3'])('refuses group %s with a 400 naming the field', async (group) => {
    const form = productForm({ MEDICINE_GROUP: group });
    const res = await save(form);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContain('Grupo (I–VI)');
    expect(await stored(form.SKU)).toBeUndefined();
  });
});
