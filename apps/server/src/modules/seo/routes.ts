import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../lib/messages';
import { sendFailure } from '../../plugins/error-handler';
import type { SeoService } from './service';

// Crawlers come back often; a minute keeps a new product's URL within the "a minute after".
const CACHE_CONTROL = 'public, max-age=60';

/** The request's own origin, for a demo without PUBLIC_ORIGIN (behind a proxy with TRUST_PROXY). */
export const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** robots.txt and the sitemaps, at the site's root (not under /api). */
export function registerSeoFiles(app: FastifyInstance, seo: SeoService): void {
  const hide = { schema: { hide: true } };
  app.get('/robots.txt', hide, (request, reply) =>
    reply
      .header('cache-control', CACHE_CONTROL)
      .type('text/plain; charset=utf-8')
      .send(seo.robots(requestOrigin(request))),
  );
  app.get('/sitemap.xml', hide, async (request, reply) =>
    reply
      .header('cache-control', CACHE_CONTROL)
      .type('application/xml; charset=utf-8')
      .send(await seo.sitemapIndex(requestOrigin(request))),
  );
  app.get<{ Params: { file: string } }>('/sitemaps/:file', hide, async (request, reply) => {
    const xml = await seo.sitemapFile(request.params.file, requestOrigin(request));
    if (xml === null) return sendFailure(reply, 404, MESSAGES.notFound);
    return reply.header('cache-control', CACHE_CONTROL).type('application/xml; charset=utf-8').send(xml);
  });
}
