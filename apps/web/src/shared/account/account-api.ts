import type { UpdateAccountRequest, UserResponse } from '@mostrador/shared/schemas/customer';
import { apiPost } from '../api/client';
import { customerSchemas } from '../api/lazy-schemas';

const parse = () => customerSchemas().then((m) => m.UserResponseSchema);

/** Spec §7 /customer/updateAccount (checkout embeds the same form where data is missing). */
export const updateAccount = (body: UpdateAccountRequest): Promise<UserResponse> => apiPost('/customer/updateAccount', body, parse);

/** Spec §7 /customer/updatePassword, finished: it asks for the current password too. */
export const updatePassword = (body: { token: string; PHONE: string; PASSWORD: string; CURRENT_PASSWORD: string }): Promise<UserResponse> =>
  apiPost('/customer/updatePassword', body, parse);
