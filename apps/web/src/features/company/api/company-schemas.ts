// Schemas load on demand so zod is not part of the first download.
export const companySchemas = () => import('@mostrador/shared/schemas/company');
