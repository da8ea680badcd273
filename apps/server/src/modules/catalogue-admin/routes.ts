import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ACCESS } from '@mostrador/shared/constants/access';
import {
  AdjustStockRequestSchema,
  AdjustStockResponseSchema,
  AdminProductResponseSchema,
  AdminProductSearchRequestSchema,
  AdminProductSearchResponseSchema,
  BulkProductsRequestSchema,
  CategoriesChangedResponseSchema,
  CategoryRequestSchema,
  CatalogueOptionsRequestSchema,
  CatalogueOptionsResponseSchema,
  ChangedResponseSchema,
  PriceHistoryRequestSchema,
  PriceHistoryResponseSchema,
  ProductRequestSchema,
  ReorderCategoriesRequestSchema,
  SaveCategoryRequestSchema,
  SaveProductRequestSchema,
  SetCategoryActiveRequestSchema,
  StockGridRequestSchema,
  StockGridResponseSchema,
  StockHistoryRequestSchema,
  StockHistoryResponseSchema,
  SynonymChangeRequestSchema,
  SynonymsRequestSchema,
  SynonymsResponseSchema,
} from '@mostrador/shared/schemas/catalogue-admin';
import { failureResponses } from '../../lib/failure-responses';
import type * as z from 'zod/mini';
import type { Session } from '../../plugins/session';
import type { CatalogueAdmin } from './service';

const failures = failureResponses(400, 401, 403, 404, 409);
const CATALOGUE_TEAM = { access: [ACCESS.CATALOGUE, ACCESS.ADMIN] };
const tags = ['admin: catálogo'];
const actor = (req: FastifyRequest) => ({ accountId: (req as FastifyRequest & { session: Session }).session.accountId, ip: req.ip });

/** `POST /api/admin/catalogue/<call>` (CATALOGUE or ADMIN): products, categories, stock per branch, synonyms. */
export const catalogueAdminRoutes: FastifyPluginAsyncZod<{ catalogueAdmin: CatalogueAdmin }> = async (app, { catalogueAdmin: admin }) => {
  const route = <B extends z.ZodMiniType, R extends z.ZodMiniType>(
    path: string,
    description: string,
    body: B,
    response: R,
    run: (req: FastifyRequest, body: z.infer<B>) => Promise<Omit<z.infer<R>, 'ok'>>,
  ) =>
    app.post(
      `/admin/catalogue/${path}`,
      { schema: { tags, description, body, response: { 200: response, ...failures } }, config: CATALOGUE_TEAM },
      (req) => run(req, req.body as z.infer<B>).then((answer) => ({ ok: true as const, ...answer })) as never,
    );

  route(
    'products/search',
    'Productos (activos e inactivos) con la búsqueda de la tienda, filtros, orden y páginas.',
    AdminProductSearchRequestSchema,
    AdminProductSearchResponseSchema,
    (_req, b) => admin.products.search(b),
  );
  route('products/get', 'Un producto con todos sus campos.', ProductRequestSchema, AdminProductResponseSchema, async (_req, b) => ({
    product: await admin.products.get(b.SKU),
  }));
  route(
    'products/save',
    'Crea (ORIGINAL_SKU null) o guarda un producto; el SKU no cambia si ya tiene ventas. Un precio más de 3 veces mayor o menor que el actual pide CONFIRM_PRICE (409 PRICE_NEEDS_CONFIRMATION).',
    SaveProductRequestSchema,
    AdminProductResponseSchema,
    async (req, b) => ({ product: await admin.products.save(actor(req), b) }),
  );
  route(
    'products/bulk',
    'Activa, desactiva o mueve a una categoría varios productos.',
    BulkProductsRequestSchema,
    ChangedResponseSchema,
    async (req, b) => ({
      CHANGED: await admin.products.bulk(actor(req), b),
    }),
  );
  route(
    'categories/save',
    'Crea (ID null) o renombra una categoría.',
    SaveCategoryRequestSchema,
    CategoriesChangedResponseSchema,
    async (req, b) => ({ categories: await admin.categories.save(actor(req), b) }),
  );
  route(
    'categories/reorder',
    'Ordena todas las categorías de un TYPE.',
    ReorderCategoriesRequestSchema,
    CategoriesChangedResponseSchema,
    async (req, b) => ({
      categories: await admin.categories.reorder(actor(req), b.TYPE, b.IDS),
    }),
  );
  route(
    'categories/setActive',
    'Activa o desactiva una categoría (la tienda oculta las inactivas).',
    SetCategoryActiveRequestSchema,
    CategoriesChangedResponseSchema,
    async (req, b) => ({ categories: await admin.categories.setActive(actor(req), b.TYPE, b.ID, b.ACTIVE) }),
  );
  route(
    'categories/delete',
    'Borra una categoría sin productos.',
    CategoryRequestSchema,
    CategoriesChangedResponseSchema,
    async (req, b) => ({
      categories: await admin.categories.remove(actor(req), b.TYPE, b.ID),
    }),
  );
  historyStockAndSynonymRoutes(route, admin);
};

type Route = <B extends z.ZodMiniType, R extends z.ZodMiniType>(
  path: string,
  description: string,
  body: B,
  response: R,
  run: (req: FastifyRequest, body: z.infer<B>) => Promise<Omit<z.infer<R>, 'ok'>>,
) => unknown;

function historyStockAndSynonymRoutes(route: Route, admin: CatalogueAdmin) {
  route(
    'products/priceHistory',
    'Los cambios de precio de un producto, los más recientes primero, 20 por página.',
    PriceHistoryRequestSchema,
    PriceHistoryResponseSchema,
    (_req, b) => admin.products.priceHistory(b.SKU, b.PAGE),
  );
  route(
    'options',
    'Categorías (todas), sucursales y marcas para los filtros.',
    CatalogueOptionsRequestSchema,
    CatalogueOptionsResponseSchema,
    () => admin.options(),
  );
  route('stock/grid', 'Existencias: productos × sucursales.', StockGridRequestSchema, StockGridResponseSchema, (_req, b) =>
    admin.stockGrid(b.QUERY, b.PAGE),
  );
  route(
    'stock/adjust',
    'Ajuste de existencias (SET: conteo; ADD: entrada o salida) con motivo; nunca negativas.',
    AdjustStockRequestSchema,
    AdjustStockResponseSchema,
    async (req, b) => ({
      movement: await admin.adjustStock(actor(req), { branch: b.BRANCH, sku: b.SKU, kind: b.KIND, units: b.UNITS, reason: b.REASON }),
    }),
  );
  route(
    'stock/history',
    'Historial de ajustes, los más recientes primero.',
    StockHistoryRequestSchema,
    StockHistoryResponseSchema,
    (_req, b) => admin.stockHistory({ branch: b.BRANCH, sku: b.SKU }, b.PAGE),
  );
  route('synonyms/list', 'Sinónimos de búsqueda.', SynonymsRequestSchema, SynonymsResponseSchema, async () => ({
    synonyms: await admin.synonyms(),
  }));
  route('synonyms/add', 'Agrega un par de sinónimos.', SynonymChangeRequestSchema, SynonymsResponseSchema, async (req, b) => ({
    synonyms: await admin.changeSynonym(actor(req), b.TERM, b.SYNONYM, true),
  }));
  route('synonyms/remove', 'Quita un par de sinónimos.', SynonymChangeRequestSchema, SynonymsResponseSchema, async (req, b) => ({
    synonyms: await admin.changeSynonym(actor(req), b.TERM, b.SYNONYM, false),
  }));
}
