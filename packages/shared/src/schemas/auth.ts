/**
 * Sign-in, registration, recovery and phone verification (docs/product.md#sign-in-and-phone-verification "Customer and login";
 * docs/product.md#sign-in-and-phone-verification). Field names are the spec's: FIREBASE_UID carries our phone proof and
 * FIREBASE_TOKEN the device's push subscription.
 */
import * as z from 'zod/mini';
import { PASSWORD_MAX_LENGTH, SMS_CODE_MAX_LENGTH } from '../constants/limits';
import { t } from '../messages/es-MX';
import { described, NameSchema, OkSchema, PhoneSchema, SessionTokenSchema } from './common';
import { AddressSchema, UserSchema } from './customer';
import { PushTokenSchema } from './push';

/** Password recovery reuses /login/new with this fixed name (docs/product.md#sign-in-and-phone-verification); the account keeps its own. */
export const RECOVERY_PLACEHOLDER_NAME = 'RECUPERAR CONTRASEÑA';

/** Length only: the policy (common passwords, the phone) is checked where the phone is known. */
export const PasswordSchema = z
  .string()
  .check(z.maxLength(PASSWORD_MAX_LENGTH, t('validation.passwordTooLong', { max: PASSWORD_MAX_LENGTH })));

export const SMS_PURPOSES = ['register', 'recover'] as const;
export const SmsPurposeSchema = z.enum(SMS_PURPOSES);
export type SmsPurpose = z.infer<typeof SmsPurposeSchema>;

export const AccessEntrySchema = z.object({ ACCESS: z.string() });

export const LoginResponseSchema = z.object({
  ok: OkSchema,
  token: z.string(),
  user: UserSchema,
  user_access: z.array(AccessEntrySchema),
  user_addresses: z.array(AddressSchema),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

// --- Anti-bot proof of work (the spec's hidden captcha element) ---
export const SmsChallengeRequestSchema = z._default(z.object({ PHONE: z.optional(z.string().check(z.maxLength(20))) }), {});
export const SmsChallengeResponseSchema = z.object({
  ok: OkSchema,
  CHALLENGE: described(z.string(), 'Texto firmado por el servidor; vence en minutos'),
  DIFFICULTY: described(z.int(), 'Bits en cero al inicio de SHA-256(CHALLENGE + ":" + NONCE)'),
  VISIBLE: described(z.boolean(), 'true: mostrar la casilla «No soy un robot» (tras intentos fallidos)'),
});
export type SmsChallengeResponse = z.infer<typeof SmsChallengeResponseSchema>;
export const CaptchaSolutionSchema = z.object({
  CHALLENGE: z.string().check(z.maxLength(512)),
  NONCE: z.string().check(z.maxLength(64)),
});
export type CaptchaSolution = z.infer<typeof CaptchaSolutionSchema>;

export const SmsSendRequestSchema = z.object({
  PHONE: PhoneSchema,
  PURPOSE: SmsPurposeSchema,
  CAPTCHA: CaptchaSolutionSchema,
});
export type SmsSendRequest = z.infer<typeof SmsSendRequestSchema>;
export const SmsSendResponseSchema = z.object({
  ok: OkSchema,
  RESEND_IN: described(z.int(), 'Segundos hasta poder pedir otro código'),
  EXPIRES_IN: described(z.int(), 'Segundos de vigencia del código'),
});
export type SmsSendResponse = z.infer<typeof SmsSendResponseSchema>;

export const SmsVerifyRequestSchema = z.object({
  PHONE: PhoneSchema,
  PURPOSE: SmsPurposeSchema,
  CODE: z
    .string({ error: t('validation.smsCodeRequired') })
    .check(
      z.trim(),
      z.minLength(1, t('validation.smsCodeRequired')),
      z.maxLength(SMS_CODE_MAX_LENGTH, t('validation.smsCodeTooLong', { max: SMS_CODE_MAX_LENGTH })),
    ),
});
export const SmsVerifyResponseSchema = z.object({
  ok: OkSchema,
  FIREBASE_UID: described(z.string(), 'Prueba de un solo uso del número celular; vence en 10 minutos'),
});
export type SmsVerifyResponse = z.infer<typeof SmsVerifyResponseSchema>;

// --- Accounts and sessions (docs/product.md#sessions) ---
export const LoginNewRequestSchema = z.object({
  NAME: NameSchema,
  PHONE: PhoneSchema,
  PASSWORD: PasswordSchema,
  FIREBASE_UID: z.string().check(z.minLength(1), z.maxLength(256)),
  FIREBASE_TOKEN: PushTokenSchema,
});
export type LoginNewRequest = z.infer<typeof LoginNewRequestSchema>;

export const LoginRequestSchema = z.object({
  PHONE: PhoneSchema,
  PASSWORD: PasswordSchema,
  FIREBASE_TOKEN: PushTokenSchema,
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const RenewTokenRequestSchema = z.object({ token: SessionTokenSchema, PHONE: PhoneSchema });
export const LogoutRequestSchema = z.object({ token: SessionTokenSchema });
export const LogoutResponseSchema = z.object({ ok: OkSchema });
