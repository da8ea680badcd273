import type { LoginResponse } from '@mostrador/shared/schemas/auth';
import { apiPost } from '../../../shared/api/client';
import { authSchemas } from '../../../shared/api/lazy-schemas';

/** docs/product.md#sessions /login/renewToken: the token is rotated, so the answer's token replaces the stored one. */
export const renewToken = (token: string, PHONE: string): Promise<LoginResponse> =>
  apiPost('/login/renewToken', { token, PHONE }, () => authSchemas().then((m) => m.LoginResponseSchema));
