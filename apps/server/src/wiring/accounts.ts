import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import { setPasswordHashThreads } from '../lib/passwords';
import {
  createAntibot,
  createAuthService,
  createLoginThrottle,
  createPhoneVerificationService,
  createSessionEvents,
  createSessionsRepository,
  createSessionsService,
  createSmsSender,
  createVerificationRepository,
  type SessionsService,
} from '../modules/auth/index';
import { createCustomerRepository, createCustomerService } from '../modules/customer/index';
import type { PushService } from '../modules/push/index';
import {
  createDevIdentityProvider,
  createGoogleVerifier,
  createStaffRepository,
  createStaffService,
  DEMO_GOOGLE_CLIENT_ID,
} from '../modules/staff/index';

/**
 * Sessions, phone verification, sign-in and the customer's own data: auth owns sessions, branch
 * tokens, codes and failures; customer owns accounts and addresses and knows nothing of auth.
 */
export function createAccountServices(db: Database, config: AppConfig, clock: Clock, push: PushService, log: FastifyBaseLogger) {
  setPasswordHashThreads(config.passwordHashThreads);
  const sms = createSmsSender(config, (line) => log.info(line));
  const sessionEvents = createSessionEvents((error) => log.error({ err: error }, 'session event listener failed'));
  const verificationRepo = createVerificationRepository(db);
  const sessions = createSessionsService({ repo: createSessionsRepository(db), clock, events: sessionEvents });
  const throttle = createLoginThrottle({ repo: verificationRepo, clock });
  const verification = createPhoneVerificationService({
    repo: verificationRepo,
    sms,
    antibot: createAntibot(config.authSecret, config.antibotDifficulty),
    clock,
    maxPerIpHour: config.smsMaxPerIpHour,
    resendIntervalS: config.smsResendIntervalS,
  });
  const customer = createCustomerService({
    repo: createCustomerRepository(db),
    guardPassword: throttle.guard,
    revokeOtherSessions: sessions.endSessionsOn,
    clock,
  });
  const auth = createAuthService({ repo: verificationRepo, accounts: customer, sessions, verification, throttle, clock, devices: push });
  return { sms, sessions, verification, auth, customer, throttle, sessionEvents };
}

/** Branch staff sign-in: Google's keys in production (or GOOGLE_JWKS_URL); elsewhere the local stand-in's (docs/product.md#demo-mode). */
export function createStaffServices(db: Database, config: AppConfig, sessions: SessionsService, push: PushService) {
  const clientId = config.google.clientId ?? DEMO_GOOGLE_CLIENT_ID;
  const devIdp = config.google.jwksUrl === null && config.mode !== 'production' ? createDevIdentityProvider(clientId) : null;
  const verifyGoogle = createGoogleVerifier({
    clientId,
    allowedDomain: config.google.allowedDomain,
    keys: devIdp ? devIdp.keys : new URL(config.google.jwksUrl ?? ''),
  });
  const staff = createStaffService({ repo: createStaffRepository(db), sessions, verifyGoogle, devices: push });
  return { staff, google: { clientId, demo: devIdp !== null }, devIdp };
}
