import { apiPost } from '../../../shared/api/client';
import { authSchemas } from '../../../shared/api/lazy-schemas';

export const logoutSession = (token: string): Promise<{ ok: true }> =>
  apiPost('/login/logout', { token }, () => authSchemas().then((m) => m.LogoutResponseSchema));
