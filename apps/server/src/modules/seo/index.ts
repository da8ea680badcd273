// The seo module's public face (issue 36, decision 067): page heads and statuses, robots.txt, sitemaps.
export type { PageHead } from './head-html';
export { headHtml } from './head-html';
export type { PageAnswer, HeadSources } from './page-head';
export { publicPage, type PublicPage } from './page-routes';
export { createSeoRepository } from './repository';
export { registerSeoFiles, requestOrigin } from './routes';
export { createSeoService, type SeoService } from './service';
