import type { PushSubscriptionJson } from '@mostrador/shared/schemas/push';
import { apiPost } from '../../../shared/api/client';
import { pushSchemas } from '../../../shared/api/lazy-schemas';

/** POST /push/subscribe: this device hears about the session's orders (and the branch's, with a branch token). */
export const subscribePush = (token: string, SUBSCRIPTION: PushSubscriptionJson, branchToken?: string | null) =>
  apiPost('/push/subscribe', { token, SUBSCRIPTION, ...(branchToken ? { branchToken } : {}) }, () =>
    pushSchemas().then((m) => m.PushOkResponseSchema),
  );
