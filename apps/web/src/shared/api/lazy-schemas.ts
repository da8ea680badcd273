// The contract's schemas load on demand, so zod stays out of the first download.
export const authSchemas = () => import('@mostrador/shared/schemas/auth');
export const customerSchemas = () => import('@mostrador/shared/schemas/customer');
export const ordersSchemas = () => import('@mostrador/shared/schemas/orders');
