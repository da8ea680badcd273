import type { GoogleLoginResponse } from '@mostrador/shared/schemas/staff';
import { apiPost } from '../../../shared/api/client';
import { staffSchemas } from '../../../shared/api/lazy-schemas';

export const loginGoogle = async (
  token: string,
  google_token: string,
  google_name = '',
  google_picture = '',
): Promise<GoogleLoginResponse> =>
  apiPost(
    '/login/google',
    {
      token,
      google_token,
      firebase_token: await import('../../push').then((push) => push.pushTokenIfGranted()),
      google_name,
      google_picture,
    },
    () => staffSchemas().then((m) => m.GoogleLoginResponseSchema),
  );
