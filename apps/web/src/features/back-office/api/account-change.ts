import type { AccountChangeResponse } from '@mostrador/shared/schemas/admin';
import { apiPost } from '../../../shared/api/client';
import { adminSchemas } from '../../../shared/api/lazy-schemas';

/** Every `/admin/users/<change>` answers the account as it now is. */
export const postAccountChange = (action: string, body: object): Promise<AccountChangeResponse> =>
  apiPost(`/admin/users/${action}`, body, () => adminSchemas().then((m) => m.AccountChangeResponseSchema));

/** A request body as the screens build it (the schema's defaults filled in). */
export type ChangeBody<R> = Omit<R, 'token'> & { token: string };
