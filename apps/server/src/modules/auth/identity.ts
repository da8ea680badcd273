import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { setPasswordHashThreads } from '../../lib/passwords';
import { createCustomerService } from '../customer/service';
import { createAntibot } from './antibot';
import { createLoginThrottle } from './login-throttle';
import { createPhoneVerificationService } from './phone-verification-service';
import { createAuthService } from './service';
import { createSessionsRepository } from './sessions-repository';
import { createSessionsService } from './sessions-service';
import { createSmsSender } from './sms/sms-sender';
import { createVerificationRepository } from './verification-repository';

/** Wires sessions, phone verification, sign-in and the customer's own data over one database. */
export function createIdentity(deps: { db: Database; config: AppConfig; clock: Clock; log: (line: string) => void }) {
  const { db, config, clock } = deps;
  setPasswordHashThreads(config.passwordHashThreads);
  const sms = createSmsSender(config, deps.log);
  const sessions = createSessionsService({ repo: createSessionsRepository(db), clock });
  const throttle = createLoginThrottle({ repo: createVerificationRepository(db), clock });
  const verification = createPhoneVerificationService({
    db,
    sms,
    antibot: createAntibot(config.authSecret, config.antibotDifficulty),
    clock,
    maxPerIpHour: config.smsMaxPerIpHour,
  });
  return {
    sms,
    sessions,
    verification,
    auth: createAuthService({ db, sessions, verification, throttle, clock }),
    customer: createCustomerService({ db, sessions, throttle, clock }),
  };
}
