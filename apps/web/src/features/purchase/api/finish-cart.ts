import type { OrderDetailsResponse, ShoppingCartFinishRequest } from '@mostrador/shared/schemas/orders';
import { apiPost } from '../../../shared/api/client';
import { ordersSchemas } from '../../../shared/api/lazy-schemas';

/** docs/product.md#checkout; the Idempotency-Key makes a retried click or a flaky network give the same order. */
export const finishCart = (request: ShoppingCartFinishRequest, idempotencyKey: string): Promise<OrderDetailsResponse> =>
  apiPost('/orders/shoppingCartFinish', request, () => ordersSchemas().then((m) => m.OrderDetailsResponseSchema), {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
