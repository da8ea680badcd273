import { cartSchemas } from '../../../shared/api/lazy-schemas';

// Every cart call answers the whole cart.
export const cartSchema = () => cartSchemas().then((m) => m.ShoppingCartResponseSchema);
