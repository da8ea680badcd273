import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
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

/** Helmet's headers for this configuration, computed once (they do not vary per request). */
export function securityHeaders(config: AppConfig): Record<string, string> {
  const isProduction = config.mode === 'production';
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // Google's sign-in popup talks back to the opener; same-origin would cut that channel.
    crossOriginOpenerPolicy: { policy: config.google.clientId ? 'same-origin-allow-popups' : 'same-origin' },
    // HSTS pins HTTPS for a year: only meaningful (and only safe) in production.
    strictTransportSecurity: isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })(res.req, res, () => undefined);
  return Object.fromEntries(Object.entries(res.getHeaders()).map(([name, value]) => [name, String(value)]));
}

/**
 * Headers for JSON answers (OWASP REST Security Cheat Sheet): nothing in them is ever rendered,
 * so the policy denies everything and framing; the page-level directives would be noise.
 */
export function apiSecurityHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  const hsts = pageHeaders['strict-transport-security'];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
  };
}

/**
 * Security headers on every response: helmet's full set for pages and files (the SPA, media,
 * /api/docs), the shorter REST set for API answers. Both are computed once: @fastify/helmet
 * rebuilds the helmet middleware on every request (two hooks, option parsing, the CSP string),
 * which cost more than half the throughput of the hot read paths
 * (docs/decisions/003-precomputed-security-headers.md).
 */
export function registerSecurity(app: FastifyInstance, config: AppConfig): void {
  const pageHeaders = securityHeaders(config);
  const apiHeaders = apiSecurityHeaders(pageHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    const isApi = url.startsWith('/api/') && !url.startsWith('/api/docs');
    reply.headers(isApi ? apiHeaders : pageHeaders);
    // Set here, in a hook every request already runs, rather than in one of its own.
    reply.header('x-request-id', request.id);
    done();
  });
}
