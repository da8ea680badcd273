import type { ShoppingCartResponse } from '@mostrador/shared/schemas/cart';
import { queryOptions } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/client';
import { cartSchema } from './cart-schema';

// The header, the product screens and checkout all read and change the one cart.
export const fetchCart = (token: string): Promise<ShoppingCartResponse> => apiPost('/orders/shoppingCart', { token }, cartSchema);

export const cartQueryKey = (token: string | null) => ['cart', token] as const;

export const cartQuery = (token: string | null) =>
  queryOptions({
    queryKey: cartQueryKey(token),
    queryFn: () => fetchCart(token ?? ''),
    enabled: token !== null,
    staleTime: 30_000,
  });
