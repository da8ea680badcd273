import { ordersSchemas } from '../../../shared/api/lazy-schemas';

// The order's detail: what reading it, finishing a cart and every staff step answer.
export const orderDetailsSchema = () => ordersSchemas().then((m) => m.OrderDetailsResponseSchema);
