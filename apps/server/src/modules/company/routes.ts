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
import { ErrorResponseSchema } from '@mostrador/shared/schemas/common';
import { sendJson, sendWithEtag } from '../../lib/json-cache';
import type { CompanyService } from './service';

// Short public caching: branches change rarely, and the ETag makes revalidation nearly free.
const BRANCHES_CACHE_CONTROL = 'public, max-age=60';

export const companyRoutes: FastifyPluginAsyncZod<{ company: CompanyService }> = async (app, { company }) => {
  const tags = ['company'];

  app.post(
    '/company/companyInfo',
    { schema: { tags, body: CompanyInfoRequestSchema, response: { 200: CompanyInfoResponseSchema, 404: ErrorResponseSchema } } },
    (_req, reply) => sendJson(reply, company.companyInfo()),
  );

  app.post(
    '/company/companyBanners',
    { schema: { tags, body: CompanyBannersRequestSchema, response: { 200: CompanyBannersResponseSchema } } },
    (_req, reply) => sendJson(reply, company.banners()),
  );

  // The spec's client calls both spellings (spec §7).
  for (const url of ['/company/branchesInfo', '/company/branchesinfo']) {
    app.get(url, { schema: { tags, hide: url.endsWith('branchesinfo'), response: { 200: BranchesInfoResponseSchema } } }, (req, reply) =>
      sendWithEtag(req, reply, company.branchesInfo(), BRANCHES_CACHE_CONTROL),
    );
  }

  app.post(
    '/company/branchInfo',
    { schema: { tags, body: BranchInfoRequestSchema, response: { 200: BranchInfoResponseSchema, 404: ErrorResponseSchema } } },
    (req, reply) => sendJson(reply, company.branchInfo(req.body.BRANCH)),
  );
};
