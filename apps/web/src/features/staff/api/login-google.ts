import type { GoogleLoginResponse } from '@mostrador/shared/schemas/staff';
import { apiPost } from '../../../shared/api/client';
import { staffSchemas } from './staff-schemas';

export const loginGoogle = (token: string, google_token: string, google_name = '', google_picture = ''): Promise<GoogleLoginResponse> =>
  apiPost('/login/google', { token, google_token, firebase_token: null, google_name, google_picture }, () =>
    staffSchemas().then((m) => m.GoogleLoginResponseSchema),
  );
