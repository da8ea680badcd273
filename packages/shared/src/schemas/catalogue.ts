/** Public catalogue reads (docs/product.md#catalogue-and-search: GET with ETag and Cache-Control) and Spanish search. */
import * as z from 'zod/mini';
import { described, OkSchema } from './common';

export const PRODUCT_SORTS = ['relevance', 'price_asc', 'price_desc', 'name'] as const;
export const PAGE_SIZE_DEFAULT = 24;
export const PAGE_SIZE_MAX = 60;

const flag = z.enum(['true', 'false']);

/** One of the products that share a name, in a grouped search (issue 18). */
export const SameNameOptionSchema = z.object({
  SKU: z.string(),
  BRAND: z.string(),
  LABORATORY: z.string(),
  PRICE: z.number(),
  IN_STOCK: described(z.boolean(), 'Con existencias en BRANCH, o en alguna sucursal sin BRANCH'),
});
export type SameNameOption = z.infer<typeof SameNameOptionSchema>;

export const ProductSummarySchema = z.object({
  SKU: z.string(),
  NAME: z.string(),
  PRESENTATION: z.string(),
  BRAND: z.string(),
  LABORATORY: z.string(),
  ACTIVE_INGREDIENT: z.string(),
  PRICE: described(z.number(), 'Pesos con impuestos, dos decimales'),
  IMAGE: described(z.string(), 'Ruta relativa a img_url; vacía si no hay imagen'),
  REQUIRES_PRESCRIPTION: z.boolean(),
  // Issue 34: the server always sends both; optional so an older (or cached) answer reads as «not a medicine».
  MEDICINE_GROUP: described(
    z.optional(z.nullable(z.int())),
    'Grupo de la Ley General de Salud, 1 a 6 (I a VI), o null si no es medicamento; I a III: solo en sucursal',
  ),
  ANTIBIOTIC: described(z.optional(z.boolean()), 'Antibiótico: la receta se retiene'),
  SOY_TU_FAN_JSON: described(z.nullable(z.string()), 'Promoción «soy tu fan» como texto JSON, o null'),
  SAME_NAME: described(
    z.optional(z.array(SameNameOptionSchema)),
    'Con GROUP=true: los productos con este mismo nombre (este primero; los 12 mejores), para elegir marca y precio',
  ),
  SAME_NAME_TOTAL: described(z.optional(z.int()), 'Con GROUP=true: cuántos productos tienen este nombre en total'),
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

export const ProductListQuerySchema = z.object({
  q: described(
    z.optional(z.string().check(z.trim(), z.maxLength(100))),
    'Texto: nombre, sustancia activa, marca, laboratorio, SKU o código de barras',
  ),
  TYPE: z.optional(z.string().check(z.maxLength(40))),
  ID: z.optional(z.string().check(z.maxLength(80))),
  BRANCH: described(z.optional(z.string().check(z.maxLength(40))), 'Con IN_STOCK=true: solo lo que hay en esta sucursal'),
  IN_STOCK: z.optional(flag),
  BRAND: described(z.optional(z.string().check(z.trim(), z.maxLength(80))), 'Solo productos de esta marca (tal como la muestra BRANDS)'),
  PRESCRIPTION: described(z.optional(flag), 'true: solo con receta; false: solo de venta libre'),
  GROUP: described(
    z.optional(flag),
    'true, en una búsqueda por texto o una categoría (TYPE e ID) ordenadas por relevancia: un resultado por nombre (SAME_NAME), empates por existencias en BRANCH, más vendidos y precio',
  ),
  SORT: z._default(z.enum(PRODUCT_SORTS), 'relevance'),
  PAGE: z._default(z.coerce.number().check(z.gte(1), z.lte(10_000), z.int()), 1),
  PAGE_SIZE: z._default(z.coerce.number().check(z.gte(1), z.lte(PAGE_SIZE_MAX), z.int()), PAGE_SIZE_DEFAULT),
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

export const ProductListResponseSchema = z.object({
  ok: OkSchema,
  products: z.array(ProductSummarySchema),
  TOTAL: z.int(),
  PAGE: z.int(),
  PAGE_SIZE: z.int(),
  SUGGESTIONS: described(z.array(z.string()), 'Sin resultados: los nombres más parecidos a lo buscado'),
  BRANDS: described(
    z.optional(z.array(z.object({ NAME: z.string(), PRODUCTS: z.int() }))),
    'En una categoría (TYPE e ID): sus marcas con cuántos productos activos tiene cada una, para filtrar con BRAND',
  ),
  CORRECTED: described(z.optional(z.string()), 'Lo buscado con sus palabras corregidas, cuando alguna no existía («¿Quisiste decir…?»)'),
});
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>;

export const SuggestionsQuerySchema = z.object({ q: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)) });
export const SuggestionsResponseSchema = z.object({
  ok: OkSchema,
  suggestions: z.array(z.object({ SKU: z.string(), NAME: z.string(), IMAGE: z.string() })),
});
export type SuggestionsResponse = z.infer<typeof SuggestionsResponseSchema>;

export const ProductDetailSchema = z.extend(ProductSummarySchema, {
  DESCRIPTION: z.string(),
  BARCODE: z.string(),
  IMAGES: z.array(z.string()),
  CATEGORIES: z.array(z.object({ TYPE: z.string(), ID: z.string(), NAME: z.string() })),
  AVAILABILITY: described(
    z.array(z.object({ BRANCH: z.string(), NAME: z.string(), UNITS: z.int() })),
    'Unidades por sucursal activa (0 = agotado ahí)',
  ),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;
export const ProductParamsSchema = z.object({ SKU: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)) });
export const ProductResponseSchema = z.object({ ok: OkSchema, product: ProductDetailSchema });
export type ProductResponse = z.infer<typeof ProductResponseSchema>;

export const CategorySchema = z.object({ TYPE: z.string(), ID: z.string(), NAME: z.string(), ICON: z.string(), PRODUCTS: z.int() });
export type Category = z.infer<typeof CategorySchema>;
export const CategoriesQuerySchema = z.object({ TYPE: z.optional(z.string().check(z.trim(), z.maxLength(40))) });
export const CategoriesResponseSchema = z.object({ ok: OkSchema, categories: z.array(CategorySchema) });
export type CategoriesResponse = z.infer<typeof CategoriesResponseSchema>;

export const HomeSectionsResponseSchema = z.object({
  ok: OkSchema,
  featured: z.array(ProductSummarySchema),
  promotions: z.array(ProductSummarySchema),
});
export type HomeSectionsResponse = z.infer<typeof HomeSectionsResponseSchema>;
