import type { LoginNewRequest, LoginResponse } from '@mostrador/shared/schemas/auth';
import { apiPost } from '../../../shared/api/client';
import { authSchemas } from '../../../shared/api/lazy-schemas';

/** Registration, and password recovery with the placeholder name (spec §7). */
export const loginNew = (body: LoginNewRequest): Promise<LoginResponse> =>
  apiPost('/login/new', body, () => authSchemas().then((m) => m.LoginResponseSchema));
