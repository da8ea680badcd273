import type { FastifyInstance } from 'fastify';
import { setStock, signedInCustomer } from '../helpers/customers';
import type { Database } from '../../src/db/client';
import type { TestApp } from '../helpers/build-test-app';
import { seedSmallDataset } from '../helpers/dataset';
import { buildProduct } from '../helpers/factories';
import { callsOf } from '../helpers/picking';
import { prescriptionFor } from '../helpers/prescriptions';

/** Amoxicilina (group IV, antibiotic), a plain prescription product and one sold freely, at GDL-CENTRO. */
export const AMOXI = { sku: 'RX-AMOXI', name: 'Amoxicilina 500 mg', price: '120.00' };
export const NAPROX = { sku: 'RX-NAPROX', name: 'Naproxeno 550 mg', price: '80.00' };
export const GEL = { sku: 'RX-GEL', name: 'Gel antibacterial', price: '39.90' };

export async function seedPrescriptions(db: Database): Promise<void> {
  await seedSmallDataset(db);
  await buildProduct(db, { ...AMOXI, medicineGroup: 4, antibiotic: true });
  await buildProduct(db, { ...NAPROX, requiresPrescription: true });
  await buildProduct(db, { ...GEL });
  for (const p of [AMOXI, NAPROX, GEL]) await setStock(db, 'GDL-CENTRO', p.sku, 500);
}

/** A customer's amoxicilina order at GDL-CENTRO with an uploaded photo. */
export async function rxOrder(t: TestApp) {
  const call = callsOf(t);
  const customer = await signedInCustomer(t.db);
  await call('shoppingCartUpdateProductUnits', { token: customer.token, SKU: AMOXI.sku, UNITS: 1 });
  const PRESCRIPTION = await prescriptionFor(t.app, customer.token);
  const res = await call('shoppingCartFinish', {
    token: customer.token,
    PHONE: customer.phone,
    ADDRESS_ID: customer.addressIds[0],
    PRESCRIPTION,
  });
  const orderId = (res.body.orderDetails as { ID: number } | undefined)?.ID;
  if (!orderId) throw new Error(`shoppingCartFinish: ${JSON.stringify(res.body)}`);
  return { customer, orderId, prescriptionId: PRESCRIPTION.PRESCRIPTION_ID };
}

/** The GET call with the session in headers, as the web sends it. */
export const getWith = (app: FastifyInstance, url: string, token?: string, branchToken?: string) =>
  app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: { ...(token ? { 'x-token': token } : {}), ...(branchToken ? { 'x-branch-token': branchToken } : {}) },
    remoteAddress: '10.9.8.7',
  });
