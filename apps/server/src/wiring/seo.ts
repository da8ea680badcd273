import type { AppDeps } from '../app-deps';
import type { CatalogueService } from '../modules/catalogue/index';
import type { CompanyService } from '../modules/company/index';
import type { PageHeads } from '../plugins/web';
import { createSeoRepository, createSeoService, headHtml, publicPage, type PageHead, type SeoService } from '../modules/seo/index';

/** Sitemaps are reused this long at most: a new or removed product shows within a minute (issue 36). */
const SITEMAP_TTL_MS = 60_000;

/** Page heads, robots.txt and sitemaps from the catalogue's and the company's cached answers. */
export function createSeo(deps: AppDeps, s: { company: CompanyService; catalogue: CatalogueService }) {
  const cacheTtlMs = deps.cacheTtlMs ?? deps.config.cacheTtlMs;
  return createSeoService({
    repo: createSeoRepository(deps.database.db),
    sources: {
      companyInfo: s.company.companyInfo,
      branchesInfo: s.company.branchesInfo,
      product: s.catalogue.product,
      categories: s.catalogue.categories,
    },
    publicOrigin: deps.config.publicOrigin,
    ttlMs: Math.min(cacheTtlMs, SITEMAP_TTL_MS),
    urlsPerFile: deps.sitemapUrlsPerFile,
  });
}

/** What the web shell asks of the seo module: a page's status and its head as HTML. */
export function shellHeads(seo: SeoService): PageHeads {
  // One HTML per head: a remembered page (modules/seo/page-memo.ts) is written out once.
  const written = new WeakMap<PageHead, string>();
  return {
    async answer(url, origin) {
      const answer = await seo.page(url, origin);
      if ('location' in answer) return answer;
      let html = written.get(answer.head);
      if (html === undefined) written.set(answer.head, (html = headHtml(answer.head)));
      return { status: answer.status, html };
    },
    isPublic: (url) => publicPage(url).kind !== 'private',
  };
}
