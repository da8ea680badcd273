import type { SmsSendRequest, SmsSendResponse } from '@mostrador/shared/schemas/auth';
import { apiPost } from '../../../shared/api/client';
import { authSchemas } from '../../../shared/api/lazy-schemas';

export const sendSmsCode = (body: SmsSendRequest): Promise<SmsSendResponse> =>
  apiPost('/auth/sms/send', body, () => authSchemas().then((m) => m.SmsSendResponseSchema));
