import type { SupportActionResponse } from '@mostrador/shared/schemas/support';
import { apiPost } from '../../../shared/api/client';
import { supportSchemas } from '../../../shared/api/lazy-schemas';

/** Every `/support/<action>` answers a Spanish RESPONSE to show as it is. */
export const postSupportAction = (action: string, body: object): Promise<SupportActionResponse> =>
  apiPost(`/support/${action}`, body, () => supportSchemas().then((m) => m.SupportActionResponseSchema));

export interface OrderActionBody {
  token: string;
  ORDER_ID: number;
  REASON: string;
}
export interface AccountActionBody {
  token: string;
  ACCOUNT_ID: number;
  REASON: string;
}
