// Schemas load on demand so zod stays out of the first download.
export const themesSchemas = () => import('@mostrador/shared/schemas/themes');
