import type { PushConfigResponse } from '@mostrador/shared/schemas/push';
import { apiGet } from '../../../shared/api/client';
import { pushSchemas } from '../../../shared/api/lazy-schemas';

/** GET /push/config: the server's VAPID public key (applicationServerKey). */
export const getPushConfig = (): Promise<PushConfigResponse> =>
  apiGet('/push/config', () => pushSchemas().then((m) => m.PushConfigResponseSchema));
