import { makeEan13 } from '@mostrador/shared/validation/ean13';
import type { Database } from '../../src/db/client';
import { setStock } from '../helpers/customers';
import { seedSmallDataset } from '../helpers/dataset';
import { buildProduct } from '../helpers/factories';

/** Amoxicilina (group IV, antibiotic), naproxeno (plain prescription), gel (none), each with a barcode, at GDL-CENTRO. */
export const AMOXI = { sku: 'PH-AMOXI', name: 'Amoxicilina 500 mg', price: '120.00', barcode: makeEan13(5555, 1) };
export const NAPROX = { sku: 'PH-NAPROX', name: 'Naproxeno 550 mg', price: '80.00', barcode: makeEan13(5555, 2) };
export const GEL = { sku: 'PH-GEL', name: 'Gel antibacterial', price: '39.90', barcode: makeEan13(5555, 3) };
export const STOCK = 500;

export async function seedPharmacy(db: Database): Promise<void> {
  await seedSmallDataset(db);
  await buildProduct(db, { ...AMOXI, medicineGroup: 4, antibiotic: true });
  await buildProduct(db, { ...NAPROX, requiresPrescription: true });
  await buildProduct(db, { ...GEL });
  for (const p of [AMOXI, NAPROX, GEL]) await setStock(db, 'GDL-CENTRO', p.sku, STOCK);
}
