import type { CategoriesResponse } from '@mostrador/shared/schemas/catalogue';
import type { BranchesInfoResponse } from '@mostrador/shared/schemas/company';
import { TtlCache } from '../../lib/ttl-cache';
import { pageAnswer, type HeadSources, type PageAnswer } from './page-head';
import { memoizePages } from './page-memo';
import { pagePath } from './page-routes';
import type { SeoRepository } from './repository';
import {
  fileCount,
  parseSitemapFile,
  SITEMAP_KINDS,
  SITEMAP_MAX_URLS,
  sitemapFilePath,
  sitemapIndexXml,
  urlSetXml,
  type SitemapEntry,
  type SitemapKind,
} from './sitemap';

/**
 * Where crawlers may go: the storefront's pages, pictures and the public reads its pages render
 * with; not the account, back office, sign-in, staff screens or the rest of the API.
 */
const DISALLOWED = [
  '/api/',
  '/account',
  '/admin',
  '/auth',
  '/purchase',
  '/home_orders',
  '/customer_support',
  '/order_view',
  // A shared tracker (decision 077): a link for one person, never a page to find.
  '/track/',
  '/picking',
  '/advertising_view',
  '/themes',
  '/flex',
  '/forms',
  '/dialogs',
  '/samples',
];
/** The public GET reads a crawler that runs the page needs to render it (decision 067). */
const ALLOWED_API = ['/api/catalogue/', '/api/company/'];

export interface SeoServiceDeps {
  repo: SeoRepository;
  sources: Omit<HeadSources, 'retiredProduct'>;
  /** PUBLIC_ORIGIN; without it (demo) the request's own origin. */
  publicOrigin: string | null;
  /** How long the sitemaps' lists are reused: new products show within it. */
  ttlMs: number;
  /** URLs per sitemap file (50,000; tests make it small). */
  urlsPerFile?: number;
}

/** Page heads and statuses, robots.txt and the sitemaps (issue 36; decision 067). */
export function createSeoService(deps: SeoServiceDeps) {
  const { repo, sources } = deps;
  const perFile = Math.min(deps.urlsPerFile ?? SITEMAP_MAX_URLS, SITEMAP_MAX_URLS);
  const lists = new TtlCache<SitemapEntry[]>(deps.ttlMs, SITEMAP_KINDS.length);
  const headSources: HeadSources = { ...sources, retiredProduct: repo.retiredProduct };
  const originOf = (requestOrigin: string) => deps.publicOrigin ?? requestOrigin;
  const answerOf = memoizePages(pageAnswer);

  const at = (path: string): SitemapEntry => ({ path });
  /** Every page of a kind, as the canonical URLs write them; products with when they last changed. */
  const paths = (kind: SitemapKind): Promise<SitemapEntry[]> =>
    Promise.resolve(
      lists.get(kind, async () => {
        switch (kind) {
          case 'pages':
            return ['/', '/about_us'].map(at);
          case 'branches': {
            const { branchesInfo } = JSON.parse((await sources.branchesInfo()).json) as BranchesInfoResponse;
            return ['/branches', ...branchesInfo.map((b) => pagePath({ kind: 'branch', code: b.BRANCH })!)].map(at);
          }
          case 'categories': {
            const { categories } = JSON.parse((await sources.categories(null)).json) as CategoriesResponse;
            return categories.filter((k) => k.PRODUCTS > 0).map((k) => at(pagePath({ kind: 'category', type: k.TYPE, id: k.ID })!));
          }
          case 'products':
            return (await repo.activeProducts()).map((p) => ({ path: pagePath({ kind: 'product', sku: p.sku })!, lastmod: p.updatedAt }));
        }
      }),
    );

  return {
    /** The page's status and head, or where it moved (page-head.ts). */
    page: (url: string, requestOrigin: string): Promise<PageAnswer> => answerOf(url, originOf(requestOrigin), headSources),

    robots(requestOrigin: string): string {
      const lines = ['User-agent: *', ...DISALLOWED.map((p) => `Disallow: ${p}`), ...ALLOWED_API.map((p) => `Allow: ${p}`)];
      return `${lines.join('\n')}\n\nSitemap: ${originOf(requestOrigin)}/sitemap.xml\n`;
    },

    /** The index: every kind's files, split at `perFile` URLs. */
    async sitemapIndex(requestOrigin: string): Promise<string> {
      const origin = originOf(requestOrigin);
      const files: string[] = [];
      for (const kind of SITEMAP_KINDS) {
        const count = fileCount((await paths(kind)).length, perFile);
        for (let n = 1; n <= count; n++) files.push(`${origin}${sitemapFilePath(kind, n)}`);
      }
      return sitemapIndexXml(files);
    },

    /** One file of the index (`products-2.xml`); null when there is no such file. */
    async sitemapFile(name: string, requestOrigin: string): Promise<string | null> {
      const file = parseSitemapFile(name);
      if (!file) return null;
      const all = await paths(file.kind);
      if (file.n > fileCount(all.length, perFile)) return null;
      const origin = originOf(requestOrigin);
      return urlSetXml(origin, all.slice((file.n - 1) * perFile, file.n * perFile));
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
