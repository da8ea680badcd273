/**
 * Sitemaps (sitemaps.org 0.9): an index naming one file per kind of page and per `perFile` URLs
 * (50,000 at most a file, the protocol's limit), each file a plain list of absolute URLs.
 */

/** Google's and the protocol's limit of URLs in one sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

export const SITEMAP_KINDS = ['pages', 'branches', 'categories', 'products'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** Where the files are: `/sitemaps/products-2.xml`. */
export const sitemapFilePath = (kind: SitemapKind, n: number) => `/sitemaps/${kind}-${n}.xml`;

/** `products-2.xml` → its kind and number; null for any other name. */
export function parseSitemapFile(name: string): { kind: SitemapKind; n: number } | null {
  const match = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(name);
  const kind = SITEMAP_KINDS.find((k) => k === match?.[1]);
  return kind ? { kind, n: Number(match![2]) } : null;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function sitemapIndexXml(files: string[]): string {
  const entries = files.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`).join('\n');
  return `${XML}<sitemapindex xmlns="${NS}">\n${entries}\n</sitemapindex>\n`;
}

/** A sitemap's URL: its path and, where known, when its content last changed (W3C Datetime, UTC). */
export interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

export function urlSetXml(origin: string, entries: SitemapEntry[]): string {
  const lines = entries
    .map(({ path, lastmod }) => {
      const mod = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
      return `<url><loc>${escapeXml(origin + path)}</loc>${mod}</url>`;
    })
    .join('\n');
  return `${XML}<urlset xmlns="${NS}">\n${lines}\n</urlset>\n`;
}

/** How many files `count` URLs take at `perFile` each (an empty kind still has its one, empty, file). */
export const fileCount = (count: number, perFile: number) => Math.max(1, Math.ceil(count / perFile));
