import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  LoginNewRequestSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  LogoutRequestSchema,
  LogoutResponseSchema,
  RenewTokenRequestSchema,
  SmsChallengeRequestSchema,
  SmsChallengeResponseSchema,
  SmsSendRequestSchema,
  SmsSendResponseSchema,
  SmsVerifyRequestSchema,
  SmsVerifyResponseSchema,
} from '@mostrador/shared/schemas/auth';
import { failureResponses } from '../../lib/failure-responses';
import type { AuthService, Device } from './service';
import type { PhoneVerificationService } from './phone-verification-service';

const failures = failureResponses(400, 401, 403, 404, 409, 429, 503);
const device = (req: FastifyRequest, pushToken: string | null | undefined): Device => ({
  pushToken,
  userAgent: req.headers['user-agent'] ?? '',
});

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; verification: PhoneVerificationService }> = async (
  app,
  { auth, verification },
) => {
  const sms = { tags: ['auth: verificación por SMS'] };
  const login = { tags: ['auth: cuentas y sesiones'] };

  app.post(
    '/auth/sms/challenge',
    { schema: { ...sms, body: SmsChallengeRequestSchema, response: { 200: SmsChallengeResponseSchema } } },
    (req) => verification.challenge(req.ip),
  );
  app.post(
    '/auth/sms/send',
    { schema: { ...sms, body: SmsSendRequestSchema, response: { 200: SmsSendResponseSchema, ...failures } } },
    (req) => verification.send(req.body, req.ip),
  );
  app.post(
    '/auth/sms/verify',
    { schema: { ...sms, body: SmsVerifyRequestSchema, response: { 200: SmsVerifyResponseSchema, ...failures } } },
    async (req) => ({
      ok: true as const,
      FIREBASE_UID: await verification.verify(req.body.PHONE, req.body.PURPOSE, req.body.CODE, req.ip),
    }),
  );

  app.post(
    '/login/new',
    { schema: { ...login, body: LoginNewRequestSchema, response: { 200: LoginResponseSchema, ...failures } } },
    (req) => auth.loginNew(req.body, device(req, req.body.FIREBASE_TOKEN)),
  );
  app.post('/login', { schema: { ...login, body: LoginRequestSchema, response: { 200: LoginResponseSchema, ...failures } } }, (req) =>
    auth.login(req.body, device(req, req.body.FIREBASE_TOKEN)),
  );
  app.post(
    '/login/renewToken',
    {
      config: { access: 'customer' },
      schema: { ...login, body: RenewTokenRequestSchema, response: { 200: LoginResponseSchema, ...failures } },
    },
    (req) => auth.renewToken(req.session, req.body.token, req.body.PHONE),
  );
  app.post(
    '/login/logout',
    { config: { access: 'optional' }, schema: { ...login, body: LogoutRequestSchema, response: { 200: LogoutResponseSchema } } },
    async (req) => {
      await auth.logout(req.optionalSession);
      return { ok: true as const };
    },
  );
};
