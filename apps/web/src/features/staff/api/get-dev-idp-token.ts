import { apiPost } from '../../../shared/api/client';
import { staffSchemas } from '../../../shared/api/lazy-schemas';

/** An ID token for one of the demo stand-in's accounts. */
export const devIdpToken = (email: string) =>
  apiPost('/dev/idp/token', { email }, () => staffSchemas().then((m) => m.DevIdpTokenResponseSchema));
