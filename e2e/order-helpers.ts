import { expect, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { randomPhone, registerByApi } from './identity-helpers';

export const CUSTOMER_WITH_CART_PASSWORD = 'Monitor-Clave-1';

/** A customer with an address and one product in the cart, ready to finish (through the API). */
export async function customerWithCart(request: APIRequestContext, name: string) {
  const phone = randomPhone();
  await registerByApi(request, phone, CUSTOMER_WITH_CART_PASSWORD, name);
  const post = async <T>(path: string, data: object): Promise<T> => (await (await request.post(`/api${path}`, { data })).json()) as T;
  const { token } = await post<{ token: string }>('/login', { PHONE: phone, PASSWORD: CUSTOMER_WITH_CART_PASSWORD });
  await post('/customer/addresses/save', {
    token,
    ALIAS: 'Casa',
    CALLE: 'Av. Vallarta',
    NUMERO_EXTERIOR: '10',
    COLONIA: 'Americana',
    CODIGO_POSTAL: '44160',
    MUNICIPIO: 'Guadalajara',
    ESTADO: 'Jalisco',
  });
  const { user_addresses } = await post<{ user_addresses: { ID: number }[] }>('/customer/addresses/list', { token });
  await post('/orders/shoppingCartAddProduct', { token, SKU: 'MED-0016' });
  const finish = () =>
    post<{ orderDetails: { ID: number } }>('/orders/shoppingCartFinish', {
      token,
      PHONE: phone,
      ADDRESS_ID: user_addresses[0]!.ID,
      NOTES: 'Timbre 2',
    });
  return { phone, token, post, finish };
}

/** The demo's Amoxicilina 500 mg 12 cápsulas: packed only with lot and expiry (a GS1 code). */
export const ANTIBIOTIC_SKU = 'ANT-0001';

/** The demo pharmacist (apps/server/src/seed/demo-accounts.ts): checks every branch's prescriptions. */
export const PHARMACIST = { phone: '3300000003', password: 'Farmacia#2026' };

/** The demo pharmacist approves the order's prescription through the API (decision 071). */
export async function approveAsPharmacist(request: APIRequestContext, orderId: number): Promise<void> {
  const login = await request.post('/api/login', { data: { PHONE: PHARMACIST.phone, PASSWORD: PHARMACIST.password } });
  const { token } = (await login.json()) as { token: string };
  const res = await request.post('/api/pharmacy/approve', { data: { token, ORDER_ID: orderId } });
  expect(res.status()).toBe(200);
}

/**
 * A customer's order with the antibiotic too (and its prescription), finished through the API.
 * Approved by the pharmacist unless `pending` (its antibiotic could not be picked otherwise).
 */
export async function antibioticOrder(request: APIRequestContext, name: string, opts: { pending?: boolean } = {}): Promise<number> {
  const { phone, token, post } = await customerWithCart(request, name);
  await post('/orders/shoppingCartAddProduct', { token, SKU: ANTIBIOTIC_SKU });
  const { user_addresses } = await post<{ user_addresses: { ID: number }[] }>('/customer/addresses/list', { token });
  const PRESCRIPTION_ID = await uploadPrescription(request, token);
  const { orderDetails } = await post<{ orderDetails: { ID: number } }>('/orders/shoppingCartFinish', {
    token,
    PHONE: phone,
    ADDRESS_ID: user_addresses[0]!.ID,
    PRESCRIPTION: { DOCTOR_NAME: 'Dra. Elena Ruiz', CEDULA: '12345678', DOCTOR_ADDRESS: 'Av. Hidalgo 100, Guadalajara', PRESCRIPTION_ID },
  });
  if (!opts.pending) await approveAsPharmacist(request, orderDetails.ID);
  return orderDetails.ID;
}

/** A photo of the prescription uploaded as the checkout does (issue 34); answers its ID. */
export async function uploadPrescription(request: APIRequestContext, token: string): Promise<number> {
  const photo = await sharp({ create: { width: 600, height: 450, channels: 3, background: '#f4efe3' } })
    .jpeg()
    .toBuffer();
  const res = await request.post('/api/prescriptions/upload', {
    headers: { 'x-token': token },
    multipart: { file: { name: 'receta.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { PRESCRIPTION: { ID: number } }).PRESCRIPTION.ID;
}

/** On the open monitor: «Surtir» the order (telling the customer), then its pick list. */
export async function startPicking(page: Page, id: number): Promise<void> {
  const row = page.getByRole('listitem', { name: `Folio ${id}` });
  await row.getByRole('button', { name: 'Surtir' }).click();
  await row.getByRole('button', { name: 'Surtir y avisar al cliente' }).click();
  await row.getByRole('link', { name: 'Surtir con escáner' }).click();
  await expect(page).toHaveURL(new RegExp(`/picking/${id}$`));
}
