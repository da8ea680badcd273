/**
 * Back office II: the catalogue (`POST /api/admin/catalogue/*`, access CATALOGUE or ADMIN):
 * products, categories by TYPE, stock per branch with its movements, search synonyms. Field
 * rules (SKU, EAN-13, pesos) are checked by the server with validation/product-fields.ts, so
 * the answer names the problem in Spanish; these schemas only bound sizes and shapes.
 */
import * as z from 'zod/mini';
import { described, OkSchema, SessionTokenSchema } from './common';
import { intBetween, positiveInt } from './numbers';
import { PRICE_CHANGE_SOURCES } from '../pricing/price-change';

export const CATEGORY_TYPES = ['DEPARTAMENTO', 'MARCA', 'PADECIMIENTO'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];
export const ADMIN_SORTS = ['relevance', 'name', 'sku', 'price_asc', 'price_desc', 'newest'] as const;
export const ADMIN_PAGE_SIZE = 50;
export const STOCK_KINDS = ['SET', 'ADD'] as const;
export const BULK_ACTIONS = ['ACTIVATE', 'DEACTIVATE', 'MOVE'] as const;
export const PROMOTION_TYPES = ['NXM', 'BUY_N_GET_NEXT', 'PERCENT'] as const;

const text = (max: number) => z._default(z.string().check(z.trim(), z.maxLength(max)), '');
const SkuSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(40));
const BranchSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(40));
const CategoryTypeSchema = z.enum(CATEGORY_TYPES);
const CategoryIdSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(80));
const PageSchema = z._default(positiveInt(10_000), 1);
const IsoDaySchema = z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)));
const token = { token: SessionTokenSchema };
export const CategoryRefSchema = z.object({ TYPE: CategoryTypeSchema, ID: CategoryIdSchema });
export type CategoryRef = z.infer<typeof CategoryRefSchema>;

export const AdminProductSearchRequestSchema = z.object({
  ...token,
  QUERY: described(text(100), 'Lo mismo que busca la tienda: nombre, sustancia, marca, SKU o código de barras'),
  CATEGORY: z._default(z.nullable(CategoryRefSchema), null),
  BRAND: text(120),
  ACTIVE: z._default(z.nullable(z.boolean()), null),
  PRESCRIPTION: z._default(z.nullable(z.boolean()), null),
  OUT_OF_STOCK_AT: described(z._default(z.nullable(BranchSchema), null), 'Solo lo agotado (0 unidades) en esta sucursal'),
  SORT: z._default(z.enum(ADMIN_SORTS), 'name'),
  PAGE: PageSchema,
});
export type AdminProductSearchRequest = z.infer<typeof AdminProductSearchRequestSchema>;

export const AdminProductRowSchema = z.object({
  SKU: z.string(),
  BARCODE: z.string(),
  NAME: z.string(),
  BRAND: z.string(),
  PRESENTATION: z.string(),
  PRICE: z.string(),
  ACTIVE: z.boolean(),
  REQUIRES_PRESCRIPTION: z.boolean(),
  HAS_PROMOTION: z.boolean(),
  UNITS: described(z.int(), 'Unidades sumando todas las sucursales'),
});
export type AdminProductRow = z.infer<typeof AdminProductRowSchema>;
export const AdminProductSearchResponseSchema = z.object({
  ok: OkSchema,
  products: z.array(AdminProductRowSchema),
  TOTAL: z.int(),
  PAGE: z.int(),
  PAGE_SIZE: z.int(),
});
export type AdminProductSearchResponse = z.infer<typeof AdminProductSearchResponseSchema>;

export const PromotionInputSchema = z.object({
  TYPE: z.enum(PROMOTION_TYPES),
  N: z._default(intBetween(0, 1000), 0),
  M: z._default(intBetween(0, 1000), 0),
  PERCENT: z._default(z.number().check(z.gte(0), z.lte(100)), 0),
  FROM: z._default(IsoDaySchema, null),
  UNTIL: z._default(IsoDaySchema, null),
});
export type PromotionInput = z.infer<typeof PromotionInputSchema>;

/** The largest minimum shelf life a product may ask for at picking (ten years). */
export const MIN_EXPIRY_DAYS_MAX = 3650;

/** The product's free texts and their limits (the editor counts against the same numbers). */
export const PRODUCT_TEXT_MAX = {
  NAME: 200,
  DESCRIPTION: 4000,
  BRAND: 120,
  LABORATORY: 120,
  ACTIVE_INGREDIENT: 200,
  PRESENTATION: 200,
} as const;

export const ProductInputSchema = z.object({
  SKU: z.string().check(z.trim(), z.maxLength(60)),
  BARCODE: z.string().check(z.trim(), z.maxLength(40)),
  NAME: z.string().check(z.trim(), z.maxLength(PRODUCT_TEXT_MAX.NAME)),
  DESCRIPTION: text(PRODUCT_TEXT_MAX.DESCRIPTION),
  BRAND: text(PRODUCT_TEXT_MAX.BRAND),
  LABORATORY: text(PRODUCT_TEXT_MAX.LABORATORY),
  ACTIVE_INGREDIENT: text(PRODUCT_TEXT_MAX.ACTIVE_INGREDIENT),
  PRESENTATION: text(PRODUCT_TEXT_MAX.PRESENTATION),
  PRICE: described(z.string().check(z.trim(), z.maxLength(20)), 'Pesos: «89.50», «$1,234.50»; mayor que 0, dos decimales'),
  CATEGORIES: z._default(z.array(CategoryRefSchema).check(z.maxLength(30)), []),
  REQUIRES_PRESCRIPTION: z._default(z.boolean(), false),
  ACTIVE: z._default(z.boolean(), true),
  PROMOTION: z._default(z.nullable(PromotionInputSchema), null),
  // Optional without a default: a caller that leaves them out keeps what an edited product has stored.
  NEEDS_LOT_EXPIRY: described(
    z.optional(z.boolean()),
    'true: al surtir se escanea un código GS1 con lote (10) y caducidad (17); sin él: false en un producto nuevo, lo guardado al editar',
  ),
  MIN_EXPIRY_DAYS: described(
    z.optional(intBetween(0, MIN_EXPIRY_DAYS_MAX)),
    'Días de vida que le deben quedar a una pieza al surtirla (0 a 3650); solo con NEEDS_LOT_EXPIRY; sin él: 0 en un producto nuevo, lo guardado al editar',
  ),
  // Issue 34, the same way: left out, a new product is not a medicine and an edited one keeps what it has.
  MEDICINE_GROUP: described(
    z.optional(z.nullable(intBetween(1, 6))),
    'Grupo de la Ley General de Salud, 1 a 6 (I a VI); null: no es medicamento. I a IV y antibióticos: REQUIRES_PRESCRIPTION queda en true',
  ),
  ANTIBIOTIC: described(z.optional(z.boolean()), 'Antibiótico (solo con MEDICINE_GROUP); la receta se retiene'),
});
export type ProductInput = z.infer<typeof ProductInputSchema>;
export const SaveProductRequestSchema = z.object({
  ...token,
  ORIGINAL_SKU: described(z._default(z.nullable(SkuSchema), null), 'null: producto nuevo; si no, el SKU que se edita'),
  product: ProductInputSchema,
  CONFIRM_PRICE: described(
    z._default(z.boolean(), false),
    'true: guarda aunque el precio cambie a más del triple o a menos de la tercera parte (sin él, 409 PRICE_NEEDS_CONFIRMATION)',
  ),
});
export type SaveProductRequest = z.infer<typeof SaveProductRequestSchema>;
/** The 409 of `products/save` that a resend with CONFIRM_PRICE answers; DETAILS: OLD_PRICE, NEW_PRICE (pesos, "100.00"). */
export const PRICE_NEEDS_CONFIRMATION = 'PRICE_NEEDS_CONFIRMATION';
export const ProductRequestSchema = z.object({ ...token, SKU: SkuSchema });

export const AdminProductSchema = z.extend(ProductInputSchema, {
  PROMOTION: z.nullable(PromotionInputSchema),
  CATEGORIES: z.array(CategoryRefSchema),
  IMAGES: z.array(z.string()),
  // The answer always carries them; the defaults read an older server's answer as before.
  NEEDS_LOT_EXPIRY: z._default(z.boolean(), false),
  MIN_EXPIRY_DAYS: z._default(z.int(), 0),
  MEDICINE_GROUP: z._default(z.nullable(z.int()), null),
  ANTIBIOTIC: z._default(z.boolean(), false),
  SOLD: described(z.boolean(), 'Ya se vendió: el SKU no se puede cambiar'),
  STOCK: z.array(z.object({ BRANCH: z.string(), NAME: z.string(), UNITS: z.int() })),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;
export const AdminProductResponseSchema = z.object({ ok: OkSchema, product: AdminProductSchema });
export type AdminProductResponse = z.infer<typeof AdminProductResponseSchema>;

export const BulkProductsRequestSchema = z.object({
  ...token,
  SKUS: z.array(SkuSchema).check(z.minLength(1), z.maxLength(500)),
  ACTION: z.enum(BULK_ACTIONS),
  CATEGORY: z._default(z.nullable(CategoryRefSchema), null),
});
export type BulkProductsRequest = z.infer<typeof BulkProductsRequestSchema>;
export const ChangedResponseSchema = z.object({ ok: OkSchema, CHANGED: z.int() });

export const AdminCategorySchema = z.object({
  TYPE: z.string(),
  ID: z.string(),
  NAME: z.string(),
  ICON: z.string(),
  POSITION: z.int(),
  ACTIVE: z.boolean(),
  PRODUCTS: z.int(),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;
export const CatalogueOptionsRequestSchema = z.object(token);
export const CatalogueOptionsResponseSchema = z.object({
  ok: OkSchema,
  categories: z.array(AdminCategorySchema),
  branches: z.array(z.object({ CODE: z.string(), NAME: z.string() })),
  brands: z.array(z.string()),
});
export type CatalogueOptionsResponse = z.infer<typeof CatalogueOptionsResponseSchema>;
export const SaveCategoryRequestSchema = z.object({
  ...token,
  TYPE: CategoryTypeSchema,
  ID: described(z._default(z.nullable(CategoryIdSchema), null), 'null: categoría nueva'),
  NAME: z.string().check(z.trim(), z.maxLength(80)),
  ICON: text(200),
});
export const CategoryRequestSchema = z.object({ ...token, TYPE: CategoryTypeSchema, ID: CategoryIdSchema });
export const SetCategoryActiveRequestSchema = z.object({ ...token, TYPE: CategoryTypeSchema, ID: CategoryIdSchema, ACTIVE: z.boolean() });
export const ReorderCategoriesRequestSchema = z.object({
  ...token,
  TYPE: CategoryTypeSchema,
  IDS: z.array(CategoryIdSchema).check(z.minLength(1), z.maxLength(1000)),
});
export const CategoriesChangedResponseSchema = z.object({ ok: OkSchema, categories: z.array(AdminCategorySchema) });

export const StockGridRequestSchema = z.object({ ...token, QUERY: text(100), PAGE: PageSchema });
export const StockGridResponseSchema = z.object({
  ok: OkSchema,
  branches: z.array(z.object({ CODE: z.string(), NAME: z.string() })),
  rows: z.array(z.object({ SKU: z.string(), NAME: z.string(), UNITS: z.array(z.int()) })),
  TOTAL: z.int(),
  PAGE: z.int(),
  PAGE_SIZE: z.int(),
});
export type StockGridResponse = z.infer<typeof StockGridResponseSchema>;
export const AdjustStockRequestSchema = z.object({
  ...token,
  BRANCH: BranchSchema,
  SKU: SkuSchema,
  KIND: z.enum(STOCK_KINDS),
  UNITS: described(intBetween(-1_000_000, 1_000_000), 'SET: unidades contadas; ADD: recibidas (+) o retiradas (-)'),
  REASON: z.string().check(z.trim(), z.maxLength(300)),
});
export type AdjustStockRequest = z.infer<typeof AdjustStockRequestSchema>;
export const StockMovementSchema = z.object({
  ID: z.int(),
  AT: z.string(),
  BRANCH: z.string(),
  SKU: z.string(),
  KIND: z.string(),
  UNITS_BEFORE: z.int(),
  UNITS_AFTER: z.int(),
  REASON: z.string(),
  ACCOUNT_NAME: z.string(),
});
export type StockMovement = z.infer<typeof StockMovementSchema>;
export const AdjustStockResponseSchema = z.object({ ok: OkSchema, movement: StockMovementSchema });
export const StockHistoryRequestSchema = z.object({
  ...token,
  BRANCH: z._default(z.nullable(BranchSchema), null),
  SKU: z._default(z.nullable(SkuSchema), null),
  PAGE: PageSchema,
});
export const StockHistoryResponseSchema = z.object({ ok: OkSchema, movements: z.array(StockMovementSchema), HAS_MORE: z.boolean() });
export type StockHistoryResponse = z.infer<typeof StockHistoryResponseSchema>;

export const PRICE_HISTORY_PAGE_SIZE = 20;
export const PriceHistoryRequestSchema = z.object({ ...token, SKU: SkuSchema, PAGE: PageSchema });
export const PriceChangeSchema = z.object({
  ID: z.int(),
  AT: z.string(),
  OLD_PRICE: described(z.nullable(z.string()), 'null: el precio con que se creó el producto'),
  NEW_PRICE: z.string(),
  SOURCE: z.enum(PRICE_CHANGE_SOURCES),
  ACCOUNT_NAME: described(z.string(), "'' cuando no lo cambió una persona"),
});
export type PriceChange = z.infer<typeof PriceChangeSchema>;
export const PriceHistoryResponseSchema = z.object({ ok: OkSchema, changes: z.array(PriceChangeSchema), HAS_MORE: z.boolean() });
export type PriceHistoryResponse = z.infer<typeof PriceHistoryResponseSchema>;

export const SynonymSchema = z.object({ TERM: z.string(), SYNONYM: z.string() });
export const SynonymsRequestSchema = z.object(token);
export const SynonymChangeRequestSchema = z.object({
  ...token,
  TERM: z.string().check(z.trim(), z.maxLength(60)),
  SYNONYM: z.string().check(z.trim(), z.maxLength(60)),
});
export const SynonymsResponseSchema = z.object({ ok: OkSchema, synonyms: z.array(SynonymSchema) });
export type SynonymsResponse = z.infer<typeof SynonymsResponseSchema>;
