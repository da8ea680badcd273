import { makeEan13 } from '@mostrador/shared/validation/ean13';
import type { Database } from '../../src/db/client';
import { categories, productCategories } from '../../src/db/schema/index';
import type { TestApp } from './build-test-app';
import { setStock, signedInCustomer } from './customers';
import { seedSmallDataset } from './dataset';
import { buildProduct } from './factories';
import { as, callsOf, type Staff } from './picking';
import { prescriptionFor } from './prescriptions';

type P = { sku: string; name: string; barcode: string; price: string };
const product = (n: number, sku: string, name: string, price: string): P => ({ sku, name, barcode: makeEan13(5432, n), price });

/** Paracetamol 500 mg (no prescription), ordered; what may stand in for it, and what may not. */
export const PARA = product(1, 'S-PARA500', 'Paracetamol 500 mg', '30.00');
export const TEMPRA = product(2, 'S-TEMPRA500', 'Tempra 500 mg', '42.50');
export const PARA750 = product(3, 'S-PARA750', 'Paracetamol 750 mg', '27.00');
export const IBU = product(4, 'S-IBU400', 'Ibuprofeno 400 mg', '35.00');
export const NAPROX = product(5, 'S-NAPROX', 'Naproxeno 550 mg', '80.00');
export const PARA_NONE = product(6, 'S-PARA-NONE', 'Paracetamol 500 mg genérico', '15.00');
export const PARA_OFF = product(7, 'S-PARA-OFF', 'Paracetamol 500 mg descontinuado', '12.00');
/** Ciprofloxacino 500 mg needs a prescription: only another ciprofloxacino may replace it. */
export const CIPRO = product(8, 'S-CIPRO', 'Ciprofloxacino 500 mg', '200.00');
export const CIPRO_XR = product(9, 'S-CIPRO-XR', 'Cipro XR 500 mg', '180.00');
export const AMOXI = product(10, 'S-AMOXI', 'Amoxicilina 500 mg', '120.00');
export const SUB_STOCK = 20;

export async function seedSubstitutions(db: Database): Promise<void> {
  await seedSmallDataset(db);
  await db.insert(categories).values([
    { type: 'DEPARTAMENTO', id: 'dolor', name: 'Dolor' },
    { type: 'DEPARTAMENTO', id: 'infecciones', name: 'Infecciones' },
  ]);
  const rows: [P, Partial<Parameters<typeof buildProduct>[1]>, string][] = [
    [PARA, { activeIngredient: 'Paracetamol', presentation: '10 tabletas' }, 'dolor'],
    [TEMPRA, { activeIngredient: 'paracetamol ', presentation: '24 tabletas' }, 'dolor'],
    [PARA750, { activeIngredient: 'Paracetamol', presentation: '20 tabletas' }, 'dolor'],
    [IBU, { activeIngredient: 'Ibuprofeno' }, 'dolor'],
    [NAPROX, { activeIngredient: 'Naproxeno', requiresPrescription: true }, 'dolor'],
    [PARA_NONE, { activeIngredient: 'Paracetamol' }, 'dolor'],
    [PARA_OFF, { activeIngredient: 'Paracetamol', active: false }, 'dolor'],
    [CIPRO, { activeIngredient: 'Ciprofloxacino', requiresPrescription: true }, 'infecciones'],
    [CIPRO_XR, { activeIngredient: 'Ciprofloxacino', requiresPrescription: true }, 'infecciones'],
    [AMOXI, { activeIngredient: 'Amoxicilina', requiresPrescription: true }, 'infecciones'],
  ];
  for (const [p, extra, department] of rows) {
    await buildProduct(db, { ...p, ...extra });
    await db.insert(productCategories).values({ sku: p.sku, type: 'DEPARTAMENTO', categoryId: department });
    await setStock(db, 'GDL-CENTRO', p.sku, p === PARA_NONE ? 0 : SUB_STOCK);
  }
}

export type Customer = Awaited<ReturnType<typeof signedInCustomer>>;

/** A customer's order at GDL-CENTRO (with a prescription), in «Surtiendo» by `staff`, `missing` marked «No disponible». */
export async function orderWithMissing(t: TestApp, staff: Staff, lines: { sku: string; units: number }[], missing: string[]) {
  const call = callsOf(t);
  const customer = await signedInCustomer(t.db);
  // «No disponible» on an earlier order left its stock at 0.
  for (const l of lines) await setStock(t.db, 'GDL-CENTRO', l.sku, SUB_STOCK);
  for (const l of lines) await call('shoppingCartUpdateProductUnits', { token: customer.token, SKU: l.sku, UNITS: l.units });
  const finished = await call('shoppingCartFinish', {
    token: customer.token,
    PHONE: customer.phone,
    ADDRESS_ID: customer.addressIds[0],
    PRESCRIPTION: await prescriptionFor(t.app, customer.token),
  });
  const id = (finished.body.orderDetails as { ID: number } | undefined)?.ID;
  if (!id) throw new Error(`shoppingCartFinish: ${JSON.stringify(finished.body)}`);
  await call('orderStartStocking', { ...as(staff), ORDER_ID: id });
  for (const sku of missing) {
    const marked = await call('pickUnavailable', { ...as(staff), ORDER_ID: id, SKU: sku, REASON: 'no está en anaquel' });
    if (marked.status !== 200) throw new Error(`pickUnavailable: ${JSON.stringify(marked.body)}`);
  }
  return { id, customer };
}
