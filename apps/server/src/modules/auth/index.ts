// The auth module's public face: sign-up and sign-in, sessions, phone verification and SMS.
import { modulePlugin } from '../../lib/module-plugin';
import type { PhoneVerificationService } from './phone-verification-service';
import { authRoutes } from './routes';
import type { AuthService } from './service';
export { createAntibot, type Antibot } from './antibot';
export { createLoginThrottle, type LoginThrottle } from './login-throttle';
export { createPhoneVerificationService, type PhoneVerificationService } from './phone-verification-service';
export { createAuthService, type AuthService, type Device } from './service';
export { createSessionEvents, type SessionEvent, type SessionEvents } from './session-events';
export { createSessionsRepository, type SessionsRepository } from './sessions-repository';
export { createSessionsService, type SessionsService } from './sessions-service';
export { ConsoleSmsSender } from './sms/console-sms';
export { createSmsSender, type SmsSender } from './sms/sms-sender';
export { createVerificationRepository, type VerificationRepository } from './verification-repository';

/** Decorates the API with `auth` and registers sign-up, sign-in and phone verification (ARCHITECTURE.md, "Server modules"). */
export const authModule = modulePlugin<{ auth: AuthService; verification: PhoneVerificationService }>('auth', async (api, options) => {
  api.decorate('auth', options.auth);
  await api.register(authRoutes, options);
});

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
  }
}
