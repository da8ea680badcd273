/** The push contract, loaded with the push code only. */
export const pushSchemas = () => import('@mostrador/shared/schemas/push');
