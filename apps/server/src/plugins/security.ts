import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
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

/** Helmet's options for pages and files (the SPA, media, /api/docs), computed once at start. */
export function pageHelmetOptions(config: AppConfig): FastifyHelmetOptions {
  const isProduction = config.mode === 'production';
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // Google's sign-in popup talks back to the opener; same-origin would cut that channel.
    crossOriginOpenerPolicy: { policy: config.google.clientId ? 'same-origin-allow-popups' : 'same-origin' },
    // HSTS pins HTTPS for a year: only meaningful (and only safe) in production.
    strictTransportSecurity: isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/**
 * Helmet's options for JSON answers (OWASP REST Security Cheat Sheet): nothing in them is ever
 * rendered, so the policy denies everything and framing; the page-level headers would be noise.
 */
export function apiHelmetOptions(config: AppConfig): FastifyHelmetOptions {
  const isProduction = config.mode === 'production';
  return {
    // Set in registerSecurity: helmet writes directives without the space after `;`.
    contentSecurityPolicy: false,
    xContentTypeOptions: true,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    strictTransportSecurity: isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xPoweredBy: false,
    xXssProtection: false,
  };
}

/** The headers helmet sends with these options (computed once, on a throw-away response). */
export function helmetHeaders(options: FastifyHelmetOptions): Record<string, string> {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  const { global: _global, enableCSPNonces: _nonces, ...helmetOptions } = options;
  // @fastify/helmet types helmet's options from its CommonJS declarations, this import from the ES ones.
  helmet(helmetOptions as Parameters<typeof helmet>[0])(res.req, res, () => undefined);
  return Object.fromEntries(Object.entries(res.getHeaders()).map(([name, value]) => [name, String(value)]));
}

const API_CSP = "default-src 'none'; frame-ancestors 'none'";
const isApiUrl = (url: string | undefined) => url !== undefined && url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Security headers on every response with @fastify/helmet: helmet's full set for pages and files
 * (the SPA, media, /api/docs), the shorter REST set for API answers. Options are computed once
 * at start; API routes carry the REST options as their route option. An API path answered by no
 * API route (a 404, or the web's wildcard) gets the REST set in place of the page set.
 */
export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  const apiOptions = apiHelmetOptions(config);
  const pageNames = Object.keys(helmetHeaders(pageHelmetOptions(config)));
  const apiHeaders = { 'content-security-policy': API_CSP, ...helmetHeaders(apiOptions) };
  app.addHook('onRoute', (route) => {
    if (isApiUrl(route.url) && route.helmet === undefined) route.helmet = apiOptions;
  });
  await app.register(fastifyHelmet, pageHelmetOptions(config));
  app.addHook('onRequest', (request, reply, done) => {
    if (!isApiUrl(request.url)) return done();
    if (reply.raw.getHeader('x-frame-options') === 'DENY') {
      reply.raw.setHeader('content-security-policy', API_CSP);
    } else {
      for (const name of pageNames) reply.raw.removeHeader(name);
      for (const [name, value] of Object.entries(apiHeaders)) reply.raw.setHeader(name, value);
    }
    done();
  });
}
