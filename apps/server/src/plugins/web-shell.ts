import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PRODUCT_PAGE_PICTURE_SIZES, pictureSrcSet } from '@mostrador/shared/format/picture-widths';
import { PAGE_PRELOADS_PATTERN } from '@mostrador/shared/web/page-preloads';
import type { Awaitable, SerializedJson } from '../lib/json-cache';

/** What the shell inlines: the two start-up answers of docs/product.md#start-up, as prepared (cached) JSON. */
export interface ShellSources {
  companyInfo: () => Awaitable<SerializedJson>;
  banners: () => Awaitable<SerializedJson>;
  /** getTheme and backgrounds of the company's theme: the theme engine's first two calls. */
  getTheme: (name: string) => Awaitable<SerializedJson>;
  backgrounds: (folder: string) => Awaitable<SerializedJson>;
  /** The branch list (GET /api/company/branchesInfo), which the home shows. */
  branchesInfo?: () => Awaitable<SerializedJson>;
  /** A product's page answer (GET /api/catalogue/products/:SKU), for product_view/:SKU. */
  product?: (sku: string) => Awaitable<SerializedJson>;
}

/**
 * Which page the shell is for: the home routes get the top banner's preload, a product page its
 * answer and its picture's preload, any other route neither (decision 043).
 */
export type ShellPage = { kind: 'home' } | { kind: 'product'; sku: string } | { kind: 'other' };

/** The answers written into the page; a missing one is asked for by the app as usual. */
export interface Answers {
  info: SerializedJson;
  banners: SerializedJson | null;
  theme: { name: string; answer: SerializedJson } | null;
  backgrounds: { name: string; answer: SerializedJson } | null;
  branches: SerializedJson | null;
}

/** The shell as sent: the HTML and its compressed copies. */
export interface Shell {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Markers in apps/web/index.html where the server writes the data and the logo screen. */
export const DATA_MARKER = '<!--boot-data-->';
export const SCREEN = /<!--boot-screen-->[\s\S]*?<!--\/boot-screen-->/;
/** The template's own description and robots lines: the page's head (modules/seo) says its own. */
export const TEMPLATE_HEAD = /<meta name="(?:description|robots)" content="[^"]*" \/>\s*/g;

export interface CompanyFacts {
  company: { NAME: string; LOGO: string | null };
  img_url: string;
}

export interface BannerFacts {
  banners: Partial<Record<string, { IMAGE: string; POSITION: number }[]>>;
}

// The top banner home shows at each width (apps/web features/home/banner-choice.ts: XL from
// 1440 px, LG from 1024 px, MD below; a missing size borrows the closest one, larger first).
const TOP_BANNERS = [
  { media: '(min-width: 1440px)', types: ['BANNER_TOP_XL', 'BANNER_TOP_LG', 'BANNER_TOP_MD'] },
  { media: '(min-width: 1024px) and (max-width: 1439.98px)', types: ['BANNER_TOP_LG', 'BANNER_TOP_XL', 'BANNER_TOP_MD'] },
  { media: '(max-width: 1023.98px)', types: ['BANNER_TOP_MD', 'BANNER_TOP_LG', 'BANNER_TOP_XL'] },
];

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
// In a <script> element only "</script" (any case) and "<!--" could end or change it; JSON
// allows `\u003c` for `<`, so the data can never close its element.
export const escapeScriptJson = (json: string) => json.replace(/</g, '\\u003c');

/**
 * The logo screen as plain HTML (styled by index.html's own <style>): the company's logo and
 * name paint with the first bytes, before any JavaScript; the app's first render replaces it
 * with its own logo screen (docs/product.md#start-up) and then the page.
 */
function logoScreen(info: CompanyFacts): string {
  const name = escapeHtml(info.company.NAME);
  const logo = info.company.LOGO ? `<img src="${escapeHtml(info.img_url + info.company.LOGO)}" alt="${name}" height="96" />` : '';
  return `<div class="boot-initial" role="status" aria-label="Cargando la tienda..."><div class="boot-logo">${logo}<p>${name}</p><span></span></div></div>`;
}

/**
 * Preloads of the first top banner for each width, the home page's largest picture: the browser
 * fetches it with the page instead of after the app has started and rendered.
 */
export function bannerPreloads(imgUrl: string, banners: BannerFacts | null): string {
  if (!banners) return '';
  return TOP_BANNERS.map(({ media, types }) => {
    const list = types.map((type) => banners.banners[type] ?? []).find((l) => l.length > 0);
    const first = list ? [...list].sort((a, b) => a.POSITION - b.POSITION)[0] : undefined;
    if (!first) return '';
    const href = escapeHtml(imgUrl + first.IMAGE);
    return `<link rel="preload" as="image" href="${href}" media="${media}" fetchpriority="high" />`;
  }).join('');
}

export const named = (entry: { name: string; answer: SerializedJson } | null) =>
  entry ? `{"name":${JSON.stringify(entry.name)},"answer":${entry.answer.json}}` : 'null';

/** The product page's picture, preloaded in the widths and sizes the page asks for (product-page.tsx). */
function productPreload(imgUrl: string, product: { name: string; answer: SerializedJson } | null): string {
  const image = product ? (JSON.parse(product.answer.json) as { product?: { IMAGE?: string } }).product?.IMAGE : undefined;
  if (!image) return '';
  const srcset = pictureSrcSet(imgUrl, image);
  const responsive = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${PRODUCT_PAGE_PICTURE_SIZES}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(imgUrl + image)}"${responsive} fetchpriority="high" />`;
}

function render(
  template: string,
  { info, banners, theme, backgrounds, branches }: Answers,
  page: ShellPage['kind'],
  head: string | null,
  product: { name: string; answer: SerializedJson } | null = null,
): Buffer {
  const facts = JSON.parse(info.json) as CompanyFacts;
  // Non-executable (type="application/json"): the CSP's script-src does not apply, nothing runs.
  const data =
    `{"companyInfo":${info.json},"banners":${banners ? banners.json : 'null'},` +
    `"theme":${named(theme)},"backgrounds":${named(backgrounds)},"product":${named(product)},` +
    `"branches":${page === 'home' && branches ? branches.json : 'null'}}`;
  const preloads =
    page === 'home'
      ? bannerPreloads(facts.img_url, banners ? (JSON.parse(banners.json) as BannerFacts) : null)
      : productPreload(facts.img_url, product);
  // Replacement functions, not strings: a string's `$'`, `` $` `` and `$&` would expand, and a
  // product named "Gel $'" would paste the rest of the page into every visitor's copy.
  const html = template
    .replace(DATA_MARKER, () => `<script type="application/json" id="boot-data">${escapeScriptJson(data)}</script>${preloads}`)
    .replace(SCREEN, () => logoScreen(facts))
    // The page's own route chunks load with it; the other kinds' lists go (decision 049).
    .replace(PAGE_PRELOADS_PATTERN, (_all, kind: string, links: string) => (kind === page ? links : ''))
    .replace(TEMPLATE_HEAD, (all) => (head ? '' : all))
    .replace(/<title>[^<]*<\/title>/, () => head ?? `<title>${escapeHtml(facts.company.NAME)}</title>`);
  return Buffer.from(html, 'utf8');
}

/**
 * The SPA shell with the company (and its theme) and the banners written in (issue 18): start-up
 * reads them from the page instead of two round trips before the first paint. The home and the
 * other pages' shells are rebuilt only when the company service hands out new cached answers (a
 * few times a day) and compressed once per build; a product page's adds its product (cached by
 * the catalogue service) and is compressed once per cached product answer, lightly (a few KB). Without a company (an
 * empty database) the template goes out as it is.
 */
export function createShell(readTemplate: () => string, sources: ShellSources): (page: ShellPage, head?: string | null) => Promise<Shell> {
  let last: {
    template: string;
    answers: Answers;
    /** Keyed by page kind and head (modules/seo): each page's own title, canonical URL and data. */
    shells: Map<string, Shell>;
    /** Keyed by the catalogue's cached answer: a product's shell is rendered and compressed once per answer. */
    products: WeakMap<SerializedJson, { head: string | null; shell: Shell }>;
  } | null = null;
  let plain: { template: string; shell: Shell } | null = null;
  return async (page, head = null) => {
    // A build written over the running one (its index.html names new assets) is picked up.
    const template = readTemplate();
    let info: SerializedJson;
    try {
      info = await sources.companyInfo();
    } catch {
      if (plain?.template !== template) plain = { template, shell: compress(Buffer.from(template, 'utf8')) };
      return plain.shell;
    }
    const answers = await gather(info, sources);
    if (!last || last.template !== template || !sameAnswers(last.answers, answers)) {
      last = { template, answers, shells: new Map(), products: new WeakMap() };
    }
    if (page.kind === 'product') {
      const product = await optional(() => sources.product?.(page.sku) ?? Promise.reject(new Error('no product source')));
      if (product) {
        let entry = last.products.get(product);
        if (entry?.head !== head) {
          entry = { head, shell: compress(render(template, answers, 'product', head, { name: page.sku, answer: product }), LIGHT) };
          last.products.set(product, entry);
        }
        return entry.shell;
      }
    }
    const kind = page.kind === 'home' ? 'home' : 'other';
    const key = `${kind}\n${head ?? ''}`;
    let shell = last.shells.get(key);
    if (!shell) {
      // The home's and the heads-less shells are built once per change at the top levels; a page
      // of its own (a category, a branch, a search) once per head, lightly, the oldest let go.
      shell = compress(render(template, answers, kind, head), head && kind === 'other' ? LIGHT : STRONG);
      if (last.shells.size >= MAX_PAGE_SHELLS) last.shells.delete(last.shells.keys().next().value!);
      last.shells.set(key, shell);
    }
    return shell;
  };
}

/** Page shells kept per company answers (categories, branches, recent searches). */
const MAX_PAGE_SHELLS = 2000;

/** Compression levels: the shared shells once per build at the top levels, a product page's once per cached answer. */
const STRONG = { br: 9, gzip: 9 };
const LIGHT = { br: 4, gzip: 6 };
function compress(html: Buffer, level = STRONG): Shell {
  return {
    html,
    br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: level.br } }),
    gzip: gzipSync(html, { level: level.gzip }),
  };
}

/** A failure leaves the answer out: the app asks for it as usual. */
const optional = (load: () => Awaitable<SerializedJson>) =>
  Promise.resolve()
    .then(load)
    .catch(() => null);

/** Everything but companyInfo is optional: a failure leaves it out and the app asks for it. */
export async function gather(info: SerializedJson, sources: ShellSources): Promise<Answers> {
  const themeName = (JSON.parse(info.json) as { company: { THEME: string } }).company.THEME;
  const [banners, themeAnswer, branches] = await Promise.all([
    optional(sources.banners),
    optional(() => sources.getTheme(themeName)),
    sources.branchesInfo ? optional(sources.branchesInfo) : null,
  ]);
  const folder = themeAnswer ? (JSON.parse(themeAnswer.json) as { theme: { FOLDER: string | null } }).theme.FOLDER : null;
  const backgroundsAnswer = folder ? await optional(() => sources.backgrounds(folder)) : null;
  return {
    info,
    banners,
    theme: themeAnswer ? { name: themeName, answer: themeAnswer } : null,
    backgrounds: folder && backgroundsAnswer ? { name: folder, answer: backgroundsAnswer } : null,
    branches,
  };
}

/** The cached answers are the same objects until their TTL ends: identity says "unchanged". */
function sameAnswers(a: Answers, b: Answers): boolean {
  return (
    a.info === b.info &&
    a.banners === b.banners &&
    a.theme?.answer === b.theme?.answer &&
    a.backgrounds?.answer === b.backgrounds?.answer &&
    a.branches === b.branches
  );
}
