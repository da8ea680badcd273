import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { pathToFileURL } from 'node:url';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_PRELOADS_PATTERN } from '@mostrador/shared/web/page-preloads';
import { acceptedEncoding } from '../lib/json-cache';
import { logoAspects } from './logo-aspect';
import {
  bannerPreloads,
  DATA_MARKER,
  escapeScriptJson,
  gather,
  named,
  SCREEN,
  TEMPLATE_HEAD,
  type Answers,
  type BannerFacts,
  type CompanyFacts,
  type ShellSources,
} from './web-shell';

/** The storefront pages the server renders (decision 073); every other page is the shell. */
export type RenderedKind = 'home' | 'product' | 'search' | 'branches' | 'branch' | 'about' | 'notFound';

const KINDS: [RegExp, RenderedKind][] = [
  [/^\/(new_home|home(\/[^/]*)?)?\/?$/, 'home'],
  [/^\/product_view\/[^/]{1,96}\/?$/, 'product'],
  [/^\/(search(\/[^/]*)?|categories\/[^/]+\/[^/]+)\/?$/, 'search'],
  [/^\/branches\/?$/, 'branches'],
  [/^\/branch\/[^/]+\/?$/, 'branch'],
  [/^\/about_us\/?$/, 'about'],
  [/^\/not-found\/?$/, 'notFound'],
];

/** The route the not-found screen lives at: what a 404 or 410 page renders (decision 067's statuses). */
const NOT_FOUND_PATH = '/not-found';

export function renderedKind(url: string): RenderedKind | null {
  const pathname = url.split(/[?#]/, 1)[0] ?? '/';
  return KINDS.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}

/** apps/web src/entry-server.tsx, as its build exports it. */
interface RenderedPage {
  data: unknown;
  pipe: (destination: Writable) => void;
}
interface ServerEntry {
  setTransport: (transport: (url: string, init: RequestInit) => Promise<Response>) => void;
  renderPage: (url: string, path?: string, facts?: { screen: string; logoAspect: number | null }) => Promise<RenderedPage>;
  /** Missing in a build older than decision 087 (every page is then laid out for a phone). */
  guessScreen?: (userAgent: string | undefined) => string;
  /** Missing in a build older than decision 086. */
  themeHead?: (answer: unknown) => ThemeHead;
}
/** apps/web src/shared/theme/theme-head.ts: the company theme's CSS and colour scheme. */
interface ThemeHead {
  name: string;
  dark: boolean;
  css: string;
}

/** Renders a page and sends it; false when it could not (the caller sends the shell). */
export type SendRendered = (request: FastifyRequest, reply: FastifyReply, head: RenderHead) => Promise<boolean>;

/**
 * The server render (decision 073): the web build's server entry (`dist/ssr/entry-server.js`),
 * whose API reads go through this app's own routes in-process (`inject`: the services' cached
 * answers, counted against the visitor's rate limit as if their browser had asked). Without the
 * file (an older build) there is none and every page is the shell.
 */
export async function loadServerRender(
  app: FastifyInstance,
  file: string,
  template: () => string,
  sources: ShellSources,
  ttlMs: number,
): Promise<SendRendered | null> {
  if (!existsSync(file)) return null;
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
  const visitor = new AsyncLocalStorage<string>();
  entry.setTransport(async (url, init) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url,
      headers: init.headers as Record<string, string>,
      payload: typeof init.body === 'string' ? init.body : undefined,
      remoteAddress: visitor.getStore(),
    });
    return new Response(answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type']) },
    });
  });
  const pages = new PageCache(ttlMs);
  const aspects = logoAspects(app);
  // Per cached theme answer (the themes service keeps it): its CSS is computed once, not per render.
  const themes = new WeakMap<object, ThemeHead | null>();
  const themeOf = (answer: Answers['theme']) => {
    if (!answer) return null;
    if (!themes.has(answer.answer)) themes.set(answer.answer, entry.themeHead?.(JSON.parse(answer.answer.json)) ?? null);
    return themes.get(answer.answer) ?? null;
  };
  const render = async (request: FastifyRequest, head: RenderHead, kind: RenderedKind, path: string | undefined, screen: string) => {
    const origin = `${request.protocol}://${request.host}`;
    const answers = await gather(await sources.companyInfo(), sources);
    const facts = JSON.parse(answers.info.json) as CompanyFacts;
    const logoAspect = await aspects(facts.company.LOGO);
    const page = await visitor.run(request.ip, () => entry.renderPage(origin + request.url, path, { screen, logoAspect }));
    const theme = themeOf(answers.theme);
    const [before, after] = frame(template(), { answers, facts, theme }, kind, head.html, JSON.stringify(page.data));
    return new SentPage(Buffer.concat([Buffer.from(before), await collect(page), Buffer.from(after)]));
  };
  return async (request, reply, head) => {
    const isGone = head.status === 404 || head.status === 410;
    const own = renderedKind(request.url);
    if (!own || (head.status !== 200 && !isGone)) return false;
    const kind = isGone ? 'notFound' : own;
    // Laid out for a phone or a desktop by the browser's user agent (decision 087): one page for each.
    const screen = entry.guessScreen?.(request.headers['user-agent']) ?? 'phone';
    const key = `${request.protocol}://${request.host}${request.url}\n${head.status}\n${screen}`;
    // A new build (its index.html names new assets) renders again.
    const page = await pages.get(key, template(), () =>
      render(request, head, kind, isGone ? NOT_FOUND_PATH : undefined, screen).catch((err: unknown) => {
        request.log.warn({ err, url: request.url }, 'page not rendered; the shell goes instead');
        return null;
      }),
    );
    if (!page) return false;
    const encoding = acceptedEncoding(request);
    reply
      .code(head.status)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, user-agent')
      .type('text/html; charset=utf-8');
    if (encoding) reply.header('content-encoding', encoding).send(await page.encoded(encoding));
    else reply.send(page.html);
    return true;
  };
}

type RenderHead = { status: number; html: string };
/** A rendered page, compressed in an encoding the first time a visitor accepts it (most ask for br only). */
class SentPage {
  private readonly encodings: Partial<Record<'br' | 'gzip', Promise<Buffer>>> = {};
  constructor(readonly html: Buffer) {}
  encoded(encoding: 'br' | 'gzip'): Promise<Buffer> {
    return (this.encodings[encoding] ??= encoding === 'br' ? brotli(this.html, BROTLI) : gzipAsync(this.html, GZIP));
  }
}

/**
 * Rendered pages by address, kept as long as the services keep their answers (`CACHE_TTL_MS`,
 * 5 s): the same staleness as the API the page was made from, so a popular page is rendered and
 * compressed once per period, not per visitor. Visitors asking while it renders wait for that
 * render. A failed render is remembered as well (the shell goes) so a failing page is not tried
 * by every request. At most MAX_PAGES, the oldest let go.
 */
class PageCache {
  private readonly entries = new Map<string, { until: number; template: string; page: Promise<SentPage | null> }>();
  constructor(private readonly ttlMs: number) {}
  get(key: string, template: string, make: () => Promise<SentPage | null>): Promise<SentPage | null> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now && hit.template === template) return hit.page;
    const page = make();
    if (this.ttlMs <= 0) return page;
    this.entries.delete(key);
    if (this.entries.size >= MAX_PAGES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { until: now + this.ttlMs, template, page });
    return page;
  }
}
const MAX_PAGES = 500;

/** React's stream (renderToPipeableStream, whole once every part is ready) as one buffer. */
function collect(page: RenderedPage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write: (chunk: Buffer, _enc, done) => {
        chunks.push(Buffer.from(chunk));
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks))).on('error', reject);
    page.pipe(sink);
  });
}

/** Compressed once per render (every `CACHE_TTL_MS` at most), at the light levels of the product page's shell. */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP = { level: 6 };
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The company theme's colours as the app writes them (`<style id="theme-colors">`), so the page
 * paints in them rather than in Mantine's blue until the app has started (decision 086). Its
 * names and values are checked colours; a `<` could still never close the element.
 */
function themeStyle(theme: ThemeHead | null): string {
  if (!theme) return '';
  return `<style id="theme-colors" data-server>${theme.css.replace(/</g, '\\3c ')}</style>`;
}

/**
 * The page around the rendered HTML: the template with the page's head, its route chunks and
 * their CSS as stylesheets (the HTML is styled from its first paint), the theme's start-up
 * answers, and the render's state for hydration. The other start-up answers travel in that
 * state; the logo screen and the "activate JavaScript" notice go: the page is there.
 */
function frame(
  template: string,
  { answers, facts, theme }: { answers: Answers; facts: CompanyFacts; theme: ThemeHead | null },
  kind: RenderedKind,
  head: string,
  data: string,
): [string, string] {
  const boot = `{"theme":${named(answers.theme)},"backgrounds":${named(answers.backgrounds)}}`;
  const preloads =
    kind === 'home' ? bannerPreloads(facts.img_url, answers.banners ? (JSON.parse(answers.banners.json) as BannerFacts) : null) : '';
  const html = template
    .replace(
      DATA_MARKER,
      () =>
        `<script type="application/json" id="boot-data">${escapeScriptJson(boot)}</script>` +
        `<script type="application/json" id="ssr-data">${escapeScriptJson(data)}</script>${preloads}`,
    )
    .replace(PAGE_PRELOADS_PATTERN, (_all, pageKind: string, links: string) =>
      pageKind === kind ? links.replaceAll('rel="preload" as="style"', 'rel="stylesheet"') : '',
    )
    .replace(TEMPLATE_HEAD, '')
    .replace(/<title>[^<]*<\/title>/, () => head)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(/ data-mantine-color-scheme="light"/, (all) => (theme?.dark ? ' data-mantine-color-scheme="dark"' : all))
    // Last in the head, where the app writes it too: after Mantine's stylesheets, whose defaults it overrides.
    .replace('</head>', () => `${themeStyle(theme)}</head>`);
  const held = holdScripts(html);
  const screen = SCREEN.exec(held);
  if (!screen) return [held, ''];
  // Nothing but React's HTML inside #root: hydration would read the template's line breaks as text.
  return [held.slice(0, screen.index).trimEnd(), held.slice(screen.index + screen[0].length).trimStart()];
}

const APP_SCRIPTS = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;
/** The web build's starter for a rendered page (apps/web starter/, decision 088). */
const STARTER = '<script type="module" fetchpriority="low" src="/start-after-picture.js"></script>';

/**
 * The app's entry and module preloads, held in an inert template that the starter adds once the
 * pictures on the first screen have painted (decision 088): the picture first, then the scripts.
 */
function holdScripts(html: string): string {
  const tags: string[] = [];
  const rest = html.replace(APP_SCRIPTS, (tag) => {
    tags.push(tag.trim());
    return '';
  });
  if (tags.length === 0) return html;
  return rest.replace('</head>', () => `<template id="app-scripts">${tags.join('')}</template>${STARTER}</head>`);
}
