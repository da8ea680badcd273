import { calendarDayInMexico, addDays, todayInMexico } from '@mostrador/shared/format/date';
import { makeEan13 } from '@mostrador/shared/validation/ean13';
import type { Database } from '../../src/db/client';
import { accountAccess, staffAssignments } from '../../src/db/schema/index';
import type { TestApp } from './build-test-app';
import { setStock, signedInCustomer } from './customers';
import { seedSmallDataset } from './dataset';
import { buildProduct } from './factories';

/** Gel: no lot needed. Amoxicilina: lot and expiry, at least 30 days of life. Jabón: in stock, never ordered. */
export const GEL = { sku: 'P-GEL', name: 'Gel antibacterial 250 ml', barcode: makeEan13(4321, 1) };
export const AMOX = { sku: 'P-AMOX', name: 'Amoxicilina 500 mg', barcode: makeEan13(4321, 2) };
export const SOAP = { sku: 'P-SOAP', name: 'Jabón neutro', barcode: makeEan13(4321, 3) };
export const STOCK_AT_START = 50;
export const GS = '\u001d';

export async function seedPicking(db: Database): Promise<void> {
  await seedSmallDataset(db);
  await buildProduct(db, { ...GEL, price: '39.90' });
  await buildProduct(db, { ...AMOX, price: '120.00', needsLotExpiry: true, minExpiryDays: 30 });
  await buildProduct(db, { ...SOAP, price: '25.00' });
  for (const p of [GEL, AMOX, SOAP]) await setStock(db, 'GDL-CENTRO', p.sku, STOCK_AT_START);
}

/** A GS1 DataMatrix as a scanner sends it: ]d2, GTIN, expiry, lot ended by GS, serial. */
export const dataMatrix = (barcode: string, expiry: string, lot: string, serial = 'S1') =>
  `]d201${'0' + barcode}17${expiry}10${lot}${GS}21${serial}`;

/** A day `days` after today in Mexico (at `now`), as GS1's YYMMDD. */
export function gs1Day(now: Date, days: number): string {
  const day = addDays(todayInMexico(now), days);
  return day.slice(2, 4) + day.slice(5, 7) + day.slice(8, 10);
}
export const thisYear = (now: Date) => calendarDayInMexico(now).year;

export interface Staff {
  token: string;
  branchToken: string;
  accountId: number;
}

/** A staff member signed in with phone and password, then at their branch with the demo Google stand-in. */
export async function staffOf(t: TestApp, branch: string, email: string): Promise<Staff> {
  const person = await signedInCustomer(t.db);
  await t.db.insert(accountAccess).values({ accountId: person.accountId, access: 'BRANCH_STAFF' });
  await t.db.insert(staffAssignments).values({ email, branch, accountPhone: person.phone });
  const { id_token } = (await t.app.inject({ method: 'POST', url: '/api/dev/idp/token', payload: { email } })).json<{ id_token: string }>();
  const res = await t.app.inject({ method: 'POST', url: '/api/login/google', payload: { token: person.token, google_token: id_token } });
  return { token: person.token, branchToken: res.json<{ branchToken: string }>().branchToken, accountId: person.accountId };
}

export const as = (s: Staff) => ({ token: s.token, branchToken: s.branchToken });

export function callsOf(t: TestApp) {
  return async (action: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/orders/${action}`, payload });
    return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
  };
}

/** A customer's order at GDL-CENTRO through the real checkout; with `staff`, moved to «Surtiendo» by them. */
export async function placeOrder(t: TestApp, lines: { sku: string; units: number }[], staff?: Staff): Promise<number> {
  const call = callsOf(t);
  const c = await signedInCustomer(t.db);
  for (const l of lines) await call('shoppingCartUpdateProductUnits', { token: c.token, SKU: l.sku, UNITS: l.units });
  const finished = await call('shoppingCartFinish', { token: c.token, PHONE: c.phone, ADDRESS_ID: c.addressIds[0] });
  const id = (finished.body.orderDetails as { ID: number }).ID;
  if (staff) {
    const started = await call('orderStartStocking', { ...as(staff), ORDER_ID: id });
    if (started.status !== 200) throw new Error(`orderStartStocking: ${JSON.stringify(started.body)}`);
  }
  return id;
}

export type PickLineBody = { SKU: string; UNITS: number; PICKED: number; UNAVAILABLE: boolean; STOCK: number; LOTS: unknown[] };
export const lineOf = (body: Record<string, unknown>, sku: string) => (body.lines as PickLineBody[]).find((l) => l.SKU === sku);
