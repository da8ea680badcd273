// The back office's contract schemas load with its screens, never with the storefront.
export const adminSchemas = () => import('@mostrador/shared/schemas/admin');
export const supportSchemas = () => import('@mostrador/shared/schemas/support');
