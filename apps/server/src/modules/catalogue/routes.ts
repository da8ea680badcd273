import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@mostrador/shared/schemas/common';
import { ProductListQuerySchema, ProductListResponseSchema, SuggestionsQuerySchema, SuggestionsResponseSchema } from '@mostrador/shared/schemas/catalogue';
import { sendWithEtag } from '../../lib/json-cache';
import type { CatalogueService } from './service';

/** Prices and stock change during the day: browsers and proxies may reuse an answer for a minute. */
const CATALOGUE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

export const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueService }> = async (app, { catalogue }) => {
  const tags = ['catalogue'];
  app.get(
    '/catalogue/products',
    { schema: { tags, querystring: ProductListQuerySchema, response: { 200: ProductListResponseSchema, 400: ErrorResponseSchema } } },
    (req, reply) => sendWithEtag(req, reply, catalogue.products(req.query), CATALOGUE_CACHE_CONTROL),
  );
  app.get(
    '/catalogue/suggestions',
    { schema: { tags, querystring: SuggestionsQuerySchema, response: { 200: SuggestionsResponseSchema, 400: ErrorResponseSchema } } },
    (req, reply) => sendWithEtag(req, reply, catalogue.suggestions(req.query.q), CATALOGUE_CACHE_CONTROL),
  );
};
