import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { PRICE_HISTORY_PAGE_SIZE } from '@mostrador/shared/schemas/catalogue-admin';
import { auditLog, productPriceHistory, products } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { personWith } from '../helpers/back-office';
import { signedInCustomer } from '../helpers/customers';
import { seedSmallDataset } from '../helpers/dataset';
import { engines } from '../helpers/test-database';
import { adminCall, productForm } from './helpers';

describe.each(engines)('catalogue back office: price guardrail and history on %s', (engine) => {
  let t: TestApp;
  let token: string;
  let accountId: number;
  const save = (product: object, ORIGINAL_SKU: string | null = null, extra: object = {}) =>
    adminCall(t.app, token, 'products/save', { ORIGINAL_SKU, product, ...extra });
  const history = (sku: string) =>
    t.db
      .select({
        old: productPriceHistory.oldPrice,
        new: productPriceHistory.newPrice,
        who: productPriceHistory.accountId,
        source: productPriceHistory.source,
      })
      .from(productPriceHistory)
      .where(eq(productPriceHistory.sku, sku))
      .orderBy(asc(productPriceHistory.id));
  const priceOf = async (sku: string) =>
    (await t.db.select({ price: products.price }).from(products).where(eq(products.sku, sku)))[0]?.price;
  const audits = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;

  beforeAll(async () => {
    t = await buildTestApp({ engine, seed: seedSmallDataset });
    ({ token, accountId } = await personWith(t.db, ['CATALOGUE']));
  });
  afterAll(() => t.close());

  it('keeps the first price at creation, a row per real change, none when the price stays', async () => {
    const form = productForm({ PRICE: '100' });
    expect((await save(form)).statusCode).toBe(200);
    expect(await history(form.SKU)).toEqual([{ old: null, new: '100.00', who: accountId, source: 'back_office' }]);

    // Same price written another way, and another field changed: no row.
    expect((await save({ ...form, PRICE: '$100.00', NAME: 'Paracetamol 750 mg' }, form.SKU)).statusCode).toBe(200);
    expect(await history(form.SKU)).toHaveLength(1);

    // Exactly three times is still a sensible change: saved at once.
    expect((await save({ ...form, PRICE: '300' }, form.SKU)).statusCode).toBe(200);
    expect((await save({ ...form, PRICE: '120.50' }, form.SKU)).statusCode).toBe(200);
    expect((await history(form.SKU)).map((h) => [h.old, h.new])).toEqual([
      [null, '100.00'],
      ['100.00', '300.00'],
      ['300.00', '120.50'],
    ]);
  });

  it('asks before a price beyond ×3, saves it once confirmed, and the history keeps it', async () => {
    const form = productForm({ PRICE: '100' });
    await save(form);
    const auditsBefore = await audits();
    const refused = await save({ ...form, PRICE: '999,999,999' }, form.SKU);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      ok: false,
      errors: 'El precio cambia de $100.00 a $999,999,999.00 (más de 3 veces). Confirma el cambio para guardarlo.',
      CODE: 'PRICE_NEEDS_CONFIRMATION',
      DETAILS: { OLD_PRICE: '100.00', NEW_PRICE: '999999999.00' },
    });
    expect(await priceOf(form.SKU)).toBe('100.00');
    expect(await history(form.SKU)).toHaveLength(1);
    expect(await audits()).toBe(auditsBefore);

    const confirmed = await save({ ...form, PRICE: '999,999,999' }, form.SKU, { CONFIRM_PRICE: true });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().product.PRICE).toBe('999999999.00');
    expect((await history(form.SKU)).at(-1)).toEqual({ old: '100.00', new: '999999999.00', who: accountId, source: 'back_office' });
  });

  it('asks before a price below a third, and CONFIRM_PRICE false asks too', async () => {
    const form = productForm({ PRICE: '90' });
    await save(form);
    const refused = await save({ ...form, PRICE: '29.99' }, form.SKU, { CONFIRM_PRICE: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toBe(
      'El precio cambia de $90.00 a $29.99 (menos de la tercera parte). Confirma el cambio para guardarlo.',
    );
    expect(await priceOf(form.SKU)).toBe('90.00');
    // A third exactly is fine.
    expect((await save({ ...form, PRICE: '30' }, form.SKU)).statusCode).toBe(200);
  });

  it('a taken barcode is refused before the price is asked about', async () => {
    const other = productForm();
    await save(other);
    const form = productForm({ PRICE: '10' });
    await save(form);
    const res = await save({ ...form, BARCODE: other.BARCODE, PRICE: '1000' }, form.SKU);
    expect(res.statusCode).toBe(409);
    expect(res.json().CODE).toBeUndefined();
  });

  it('the history follows a new SKU', async () => {
    const form = productForm({ PRICE: '50' });
    await save(form);
    await save({ ...form, PRICE: '60' }, form.SKU);
    const renamed = `${form.SKU}-N`;
    expect((await save({ ...form, SKU: renamed, PRICE: '70' }, form.SKU)).statusCode).toBe(200);
    expect((await history(renamed)).map((h) => h.new)).toEqual(['50.00', '60.00', '70.00']);
    expect(await history(form.SKU)).toEqual([]);
  });

  it('products/priceHistory lists the changes newest first with who and where from, a page at a time', async () => {
    const form = productForm({ PRICE: '10' });
    await save(form);
    for (let i = 1; i <= PRICE_HISTORY_PAGE_SIZE; i++) await save({ ...form, PRICE: String(10 + i) }, form.SKU);
    const first = await adminCall(t.app, token, 'products/priceHistory', { SKU: form.SKU });
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.HAS_MORE).toBe(true);
    expect(page1.changes).toHaveLength(PRICE_HISTORY_PAGE_SIZE);
    expect(page1.changes[0]).toMatchObject({
      OLD_PRICE: `${9 + PRICE_HISTORY_PAGE_SIZE}.00`,
      NEW_PRICE: `${10 + PRICE_HISTORY_PAGE_SIZE}.00`,
      SOURCE: 'back_office',
      ACCOUNT_NAME: expect.any(String),
    });
    expect(page1.changes[0].ACCOUNT_NAME).not.toBe('');
    expect(Number.isNaN(Date.parse(page1.changes[0].AT))).toBe(false);
    const page2 = (await adminCall(t.app, token, 'products/priceHistory', { SKU: form.SKU, PAGE: 2 })).json();
    expect(page2).toMatchObject({ ok: true, HAS_MORE: false });
    expect(page2.changes).toEqual([expect.objectContaining({ OLD_PRICE: null, NEW_PRICE: '10.00' })]);
  });

  it('refuses a customer and a missing or unknown session, in Spanish', async () => {
    const customer = await signedInCustomer(t.db);
    const asCustomer = await adminCall(t.app, customer.token, 'products/priceHistory', { SKU: 'ADM-1' });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toEqual({ ok: false, errors: expect.stringMatching(/permiso/) });
    // No session behind the token: 401, as every back-office call answers; no token at all fails the body's shape first.
    const unknown = await adminCall(t.app, 'token-que-no-es-de-nadie', 'products/priceHistory', { SKU: 'ADM-1' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ ok: false, errors: expect.stringMatching(/sesión/) });
    const noToken = await t.app.inject({ method: 'POST', url: '/api/admin/catalogue/products/priceHistory', payload: { SKU: 'ADM-1' } });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json()).toEqual({ ok: false, errors: expect.any(String) });
    // A customer cannot confirm a price either: the save itself is refused.
    const save = await adminCall(t.app, customer.token, 'products/save', {
      ORIGINAL_SKU: null,
      product: productForm(),
      CONFIRM_PRICE: true,
    });
    expect(save.statusCode).toBe(403);
  });

  it.each([
    ['an empty SKU', { SKU: '' }],
    ['a SKU too long', { SKU: 'X'.repeat(41) }],
    ['a SKU that is a number', { SKU: 12 }],
    ['no SKU', {}],
    ['page 0', { SKU: 'ADM-1', PAGE: 0 }],
    ['a fractional page', { SKU: 'ADM-1', PAGE: 1.5 }],
    ['a page past the bound', { SKU: 'ADM-1', PAGE: 10_001 }],
    ['a page past 2^53', { SKU: 'ADM-1', PAGE: 2 ** 60 }],
  ])('refuses %s with a Spanish 400', async (_name, body) => {
    const res = await adminCall(t.app, token, 'products/priceHistory', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, errors: expect.any(String) });
  });

  it('answers 404 for a product that does not exist, and refuses a non-boolean CONFIRM_PRICE', async () => {
    const res = await adminCall(t.app, token, 'products/priceHistory', { SKU: 'NO-EXISTE' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, errors: 'No encontramos el producto NO-EXISTE' });
    const form = productForm();
    expect((await save(form, null, { CONFIRM_PRICE: 'sí' })).statusCode).toBe(400);
  });
});
