import type { QueryClient } from '@tanstack/react-query';
import { onAuthenticated, onLogout } from '../auth';
import { cartQuery } from './api/get-cart';

/**
 * docs/product.md#sessions: after every successful authentication the cart is loaded; logout clears it. Called
 * once by the app with its query client.
 */
export function connectCartToSession(queryClient: QueryClient): void {
  onAuthenticated((login) => void queryClient.prefetchQuery(cartQuery(login.token)));
  onLogout(() => queryClient.removeQueries({ queryKey: ['cart'] }));
}
