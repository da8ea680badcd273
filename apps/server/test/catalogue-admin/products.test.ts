import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, categories, products, searchSynonyms } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { personWith } from '../helpers/back-office';
import { setStock, signedInCustomer } from '../helpers/customers';
import { seedSmallDataset } from '../helpers/dataset';
import { engines } from '../helpers/test-database';
import { adminCall, freshEan, productForm } from './helpers';

describe.each(engines)('catalogue back office: products on %s', (engine) => {
  let t: TestApp;
  let token: string;
  const save = (product: object, ORIGINAL_SKU: string | null = null) => adminCall(t.app, token, 'products/save', { ORIGINAL_SKU, product });
  const storefront = async (q: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/catalogue/products?q=${encodeURIComponent(q)}` }))
      .json<{ products: { SKU: string }[] }>()
      .products.map((p) => p.SKU);
  const auditCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;

  beforeAll(async () => {
    t = await buildTestApp({ engine, seed: seedSmallDataset });
    token = (await personWith(t.db, ['CATALOGUE'])).token;
    await t.db.insert(categories).values([
      { type: 'DEPARTAMENTO', id: 'farmacia', name: 'Farmacia', position: 1 },
      { type: 'PADECIMIENTO', id: 'dolor', name: 'Dolor', position: 1 },
    ]);
  });
  afterAll(() => t.close());

  it.each([
    [{ SKU: '' }, 'Escribe el SKU'],
    [{ SKU: 'con espacio' }, 'El SKU lleva solo letras, números y guiones (hasta 40)'],
    [{ BARCODE: '' }, 'Escribe el código de barras EAN-13'],
    [{ BARCODE: '75012345' }, 'El código de barras EAN-13 lleva exactamente 13 dígitos'],
    [{ BARCODE: '7501234567890' }, 'El dígito verificador del código de barras 7501234567890 no es correcto'],
    [{ NAME: '  ' }, 'Escribe el nombre del producto'],
    [{ PRICE: '' }, 'Escribe el precio'],
    [{ PRICE: '12.345' }, 'El precio debe ser un número en pesos con hasta dos decimales, por ejemplo 89.50'],
    [{ PRICE: 'doce' }, 'El precio debe ser un número en pesos con hasta dos decimales, por ejemplo 89.50'],
    [{ PRICE: '0.00' }, 'El precio debe ser mayor que $0.00'],
    [{ PROMOTION: { TYPE: 'NXM', N: 2, M: 2 } }, 'En la promoción NxM, N debe ser mayor que M y M al menos 1 (por ejemplo 3x2)'],
    [{ PROMOTION: { TYPE: 'NXM', N: 3, M: 0 } }, 'En la promoción NxM, N debe ser mayor que M y M al menos 1 (por ejemplo 3x2)'],
    [{ PROMOTION: { TYPE: 'BUY_N_GET_NEXT', N: 0 } }, 'En «compra N y el siguiente gratis», N debe ser al menos 1'],
    [{ PROMOTION: { TYPE: 'PERCENT', PERCENT: 100 } }, 'El porcentaje de descuento debe ser mayor que 0 y menor que 100'],
    [
      { PROMOTION: { TYPE: 'PERCENT', PERCENT: 10, FROM: '2026-05-10', UNTIL: '2026-05-01' } },
      'La fecha final de la promoción no puede ser anterior a la inicial',
    ],
    [{ PROMOTION: { TYPE: 'PERCENT', PERCENT: 10, FROM: '2026-02-30' } }, 'La fecha 2026-02-30 no existe'],
    [{ CATEGORIES: [{ TYPE: 'MARCA', ID: 'no-existe' }] }, 'No existe la categoría MARCA «no-existe»'],
  ])('refuses %j in Spanish and writes nothing', async (overrides, message) => {
    const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(products))[0]!.n;
    const auditBefore = await auditCount();
    const res = await save(productForm(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, errors: message });
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(products))[0]!.n).toBe(before);
    expect(await auditCount()).toBe(auditBefore);
  });

  it('creates a product with every field, audits it, and the storefront search finds it', async () => {
    const form = productForm({
      NAME: 'Zumbalina jarabe infantil',
      PRICE: '$1,234.5',
      CATEGORIES: [
        { TYPE: 'DEPARTAMENTO', ID: 'farmacia' },
        { TYPE: 'PADECIMIENTO', ID: 'dolor' },
      ],
      REQUIRES_PRESCRIPTION: true,
      PROMOTION: { TYPE: 'NXM', N: 3, M: 2, FROM: '2020-01-01', UNTIL: null },
    });
    expect(await storefront('zumbalina')).toEqual([]);
    const auditBefore = await auditCount();
    const res = await save(form);
    expect(res.statusCode).toBe(200);
    const product = res.json().product;
    expect(product).toMatchObject({ SKU: form.SKU, PRICE: '1234.50', SOLD: false, REQUIRES_PRESCRIPTION: true });
    expect(product.PROMOTION).toEqual({ TYPE: 'NXM', N: 3, M: 2, PERCENT: 0, FROM: '2020-01-01', UNTIL: null });
    expect(product.CATEGORIES).toEqual([
      { TYPE: 'DEPARTAMENTO', ID: 'farmacia' },
      { TYPE: 'PADECIMIENTO', ID: 'dolor' },
    ]);
    expect(await auditCount()).toBe(auditBefore + 1);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetText, form.SKU));
    expect(entry?.action).toBe('catalogue.product.created');
    expect(await storefront('zumbalina')).toEqual([form.SKU]);
    // The admin list finds it with the storefront's own reading of words (a typo corrected).
    const listed = await adminCall(t.app, token, 'products/search', { QUERY: 'zumbalna' });
    expect(listed.json().products.map((p: { SKU: string }) => p.SKU)).toEqual([form.SKU]);
  });

  it('refuses a taken SKU or barcode, and keeps the SKU of a product already sold', async () => {
    const first = productForm();
    expect((await save(first)).statusCode).toBe(200);
    const dupSku = await save(productForm({ SKU: first.SKU }));
    expect(dupSku.statusCode).toBe(409);
    expect(dupSku.json().errors).toBe(`Ya existe un producto con el SKU ${first.SKU}`);
    const dupEan = await save(productForm({ BARCODE: first.BARCODE }));
    expect(dupEan.statusCode).toBe(409);
    expect(dupEan.json().errors).toBe(`El código de barras ${first.BARCODE} ya es del producto ${first.SKU}`);

    // Not sold yet: the SKU may change, and its stock goes with it.
    await setStock(t.db, 'GDL-CENTRO', first.SKU, 7);
    const renamed = await save({ ...first, SKU: `${first.SKU}-B` }, first.SKU);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().product.STOCK).toContainEqual({ BRANCH: 'GDL-CENTRO', NAME: 'Centro', UNITS: 7 });
    const sku = `${first.SKU}-B`;

    // Sell one: from then on the SKU is fixed, other fields still change.
    const buyer = await signedInCustomer(t.db);
    await t.app.inject({ method: 'POST', url: '/api/orders/shoppingCartAddProduct', payload: { token: buyer.token, SKU: sku } });
    const sold = await t.app.inject({
      method: 'POST',
      url: '/api/orders/shoppingCartFinish',
      payload: { token: buyer.token, PHONE: buyer.phone, ADDRESS_ID: buyer.addressIds[0] },
    });
    expect(sold.statusCode).toBe(200);
    const locked = await save({ ...first, SKU: `${sku}-C` }, sku);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().errors).toBe(`El SKU ${sku} ya tiene ventas y no se puede cambiar`);
    const edited = await save({ ...first, SKU: sku, PRICE: '99' }, sku);
    expect(edited.json().product).toMatchObject({ SKU: sku, PRICE: '99.00', SOLD: true });
  });

  it('the cart charges a 3x2 as 2 of 3, and ignores a promotion outside its dates', async () => {
    const current = productForm({ PRICE: '30', PROMOTION: { TYPE: 'NXM', N: 3, M: 2 } });
    const expired = productForm({ PRICE: '30', PROMOTION: { TYPE: 'NXM', N: 3, M: 2, FROM: '2020-01-01', UNTIL: '2020-12-31' } });
    const future = productForm({ PRICE: '30', PROMOTION: { TYPE: 'PERCENT', PERCENT: 50, FROM: '2999-01-01' } });
    for (const f of [current, expired, future]) expect((await save(f)).statusCode).toBe(200);
    const buyer = await signedInCustomer(t.db);
    for (const f of [current, expired, future])
      await t.app.inject({
        method: 'POST',
        url: '/api/orders/shoppingCartUpdateProductUnits',
        payload: { token: buyer.token, SKU: f.SKU, UNITS: 3 },
      });
    const cart = (await t.app.inject({ method: 'POST', url: '/api/orders/shoppingCart', payload: { token: buyer.token } })).json()
      .shoppingCart as { products: { SKU: string; LINE_TOTAL: number; SOY_TU_FAN_JSON: string | null }[] };
    const line = (sku: string) => cart.products.find((p) => p.SKU === sku)!;
    expect(line(current.SKU).LINE_TOTAL).toBe(60);
    expect(line(expired.SKU)).toMatchObject({ LINE_TOTAL: 90, SOY_TU_FAN_JSON: null });
    expect(line(future.SKU)).toMatchObject({ LINE_TOTAL: 90, SOY_TU_FAN_JSON: null });
  });

  it('bulk deactivates (the storefront stops finding them), activates and moves to a category', async () => {
    const a = productForm({ NAME: 'Quelxino gotas' });
    const b = productForm({ NAME: 'Quelxino spray' });
    for (const f of [a, b]) await save(f);
    expect((await storefront('quelxino')).sort()).toEqual([a.SKU, b.SKU].sort());
    const off = await adminCall(t.app, token, 'products/bulk', { SKUS: [a.SKU, b.SKU], ACTION: 'DEACTIVATE' });
    expect(off.json()).toEqual({ ok: true, CHANGED: 2 });
    expect(await storefront('quelxino')).toEqual([]);
    const inactive = await adminCall(t.app, token, 'products/search', { QUERY: 'quelxino', ACTIVE: false });
    expect(inactive.json().TOTAL).toBe(2);
    expect((await adminCall(t.app, token, 'products/bulk', { SKUS: [a.SKU], ACTION: 'ACTIVATE' })).json().CHANGED).toBe(1);
    expect(await storefront('quelxino')).toEqual([a.SKU]);
    const noCategory = await adminCall(t.app, token, 'products/bulk', { SKUS: [a.SKU], ACTION: 'MOVE' });
    expect(noCategory.json()).toEqual({ ok: false, errors: 'Elige la categoría a la que se mueven los productos' });
    const moved = await adminCall(t.app, token, 'products/bulk', {
      SKUS: [a.SKU, b.SKU],
      ACTION: 'MOVE',
      CATEGORY: { TYPE: 'PADECIMIENTO', ID: 'dolor' },
    });
    expect(moved.json().CHANGED).toBe(2);
    const inCategory = await adminCall(t.app, token, 'products/search', {
      CATEGORY: { TYPE: 'PADECIMIENTO', ID: 'dolor' },
      QUERY: 'quelxino',
    });
    expect(inCategory.json().TOTAL).toBe(2);
  });

  it('filters by brand, prescription and out of stock at a branch, and pages', async () => {
    const brand = `Marca-${freshEan()}`;
    const rx = productForm({ BRAND: brand, REQUIRES_PRESCRIPTION: true });
    const otc = productForm({ BRAND: brand });
    for (const f of [rx, otc]) await save(f);
    await setStock(t.db, 'GDL-ZAPOPAN', otc.SKU, 4);
    const list = async (body: object) =>
      (await adminCall(t.app, token, 'products/search', { BRAND: brand, ...body })).json().products.map((p: { SKU: string }) => p.SKU);
    expect((await list({})).sort()).toEqual([rx.SKU, otc.SKU].sort());
    expect(await list({ PRESCRIPTION: true })).toEqual([rx.SKU]);
    expect(await list({ OUT_OF_STOCK_AT: 'GDL-ZAPOPAN' })).toEqual([rx.SKU]);
    expect(await list({ PAGE: 2 })).toEqual([]);
  });

  it('synonyms reach the storefront search, both ways, and are audited', async () => {
    await save(productForm({ NAME: 'Tempranolo tabletas', ACTIVE_INGREDIENT: 'tempranolo' }));
    expect(await storefront('fiebrex')).toEqual([]);
    const added = await adminCall(t.app, token, 'synonyms/add', { TERM: 'Fiébrex', SYNONYM: 'tempranolo' });
    expect(added.json().synonyms).toContainEqual({ TERM: 'fiebrex', SYNONYM: 'tempranolo' });
    expect(await storefront('fiebrex')).toHaveLength(1);
    const same = await adminCall(t.app, token, 'synonyms/add', { TERM: 'uno', SYNONYM: 'UNO' });
    expect(same.json()).toEqual({ ok: false, errors: 'Las dos palabras son la misma' });
    const removed = await adminCall(t.app, token, 'synonyms/remove', { TERM: 'tempranolo', SYNONYM: 'fiebrex' });
    expect(removed.statusCode).toBe(200);
    expect(await t.db.select().from(searchSynonyms).where(eq(searchSynonyms.term, 'fiebrex'))).toEqual([]);
    expect(await storefront('fiebrex')).toEqual([]);
    const actions = (
      await t.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(sql`${auditLog.action} like 'catalogue.synonym.%'`)
    ).map((r) => r.action);
    expect(actions).toEqual(['catalogue.synonym.added', 'catalogue.synonym.removed']);
  });

  it('categories: create, rename, reorder, deactivate (hidden from the storefront), delete only when empty', async () => {
    const create = await adminCall(t.app, token, 'categories/save', { TYPE: 'MARCA', ID: null, NAME: 'Bayér Ñu' });
    const created = create.json().categories as { ID: string; NAME: string; POSITION: number }[];
    expect(created.map((c) => c.ID)).toEqual(['bayer-u']);
    const dup = await adminCall(t.app, token, 'categories/save', { TYPE: 'MARCA', ID: null, NAME: 'bayer ñu' });
    expect(dup.json()).toEqual({ ok: false, errors: 'Ya hay una categoría MARCA llamada «bayer ñu»' });
    await adminCall(t.app, token, 'categories/save', { TYPE: 'MARCA', ID: null, NAME: 'Genomma' });
    const renamed = await adminCall(t.app, token, 'categories/save', { TYPE: 'MARCA', ID: 'bayer-u', NAME: 'Bayer' });
    expect(renamed.json().categories.map((c: { NAME: string }) => c.NAME)).toEqual(['Bayer', 'Genomma']);
    const bad = await adminCall(t.app, token, 'categories/reorder', { TYPE: 'MARCA', IDS: ['genomma'] });
    expect(bad.json().errors).toBe('La lista para ordenar debe tener todas las categorías MARCA, cada una una vez');
    const reordered = await adminCall(t.app, token, 'categories/reorder', { TYPE: 'MARCA', IDS: ['genomma', 'bayer-u'] });
    expect(reordered.json().categories.map((c: { ID: string }) => c.ID)).toEqual(['genomma', 'bayer-u']);

    const shown = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/catalogue/categories?TYPE=MARCA' }))
        .json()
        .categories.map((c: { ID: string }) => c.ID);
    expect(await shown()).toEqual(['genomma', 'bayer-u']);
    const product = productForm({ CATEGORIES: [{ TYPE: 'MARCA', ID: 'bayer-u' }] });
    await save(product);
    const refused = await adminCall(t.app, token, 'categories/delete', { TYPE: 'MARCA', ID: 'bayer-u' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toBe('La categoría «Bayer» tiene 1 productos: no se puede borrar, solo desactivar');
    await adminCall(t.app, token, 'categories/setActive', { TYPE: 'MARCA', ID: 'bayer-u', ACTIVE: false });
    expect(await shown()).toEqual(['genomma']);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/catalogue/products/${product.SKU}` })).json().product;
    expect(detail.CATEGORIES).toEqual([]);
    const deleted = await adminCall(t.app, token, 'categories/delete', { TYPE: 'MARCA', ID: 'genomma' });
    expect(deleted.json().categories.map((c: { ID: string; ACTIVE: boolean }) => [c.ID, c.ACTIVE])).toEqual([['bayer-u', false]]);
    expect(
      await t.db
        .select()
        .from(categories)
        .where(and(eq(categories.type, 'MARCA'), eq(categories.id, 'genomma'))),
    ).toEqual([]);
  });
});
