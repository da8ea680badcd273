// Schemas load on demand so zod stays out of the first download.
export const staffSchemas = () => import('@mostrador/shared/schemas/staff');
