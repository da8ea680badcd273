import type { ProductResponse } from '@mostrador/shared/schemas/catalogue';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/client';
import { catalogueSchemas } from './catalogue-schemas';

export const fetchProduct = (sku: string, signal?: AbortSignal): Promise<ProductResponse> =>
  apiGet(`/catalogue/products/${encodeURIComponent(sku)}`, () => catalogueSchemas().then((m) => m.ProductResponseSchema), { signal });

export const productQuery = (sku: string) =>
  queryOptions({
    queryKey: ['catalogue', 'product', sku],
    queryFn: ({ signal }) => fetchProduct(sku, signal),
    staleTime: 60_000,
  });
