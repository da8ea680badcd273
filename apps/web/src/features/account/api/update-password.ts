import type { UserResponse } from '@mostrador/shared/schemas/customer';
import { apiPost } from '../../../shared/api/client';
import { customerSchemas } from '../../../shared/api/lazy-schemas';

/** docs/product.md#account-and-addresses /customer/updatePassword, finished: it asks for the current password too. */
export const updatePassword = (body: { token: string; PHONE: string; PASSWORD: string; CURRENT_PASSWORD: string }): Promise<UserResponse> =>
  apiPost('/customer/updatePassword', body, () => customerSchemas().then((m) => m.UserResponseSchema));
