import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

const GOOGLE = 'https://accounts.google.com';

/**
 * Content Security Policy: everything from our own origin. Exceptions, each for a reason:
 * data:/blob: images (previews, generated icons); inline styles because Mantine writes its CSS
 * variables in a <style> element; the socket origin for browsers whose 'self' omits ws(s):;
 * Google Identity Services only when Google sign-in is configured.
 */
export function contentSecurityPolicy(config: AppConfig): Record<string, string[] | null> {
  const hasGoogle = config.google.clientId !== null;
  const google = hasGoogle ? [GOOGLE] : [];
  const socket = config.publicOrigin ? [config.publicOrigin.replace(/^http/, 'ws')] : [];
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", ...google],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'", ...(hasGoogle ? [`${GOOGLE}/gsi/style`] : [])],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...socket, ...google],
    'frame-src': hasGoogle ? [GOOGLE] : ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    // Only behind HTTPS: on a plain-HTTP demo (e.g. a phone on the LAN) it would break every asset.
    'upgrade-insecure-requests': config.mode === 'production' ? [] : null,
  };
}

export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  const isProduction = config.mode === 'production';
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // Google's sign-in popup talks back to the opener; same-origin would cut that channel.
    crossOriginOpenerPolicy: { policy: config.google.clientId ? 'same-origin-allow-popups' : 'same-origin' },
    // HSTS pins HTTPS for a year: only meaningful (and only safe) in production.
    strictTransportSecurity: isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
