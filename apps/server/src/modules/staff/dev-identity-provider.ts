import type { webcrypto } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTVerifyGetKey } from 'jose';
import { GOOGLE_ISSUERS } from './google-id-token';

/** The demo OAuth client when GOOGLE_CLIENT_ID is not set (demo and test modes only). */
export const DEMO_GOOGLE_CLIENT_ID = 'mostrador-demo.apps.googleusercontent.com';
const KEY_ID = 'mostrador-dev';

/**
 * The local stand-in for Google (docs/product.md#demo-mode): an RS256 key, made on first use (not at start),
 * signs ID tokens shaped like Google's, and the very same verifier checks them against it.
 */
export function createDevIdentityProvider(clientId: string) {
  let made: Promise<{ privateKey: webcrypto.CryptoKey; keys: JWTVerifyGetKey }> | undefined;
  const key = () =>
    (made ??= generateKeyPair('RS256').then(async ({ publicKey, privateKey }) => {
      const jwk = { ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
      return { privateKey, keys: createLocalJWKSet({ keys: [jwk] }) };
    }));
  const keys: JWTVerifyGetKey = async (header, token) => (await key()).keys(header, token);
  return {
    keys,
    /** An ID token for the e-mail, valid for an hour; `sub` is derived from the e-mail. */
    issue: async (email: string, name: string) =>
      new SignJWT({ email, email_verified: true, name, picture: '', hd: email.split('@')[1] ?? '' })
        .setProtectedHeader({ alg: 'RS256', kid: KEY_ID })
        .setIssuer(GOOGLE_ISSUERS[0] ?? '')
        .setAudience(clientId)
        .setSubject(`dev-${Buffer.from(email).toString('hex').slice(0, 40)}`)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign((await key()).privateKey),
  };
}

export type DevIdentityProvider = ReturnType<typeof createDevIdentityProvider>;
