import type { UpdateAccountRequest, UserResponse } from '@mostrador/shared/schemas/customer';
import { apiPost } from '../../../shared/api/client';
import { customerSchemas } from '../../../shared/api/lazy-schemas';

/** docs/product.md#account-and-addresses /customer/updateAccount (checkout embeds the same form where data is missing). */
export const updateAccount = (body: UpdateAccountRequest): Promise<UserResponse> =>
  apiPost('/customer/updateAccount', body, () => customerSchemas().then((m) => m.UserResponseSchema));
