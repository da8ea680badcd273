// Every cart call answers the whole cart; the schema loads on demand (zod stays out of the first download).
export const cartSchema = () => import('@mostrador/shared/schemas/cart').then((m) => m.ShoppingCartResponseSchema);
