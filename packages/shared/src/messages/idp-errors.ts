import { MESSAGES, isMessageCode, t } from './es-MX';

/** Identity-provider error codes seen by the product (docs/product.md#messages). */
export const IDP_ERROR_CODES = [
  'missing-recaptcha-token',
  'invalid-app-credential',
  'unauthorized-domain',
  'popup-blocked',
  'popup-closed-by-user',
  'cancelled-popup-request',
  'network-request-failed',
  'user-mismatch',
  'multi-factor-auth-required',
  'account-exists-with-different-credential',
  'web-storage-unsupported',
  'invalid-api-key',
  'internal-error',
] as const;
export type IdpErrorCode = (typeof IDP_ERROR_CODES)[number];

/**
 * Spanish text for a provider error. Providers prefix codes ("auth/popup-blocked"), so the
 * prefix is dropped; an unknown code gets the spec's generic sign-in failure text.
 */
export function idpErrorMessage(code: string): string {
  const key = `idp.${code.slice(code.lastIndexOf('/') + 1)}`;
  return isMessageCode(key) ? MESSAGES[key] : t('errors.somethingWentWrong');
}
