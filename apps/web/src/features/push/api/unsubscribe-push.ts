import { apiPost } from '../../../shared/api/client';
import { pushSchemas } from '../../../shared/api/lazy-schemas';

/** POST /push/unsubscribe: this device hears nothing more in this session. */
export const unsubscribePush = (token: string, ENDPOINT: string) =>
  apiPost('/push/unsubscribe', { token, ENDPOINT }, () => pushSchemas().then((m) => m.PushOkResponseSchema));
