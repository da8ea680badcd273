import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BarcodeResponseSchema } from '@mostrador/shared/schemas/barcode';
import { makeEan13 } from '@mostrador/shared/validation/ean13';
import type { Database } from '../../src/db/client';
import { stock } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { seedSmallDataset } from '../helpers/dataset';
import { buildProduct } from '../helpers/factories';
import { engines } from '../helpers/test-database';

const AMOXICILINA = makeEan13(1234, 1);
const PARACETAMOL = makeEan13(1234, 2);
const RETIRADO = makeEan13(1234, 3);
const UNKNOWN = makeEan13(1234, 99);

async function seed(db: Database) {
  const { centro, zapopan } = await seedSmallDataset(db);
  await buildProduct(db, {
    sku: 'RX-1',
    name: 'Amoxicilina 500 mg',
    presentation: 'Caja con 12 cápsulas',
    barcode: AMOXICILINA,
    price: '1234.50',
    requiresPrescription: true,
    promotion: { type: 'PERCENT', percent: 10, label: '10% de descuento' },
    images: ['products/rx-1.webp'],
  });
  await buildProduct(db, { sku: 'OTC-1', name: 'Paracetamol 500 mg', barcode: PARACETAMOL, price: '18.00', images: [] });
  await buildProduct(db, { sku: 'OLD-1', name: 'Retirado', barcode: RETIRADO, active: false });
  await db.insert(stock).values([
    { branch: centro.code, sku: 'RX-1', units: 7 },
    { branch: zapopan.code, sku: 'RX-1', units: 2 },
  ]);
}

describe.each(engines)('price checker barcode lookup on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ engine, seed });
  });
  afterAll(() => t?.close());

  const get = (path: string, headers: Record<string, string> = {}) => t.app.inject({ url: `/api/catalogue/barcode/${path}`, headers });

  it('finds an active product by its EAN-13 with price, promotion, prescription and the pieces at the branch', async () => {
    const res = await get(`${AMOXICILINA}?BRANCH=GDL-CENTRO`);
    expect(res.statusCode).toBe(200);
    const body = BarcodeResponseSchema.parse(res.json());
    const { SOY_TU_FAN_JSON, ...product } = body.product;
    expect(JSON.parse(SOY_TU_FAN_JSON ?? 'null')).toEqual({ type: 'PERCENT', percent: 10, label: '10% de descuento' });
    expect(product).toEqual({
      SKU: 'RX-1',
      BARCODE: AMOXICILINA,
      NAME: 'Amoxicilina 500 mg',
      PRESENTATION: 'Caja con 12 cápsulas',
      PRICE: 1234.5,
      IMAGE: 'products/rx-1.webp',
      REQUIRES_PRESCRIPTION: true,
    });
    expect(body.BRANCH).toEqual({ BRANCH: 'GDL-CENTRO', NAME: 'Centro', UNITS: 7 });
    const zapopan = BarcodeResponseSchema.parse((await get(`${AMOXICILINA}?BRANCH=GDL-ZAPOPAN`)).json());
    expect(zapopan.BRANCH).toEqual({ BRANCH: 'GDL-ZAPOPAN', NAME: 'Zapopan', UNITS: 2 });
  });

  it('says 0 pieces at a branch without a stock row, and no branch when none is asked', async () => {
    const atCentro = BarcodeResponseSchema.parse((await get(`${PARACETAMOL}?BRANCH=GDL-CENTRO`)).json());
    expect(atCentro.BRANCH).toEqual({ BRANCH: 'GDL-CENTRO', NAME: 'Centro', UNITS: 0 });
    expect(atCentro.product).toMatchObject({ IMAGE: '', REQUIRES_PRESCRIPTION: false, SOY_TU_FAN_JSON: null, PRICE: 18 });
    const alone = BarcodeResponseSchema.parse((await get(PARACETAMOL)).json());
    expect(alone.BRANCH).toBeNull();
  });

  it('answers 404 "Producto no encontrado" for an unknown code and for an inactive product', async () => {
    for (const code of [UNKNOWN, RETIRADO]) {
      const res = await get(`${code}?BRANCH=GDL-CENTRO`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ ok: false, errors: 'Producto no encontrado' });
    }
  });

  it('answers 404 naming a branch that does not exist or is closed', async () => {
    for (const branch of ['GDL-NORTE', 'GDL-CERRADA']) {
      const res = await get(`${AMOXICILINA}?BRANCH=${branch}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ ok: false, errors: `No existe la sucursal ${branch}` });
    }
  });

  it('refuses a code that is not an EAN-13 with its check digit, in Spanish, with a 400', async () => {
    const wrongDigit = AMOXICILINA.slice(0, 12) + String((Number(AMOXICILINA[12]) + 1) % 10);
    for (const code of [wrongDigit, '123', 'abcdefghijklm', '75012340000011']) {
      const res = await get(code);
      expect(res.statusCode).toBe(400);
      const body = res.json() as { ok: boolean; errors: string };
      expect(body.ok).toBe(false);
      expect(body.errors).toContain('El código de barras debe tener 13 dígitos con su dígito verificador correcto');
    }
    const badBranch = await get(`${AMOXICILINA}?BRANCH=${encodeURIComponent('x y;drop')}`);
    expect(badBranch.statusCode).toBe(400);
    expect((badBranch.json() as { errors: string }).errors).toContain('La clave de sucursal no es válida');
  });

  it('answers with an ETag and a short public cache lifetime; a repeat with the ETag is a 304', async () => {
    const first = await get(`${AMOXICILINA}?BRANCH=GDL-CENTRO`);
    expect(first.headers['cache-control']).toBe('public, max-age=15, stale-while-revalidate=30');
    const again = await get(`${AMOXICILINA}?BRANCH=GDL-CENTRO`, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('shows a stock change on the next lookup (the test app caches nothing)', async () => {
    await t.db
      .update(stock)
      .set({ units: 3 })
      .where(sql`${stock.sku} = 'RX-1' and ${stock.branch} = 'GDL-CENTRO'`);
    const body = BarcodeResponseSchema.parse((await get(`${AMOXICILINA}?BRANCH=GDL-CENTRO`)).json());
    expect(body.BRANCH?.UNITS).toBe(3);
  });
});

describe('price checker rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed, env: { RATE_LIMIT_MAX: '3' } });
  });
  afterAll(() => t?.close());

  it('counts barcode lookups like every public call: over the limit a 429 in Spanish', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await t.app.inject({ url: `/api/catalogue/barcode/${PARACETAMOL}` })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const res = await t.app.inject({ url: `/api/catalogue/barcode/${PARACETAMOL}` });
    expect((res.json() as { ok: boolean; errors: string }).ok).toBe(false);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
