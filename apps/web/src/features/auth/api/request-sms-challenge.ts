import type { SmsChallengeResponse } from '@mostrador/shared/schemas/auth';
import { apiPost } from '../../../shared/api/client';
import { authSchemas } from '../../../shared/api/lazy-schemas';

/** The anti-bot challenge for the SMS form; VISIBLE asks for the "No soy un robot" checkbox. */
export const requestSmsChallenge = (PHONE: string): Promise<SmsChallengeResponse> =>
  apiPost('/auth/sms/challenge', { PHONE }, () => authSchemas().then((m) => m.SmsChallengeResponseSchema));
