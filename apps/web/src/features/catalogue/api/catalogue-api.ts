import type { ProductListQuery, ProductListResponse, ProductResponse, SuggestionsResponse } from '@mostrador/shared/schemas/catalogue';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/client';

const schemas = () => import('@mostrador/shared/schemas/catalogue');

export type ProductFilters = Partial<Pick<ProductListQuery, 'q' | 'TYPE' | 'ID' | 'SORT'>>;

const toQuery = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]]))).toString();

export const fetchProducts = (filters: ProductFilters, page: number, signal?: AbortSignal): Promise<ProductListResponse> =>
  apiGet(`/catalogue/products?${toQuery({ ...filters, PAGE: page })}`, () => schemas().then((m) => m.ProductListResponseSchema), { signal });

/** Product grids load page after page ("Ver más"); pages already shown never move. */
export const productsQuery = (filters: ProductFilters) =>
  infiniteQueryOptions({
    queryKey: ['catalogue', 'products', filters],
    queryFn: ({ pageParam, signal }) => fetchProducts(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.PAGE * last.PAGE_SIZE < last.TOTAL ? last.PAGE + 1 : undefined),
    staleTime: 60_000,
  });

export const productQuery = (sku: string) =>
  queryOptions({
    queryKey: ['catalogue', 'product', sku],
    queryFn: ({ signal }): Promise<ProductResponse> =>
      apiGet(`/catalogue/products/${encodeURIComponent(sku)}`, () => schemas().then((m) => m.ProductResponseSchema), { signal }),
    staleTime: 60_000,
  });

export const suggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: ['catalogue', 'suggestions', q],
    queryFn: ({ signal }): Promise<SuggestionsResponse> =>
      apiGet(`/catalogue/suggestions?${toQuery({ q })}`, () => schemas().then((m) => m.SuggestionsResponseSchema), { signal }),
    staleTime: 60_000,
    enabled: q.trim().length >= 2,
  });
