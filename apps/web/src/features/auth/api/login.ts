import type { LoginRequest, LoginResponse } from '@mostrador/shared/schemas/auth';
import { apiPost } from '../../../shared/api/client';
import { authSchemas } from '../../../shared/api/lazy-schemas';

export const login = (body: LoginRequest): Promise<LoginResponse> =>
  apiPost('/login', body, () => authSchemas().then((m) => m.LoginResponseSchema));
