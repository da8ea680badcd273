import type { ShoppingCartResponse } from '@mostrador/shared/schemas/cart';
import { apiPost } from '../../../shared/api/client';
import { cartSchema } from './cart-schema';

/** docs/product.md#cart: units are clamped to at least 0 before they are sent; 0 removes the line. */
export const updateCartUnits = (token: string, SKU: string, units: number): Promise<ShoppingCartResponse> =>
  apiPost('/orders/shoppingCartUpdateProductUnits', { token, SKU, UNITS: Math.max(0, Math.trunc(units)) }, cartSchema);
