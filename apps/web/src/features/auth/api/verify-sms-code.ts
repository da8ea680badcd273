import type { SmsPurpose, SmsVerifyResponse } from '@mostrador/shared/schemas/auth';
import { apiPost } from '../../../shared/api/client';
import { authSchemas } from '../../../shared/api/lazy-schemas';

/** Trades the SMS code for the single-use proof (`FIREBASE_UID`) that /login/new asks for. */
export const verifySmsCode = (PHONE: string, PURPOSE: SmsPurpose, CODE: string): Promise<SmsVerifyResponse> =>
  apiPost('/auth/sms/verify', { PHONE, PURPOSE, CODE }, () => authSchemas().then((m) => m.SmsVerifyResponseSchema));
