import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { acceptedEncoding } from '../lib/json-cache';
import { MESSAGES } from '../lib/messages';
import { sendFailure } from './error-handler';
import { loadServerRender } from './web-render';
import { createShell, type ShellPage, type ShellSources } from './web-shell';

/** Pages' statuses and heads (modules/seo, wiring/seo.ts), or where a page moved; the shell writes the head in. */
export interface PageHeads {
  answer: (url: string, origin: string) => Promise<PageHeadAnswer>;
  /** A storefront page anyone may land on (not the account, back office, sign-in or staff screens). */
  isPublic: (url: string) => boolean;
}
type PageHeadAnswer = { status: number; html: string } | { status: 301; location: string };

const DEFAULT_FAVICON = 'icons/favicon-light.ico';

/** Routes answered by a page of their own build instead of the storefront's shell. */
const OWN_PAGES = [
  { route: /^\/advertising_view(\/|\?|$)/, file: 'kiosk/kiosk.html' },
  { route: /^\/courier\/?(\?|$)/, file: 'courier-app/courier.html' },
];

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Media (written by the seed and image management) under /media/, and the built web app at /,
 * both from disk. File names under /media and /assets change whenever their content does, so
 * browsers may keep them for a year; everything else revalidates (index.html, service worker).
 * The web build writes brotli and gzip copies beside its text files (apps/web/scripts/
 * compress.mjs); they are sent as they are to browsers that accept them, never compressed per
 * request. Pictures under /media are already compressed (WebP).
 */
export async function registerWeb(
  app: FastifyInstance,
  config: AppConfig,
  sources: ShellSources,
  heads?: PageHeads,
  renderTtlMs = config.cacheTtlMs,
): Promise<void> {
  // With S3 storage the images module answers /media/ from the bucket (decision 033).
  if (!config.s3) {
    await app.register(fastifyStatic, {
      root: config.mediaDir,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders: (res) => res.setHeader('cache-control', IMMUTABLE),
    });
  }

  const indexHtml = path.join(config.webDistDir, 'index.html');
  const hasWeb = existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: '/',
      index: false,
      cacheControl: false,
      // The server render's own code (dist/ssr/) is never sent.
      allowedPath: (pathName) => !pathName.startsWith('/ssr/'),
      // `<file>.br` / `<file>.gz` when the browser accepts them, with the file's own content type.
      preCompressed: true,
      // `filePath` is the file sent, so a compressed copy of a hashed asset is immutable too.
      setHeaders: (res, filePath) => {
        const isHashed = ['assets', 'kiosk/assets', 'courier-app/assets'].some((dir) =>
          filePath.startsWith(path.join(config.webDistDir, dir) + path.sep),
        );
        res.setHeader('cache-control', isHashed ? IMMUTABLE : 'no-cache');
        // One URL, several encodings: caches must key on Accept-Encoding.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  // The SPA shell must revalidate: it names the current hashed assets and carries the company data.
  const template = templateReader(indexHtml);
  const shell = hasWeb ? createShell(template, sources) : null;
  // The storefront's public pages rendered on the server when the build has its server entry (decision 073).
  const ssrEntry = path.join(config.webDistDir, 'ssr', 'entry-server.js');
  const sendRendered = hasWeb && heads ? await loadServerRender(app, ssrEntry, template, sources, renderTtlMs) : null;
  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!shell) return sendBuildMissing(reply, config);
    const head = heads ? await pageHead(heads, request) : null;
    if (head && 'location' in head) return reply.header('cache-control', 'no-cache').redirect(head.location, 301);
    if (sendRendered && head && (await sendRendered(request, reply, head))) return reply;
    const { html, ...encoded } = await shell(shellPage(request.url), head?.html);
    const encoding = acceptedEncoding(request);
    reply.code(head?.status ?? 200);
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    return encoding ? reply.header('content-encoding', encoding).send(encoded[encoding]) : reply.send(html);
  };

  const sendPage = withOwnPages(config.webDistDir, sendShell);

  app.get('/', { schema: { hide: true } }, sendShell);
  // Browsers, crawlers and link previews ask for /favicon.ico whatever the page names (issue 32):
  // the light set's icon answers it unless the build carries its own.
  const hasOwnFavicon = existsSync(path.join(config.webDistDir, 'favicon.ico'));
  if (hasWeb && !hasOwnFavicon && existsSync(path.join(config.webDistDir, DEFAULT_FAVICON))) {
    app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile(DEFAULT_FAVICON),
    );
  }
  app.setNotFoundHandler((request, reply) =>
    isSpaNavigation(request, heads) ? sendPage(request, reply) : sendFailure(reply, 404, MESSAGES.notFound),
  );
}

type PageSender = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined> | FastifyReply;

/**
 * The in-store screen and the courier's page have their own small pages (decisions 037 and 080);
 * without them (a build from before) the SPA shows them too.
 */
function withOwnPages(webDistDir: string, sendShell: PageSender): PageSender {
  const ownPages = OWN_PAGES.filter(({ file }) => existsSync(path.join(webDistDir, file)));
  return (request, reply) => {
    const own = ownPages.find(({ route }) => route.test(request.url));
    return own ? reply.header('cache-control', 'no-cache').sendFile(own.file) : sendShell(request, reply);
  };
}

/** index.html's text, read again only when the file changes (one stat per page request). */
function templateReader(file: string): () => string {
  let cached = { mtimeMs: -1, size: -1, text: '' };
  return () => {
    const { mtimeMs, size } = statSync(file);
    if (mtimeMs !== cached.mtimeMs || size !== cached.size) cached = { mtimeMs, size, text: readFileSync(file, 'utf8') };
    return cached.text;
  };
}

/** The routes' shells differ in what they preload (web-shell.ts): home routes, a product page, the rest. */
export function shellPage(url: string): ShellPage {
  const pathname = url.split(/[?#]/, 1)[0] ?? '/';
  if (/^\/(new_home|home(\/[^/]*)?)?\/?$/.test(pathname)) return { kind: 'home' };
  const product = /^\/product_view\/([^/]{1,96})\/?$/.exec(pathname);
  if (product) {
    try {
      return { kind: 'product', sku: decodeURIComponent(product[1]!) };
    } catch {
      // A malformed escape: the page shows its own "not found"; nothing to preload.
    }
  }
  return { kind: 'other' };
}

/**
 * The head of the page asked for; a failure to make it (the database away) leaves the shell's
 * plain head, as before: the app still starts and says what went wrong.
 */
async function pageHead(heads: PageHeads, request: FastifyRequest): Promise<PageHeadAnswer | null> {
  try {
    return await heads.answer(request.url, `${request.protocol}://${request.host}`);
  } catch (err) {
    request.log.warn({ err }, 'page head not made');
    return null;
  }
}

/**
 * A browser navigating to a client-side route: answer the SPA shell, the router does the rest.
 * Link previews (WhatsApp, Facebook) and some crawlers accept any type, or send no Accept at all.
 */
function isSpaNavigation(request: FastifyRequest, heads: PageHeads | undefined): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url;
  if (url.startsWith('/api/') || url === '/api' || url.startsWith('/media/') || url.startsWith('/assets/')) return false;
  const accept = request.headers.accept ?? '*/*';
  return accept.includes('text/html') || (accept.includes('*/*') && heads?.isPublic(url) === true);
}

function sendBuildMissing(reply: FastifyReply, config: AppConfig) {
  const html = `<!doctype html><html lang="es-MX"><head><meta charset="utf-8"><title>Mostrador</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;line-height:1.5">
<h1>Falta compilar la aplicación web</h1>
<p>El servidor está funcionando, pero no encontró la aplicación web en <code>${escapeHtml(config.webDistDir)}</code>.</p>
<p>Ejecuta <code>npm run build</code> en la raíz del proyecto y vuelve a iniciar el servidor (o usa <code>npm start</code>, que la compila si hace falta).</p>
<p>La API sigue disponible en <a href="/api/docs">/api/docs</a>.</p></body></html>`;
  return reply.code(503).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
