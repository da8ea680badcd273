import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BranchInfoRequestSchema,
  BranchInfoResponseSchema,
  BranchesInfoResponseSchema,
  CompanyBannersRequestSchema,
  CompanyBannersResponseSchema,
  CompanyInfoRequestSchema,
  CompanyInfoResponseSchema,
} from '@mostrador/shared/schemas/company';
import { failureResponses } from '../../lib/failure-responses';
import { sendJson, sendWithEtag } from '../../lib/json-cache';
import type { AppIconSize } from './app-manifest';
import type { CompanyService } from './service';
import * as z from 'zod/mini';

// Short public caching: branches change rarely, and the ETag makes revalidation nearly free.
const BRANCHES_CACHE_CONTROL = 'public, max-age=60';

export const companyRoutes: FastifyPluginAsyncZod<{ company: CompanyService }> = async (app, { company }) => {
  const tags = ['company'];

  app.post(
    '/company/companyInfo',
    { schema: { tags, body: CompanyInfoRequestSchema, response: { 200: CompanyInfoResponseSchema, ...failureResponses(404) } } },
    (_req, reply) => sendJson(reply, company.companyInfo()),
  );

  app.post(
    '/company/companyBanners',
    { schema: { tags, body: CompanyBannersRequestSchema, response: { 200: CompanyBannersResponseSchema } } },
    (_req, reply) => sendJson(reply, company.banners()),
  );

  // The spec's client calls both spellings (docs/product.md#company-branches-and-banners).
  for (const url of ['/company/branchesInfo', '/company/branchesinfo']) {
    app.get(url, { schema: { tags, hide: url.endsWith('branchesinfo'), response: { 200: BranchesInfoResponseSchema } } }, (req, reply) =>
      sendWithEtag(req, reply, company.branchesInfo(), BRANCHES_CACHE_CONTROL),
    );
  }

  app.get(
    '/company/manifest',
    { schema: { tags, description: 'Manifiesto de la aplicación instalable (nombre, colores y logotipo de la empresa).' } },
    async (_req, reply) =>
      reply
        .type('application/manifest+json')
        .header('cache-control', 'no-cache')
        .send(await company.appManifest()),
  );
  app.get(
    '/company/appIcon/:SIZE',
    {
      schema: {
        tags,
        description: 'Logotipo de la empresa como icono de la aplicación instalable (maskable=1: dentro de la zona segura).',
        params: z.object({ SIZE: z.enum(['192', '512']) }),
        querystring: z.object({ maskable: z.optional(z.enum(['0', '1'])) }),
      },
    },
    async (req, reply) => {
      const png = await company.appIcon(Number(req.params.SIZE) as AppIconSize, req.query.maskable === '1');
      return reply.type('image/png').header('cache-control', 'public, max-age=3600').send(png);
    },
  );

  app.post(
    '/company/branchInfo',
    { schema: { tags, body: BranchInfoRequestSchema, response: { 200: BranchInfoResponseSchema, ...failureResponses(404) } } },
    (req, reply) => sendJson(reply, company.branchInfo(req.body.BRANCH)),
  );
};
