import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { t } from '@mostrador/shared/messages/es-MX';
import { AppError } from '../../lib/errors';

export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
  picture: string;
}

/**
 * Verifies a Google ID token: signature against the provider's keys (jose caches the remote
 * JWKS and refetches on an unknown key ID), issuer, audience, expiry, RS256 only (no `none`, no
 * HMAC with a public key), a verified e-mail and, when configured, the hosted domain.
 */
export function createGoogleVerifier(options: { clientId: string; allowedDomain: string | null; keys: JWTVerifyGetKey | URL }) {
  const keys =
    options.keys instanceof URL ? createRemoteJWKSet(options.keys, { cooldownDuration: 30_000, cacheMaxAge: 6 * 3_600_000 }) : options.keys;
  return async function verify(idToken: string): Promise<GoogleIdentity> {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(idToken, keys, {
        issuer: GOOGLE_ISSUERS,
        audience: options.clientId,
        algorithms: ['RS256'],
        clockTolerance: 30,
      }));
    } catch (error) {
      // Keys that cannot be fetched (a timeout, or fetch itself failing) are an outage, not a bad token.
      if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) {
        throw new AppError(t('errors.serviceUnavailable'), 503, { cause: error });
      }
      throw new AppError(t('staff.googleInvalid'), 401, { cause: error });
    }
    const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
    if (!email || typeof payload.sub !== 'string') throw new AppError(t('staff.googleInvalid'), 401);
    if (payload.email_verified !== true) throw new AppError(t('staff.googleUnverified'), 403);
    if (options.allowedDomain && payload.hd !== options.allowedDomain) throw new AppError(t('staff.googleDomain'), 403);
    return {
      sub: payload.sub,
      email,
      name: typeof payload.name === 'string' ? payload.name : '',
      picture: typeof payload.picture === 'string' ? payload.picture : '',
    };
  };
}

export type GoogleVerifier = ReturnType<typeof createGoogleVerifier>;
