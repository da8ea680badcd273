import type { APIRequestContext } from '@playwright/test';
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
