import type { ShoppingCartResponse } from '@mostrador/shared/schemas/cart';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiPost } from '../api/client';
import { onAuthenticated, onLogout } from '../../features/auth/auth-store';

// In shared: the header, the product screens and checkout all read and change the one cart.
const schema = () => import('@mostrador/shared/schemas/cart').then((m) => m.ShoppingCartResponseSchema);

export const fetchCart = (token: string): Promise<ShoppingCartResponse> => apiPost('/orders/shoppingCart', { token }, schema);
/** Spec §5: adding always sends 1 unit; the server adds it to the existing line. */
export const addToCart = (token: string, SKU: string): Promise<ShoppingCartResponse> =>
  apiPost('/orders/shoppingCartAddProduct', { token, SKU, UNITS: 1 }, schema);
/** Spec §5: units are clamped to at least 0 before they are sent; 0 removes the line. */
export const updateCartUnits = (token: string, SKU: string, units: number): Promise<ShoppingCartResponse> =>
  apiPost('/orders/shoppingCartUpdateProductUnits', { token, SKU, UNITS: Math.max(0, Math.trunc(units)) }, schema);

export const cartQueryKey = (token: string | null) => ['cart', token] as const;

export const cartQuery = (token: string | null) =>
  queryOptions({
    queryKey: cartQueryKey(token),
    queryFn: () => fetchCart(token ?? ''),
    enabled: token !== null,
    staleTime: 30_000,
  });

/**
 * Spec §4: after every successful authentication the cart is loaded; logout clears it. Called
 * once by the app with its query client.
 */
export function connectCartToSession(queryClient: QueryClient): void {
  onAuthenticated((login) => void queryClient.prefetchQuery(cartQuery(login.token)));
  onLogout(() => queryClient.removeQueries({ queryKey: ['cart'] }));
}
