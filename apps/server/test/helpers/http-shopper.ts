import { ORDER_HISTORY_MAX_DAYS } from '@mostrador/shared/constants/limits';
import { solveChallenge } from '../../src/modules/auth/antibot';

/*
 * A customer driving a running server over HTTP, the way the web app does: for tests that start
 * real server processes (backup, migration, Redis outage).
 */

export async function post<T>(origin: string, url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${origin}/api${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T & { ok: boolean; errors?: string };
  if (!json.ok) throw new Error(`${url}: ${res.status} ${json.errors ?? ''}`);
  return json;
}

export interface Shopper {
  phone: string;
  token: string;
  addressId: number;
}

export async function signIn(origin: string, phone: string, password: string): Promise<Shopper> {
  const { token, user_addresses } = await post<{ token: string; user_addresses: { ID: number }[] }>(origin, '/login', {
    PHONE: phone,
    PASSWORD: password,
  });
  return { phone, token, addressId: user_addresses[0]?.ID ?? 0 };
}

/** A new account (proof of work, code from the demo SMS outbox) with one address in GDL-CENTRO's area. */
export async function register(origin: string, phone: string, password: string): Promise<Shopper> {
  const { CHALLENGE, DIFFICULTY } = await post<{ CHALLENGE: string; DIFFICULTY: number }>(origin, '/auth/sms/challenge', {});
  await post(origin, '/auth/sms/send', {
    PHONE: phone,
    PURPOSE: 'register',
    CAPTCHA: { CHALLENGE, NONCE: solveChallenge(CHALLENGE, DIFFICULTY) },
  });
  const outbox = (await (await fetch(`${origin}/api/dev/sms-outbox?PHONE=${phone}`)).json()) as { messages: { CODE: string }[] };
  const { FIREBASE_UID } = await post<{ FIREBASE_UID: string }>(origin, '/auth/sms/verify', {
    PHONE: phone,
    PURPOSE: 'register',
    CODE: outbox.messages[0]?.CODE,
  });
  const { token } = await post<{ token: string }>(origin, '/login/new', {
    NAME: `Cliente ${phone}`,
    PHONE: phone,
    PASSWORD: password,
    FIREBASE_UID,
  });
  const { user_addresses } = await post<{ user_addresses: { ID: number }[] }>(origin, '/customer/addresses/save', {
    token,
    ALIAS: 'Casa',
    CALLE: 'Av. Chapultepec',
    NUMERO_EXTERIOR: '120',
    COLONIA: 'Americana',
    CODIGO_POSTAL: '44160',
    MUNICIPIO: 'Guadalajara',
    ESTADO: 'Jalisco',
  });
  return { phone, token, addressId: user_addresses[0]?.ID ?? 0 };
}

/** Over-the-counter products GDL-CENTRO has in stock. */
export async function inStockSkus(origin: string, wanted = 5): Promise<string[]> {
  const res = await fetch(`${origin}/api/catalogue/products?BRANCH=GDL-CENTRO&IN_STOCK=true&PRESCRIPTION=false&PAGE_SIZE=60&SORT=name`);
  const { products } = (await res.json()) as { products: { SKU: string }[] };
  return products.slice(0, wanted).map((p) => p.SKU);
}

export async function addToCart(origin: string, shopper: Shopper, sku: string): Promise<{ ID: number; UNITS: number }> {
  const { shoppingCart } = await post<{ shoppingCart: { ID: number; UNITS: number } }>(origin, '/orders/shoppingCartAddProduct', {
    token: shopper.token,
    SKU: sku,
  });
  return shoppingCart;
}

export async function cartOf(origin: string, shopper: Shopper): Promise<{ ID: number; UNITS: number; products: { SKU: string }[] }> {
  return (
    await post<{ shoppingCart: { ID: number; UNITS: number; products: { SKU: string }[] } }>(origin, '/orders/shoppingCart', {
      token: shopper.token,
    })
  ).shoppingCart;
}

/** Puts `sku` in the cart and finishes it; answers the new order's ID (its folio). */
export async function placeOrder(origin: string, shopper: Shopper, sku: string, headers: Record<string, string> = {}): Promise<number> {
  await addToCart(origin, shopper, sku);
  const answer = await post<{ orderDetails: { ID: number } }>(
    origin,
    '/orders/shoppingCartFinish',
    { token: shopper.token, PHONE: shopper.phone, ADDRESS_ID: shopper.addressId, NOTES: 'Pedido de prueba' },
    headers,
  );
  return answer.orderDetails.ID;
}

export type OrderSummary = { ID: number; ID_STATUS: number; TOTAL: number; UNITS: number };

/** The customer's orders of the last year, as their history page lists them. */
export async function myOrders(origin: string, shopper: Shopper): Promise<OrderSummary[]> {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const { orders } = await post<{ orders: OrderSummary[] }>(origin, '/orders/myOrders', {
    token: shopper.token,
    DATE_START: day(-(ORDER_HISTORY_MAX_DAYS - 1)),
    DATE_END: day(0),
  });
  return orders.sort((a, b) => a.ID - b.ID);
}
