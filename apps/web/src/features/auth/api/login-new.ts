import type { LoginNewRequest, LoginResponse } from '@mostrador/shared/schemas/auth';
import { apiPost } from '../../../shared/api/client';
import { authSchemas } from '../../../shared/api/lazy-schemas';

/** Registration, and password recovery with the placeholder name (docs/product.md#sign-in-and-phone-verification). */
export const loginNew = (body: LoginNewRequest): Promise<LoginResponse> =>
  apiPost('/login/new', body, () => authSchemas().then((m) => m.LoginResponseSchema));
