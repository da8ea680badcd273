import { apiPost } from '../../../shared/api/client';
import { authSchemas } from '../../../shared/api/lazy-schemas';

export const logoutBranch = (token: string, branchToken: string) =>
  apiPost('/login/google/logout', { token, branchToken }, () => authSchemas().then((m) => m.LogoutResponseSchema));
