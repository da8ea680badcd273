import type { ProductListQuery, ProductListResponse } from '@mostrador/shared/schemas/catalogue';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/client';
import { catalogueSchemas } from '../../../shared/api/lazy-schemas';
import { toQuery } from './to-query';

export type ProductFilters = Partial<
  Pick<ProductListQuery, 'q' | 'TYPE' | 'ID' | 'SORT' | 'GROUP' | 'BRANCH' | 'IN_STOCK' | 'PRESCRIPTION' | 'BRAND' | 'PAGE_SIZE'>
>;

export const fetchProducts = (filters: ProductFilters, page: number, signal?: AbortSignal): Promise<ProductListResponse> =>
  apiGet(`/catalogue/products?${toQuery({ ...filters, PAGE: page })}`, () => catalogueSchemas().then((m) => m.ProductListResponseSchema), {
    signal,
  });

/** Product grids load page after page ("Ver más"); pages already shown never move. */
export const productsQuery = (filters: ProductFilters) =>
  infiniteQueryOptions({
    queryKey: ['catalogue', 'products', filters],
    queryFn: ({ pageParam, signal }) => fetchProducts(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.PAGE * last.PAGE_SIZE < last.TOTAL ? last.PAGE + 1 : undefined),
    staleTime: 60_000,
  });
