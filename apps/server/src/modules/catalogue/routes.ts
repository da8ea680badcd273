import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CategoriesQuerySchema,
  CategoriesResponseSchema,
  HomeSectionsResponseSchema,
  ProductListQuerySchema,
  ProductListResponseSchema,
  ProductParamsSchema,
  ProductResponseSchema,
  SuggestionsQuerySchema,
  SuggestionsResponseSchema,
} from '@mostrador/shared/schemas/catalogue';
import { BarcodeParamsSchema, BarcodeQuerySchema, BarcodeResponseSchema } from '@mostrador/shared/schemas/barcode';
import {
  BranchStockQuerySchema,
  BranchStockResponseSchema,
  skuList,
  StockByBranchQuerySchema,
} from '@mostrador/shared/schemas/branch-stock';
import { StockByBranchResponseSchema } from '@mostrador/shared/schemas/pickup';
import { sendWithEtag } from '../../lib/json-cache';
import { failureResponses } from '../../lib/failure-responses';
import type { CatalogueService } from './service';

/** Prices and stock change during the day: browsers and proxies may reuse an answer for a minute. */
const CATALOGUE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/** Whether the customer's branch still has it: never reused, a sale must show at once. */
const STOCK_CACHE_CONTROL = 'no-store';

/** The price checker shows stock at the branch: a short reuse, so a sale shows within seconds. */
const BARCODE_CACHE_CONTROL = 'public, max-age=15, stale-while-revalidate=30';

export const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueService }> = async (app, { catalogue }) => {
  const tags = ['catalogue'];
  app.get(
    '/catalogue/products',
    { schema: { tags, querystring: ProductListQuerySchema, response: { 200: ProductListResponseSchema, ...failureResponses(400) } } },
    (req, reply) => sendWithEtag(req, reply, catalogue.products(req.query), CATALOGUE_CACHE_CONTROL),
  );
  app.get(
    '/catalogue/products/:SKU',
    { schema: { tags, params: ProductParamsSchema, response: { 200: ProductResponseSchema, ...failureResponses(404) } } },
    (req, reply) => sendWithEtag(req, reply, catalogue.product(req.params.SKU), CATALOGUE_CACHE_CONTROL),
  );
  app.get(
    '/catalogue/categories',
    { schema: { tags, querystring: CategoriesQuerySchema, response: { 200: CategoriesResponseSchema, ...failureResponses(400) } } },
    (req, reply) => sendWithEtag(req, reply, catalogue.categories(req.query.TYPE || null), CATALOGUE_CACHE_CONTROL),
  );
  app.get('/catalogue/home', { schema: { tags, response: { 200: HomeSectionsResponseSchema } } }, (req, reply) =>
    sendWithEtag(req, reply, catalogue.homeSections(), CATALOGUE_CACHE_CONTROL),
  );
  app.get(
    '/catalogue/suggestions',
    { schema: { tags, querystring: SuggestionsQuerySchema, response: { 200: SuggestionsResponseSchema, ...failureResponses(400) } } },
    (req, reply) => sendWithEtag(req, reply, catalogue.suggestions(req.query.q), CATALOGUE_CACHE_CONTROL),
  );
  app.get(
    '/catalogue/barcode/:EAN',
    {
      schema: {
        tags,
        params: BarcodeParamsSchema,
        querystring: BarcodeQuerySchema,
        response: { 200: BarcodeResponseSchema, ...failureResponses(400, 404) },
      },
    },
    (req, reply) => sendWithEtag(req, reply, catalogue.barcode(req.params.EAN, req.query.BRANCH ?? null), BARCODE_CACHE_CONTROL),
  );
  app.get(
    '/catalogue/stock',
    { schema: { tags, querystring: BranchStockQuerySchema, response: { 200: BranchStockResponseSchema, ...failureResponses(400, 404) } } },
    async (req, reply) => {
      void reply.header('cache-control', STOCK_CACHE_CONTROL);
      return catalogue.branchStock(req.query.BRANCH, skuList(req.query.SKUS));
    },
  );
  app.get(
    '/catalogue/stockByBranch',
    {
      schema: {
        tags,
        description: 'Piezas de estos productos en cada sucursal activa (recoger en sucursal, issue 35).',
        querystring: StockByBranchQuerySchema,
        response: { 200: StockByBranchResponseSchema, ...failureResponses(400) },
      },
    },
    async (req, reply) => {
      void reply.header('cache-control', STOCK_CACHE_CONTROL);
      return catalogue.stockByBranch(skuList(req.query.SKUS));
    },
  );
};
