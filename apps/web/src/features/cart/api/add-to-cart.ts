import type { ShoppingCartResponse } from '@mostrador/shared/schemas/cart';
import { apiPost } from '../../../shared/api/client';
import { cartSchema } from './cart-schema';

/** docs/product.md#cart: adding always sends 1 unit; the server adds it to the existing line. */
export const addToCart = (token: string, SKU: string): Promise<ShoppingCartResponse> =>
  apiPost('/orders/shoppingCartAddProduct', { token, SKU, UNITS: 1 }, cartSchema);
