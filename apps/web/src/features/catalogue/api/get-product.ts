import type { ProductResponse } from '@mostrador/shared/schemas/catalogue';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/client';
import { takeNamedBootData } from '../../../shared/api/boot-data';
import { catalogueSchemas } from '../../../shared/api/lazy-schemas';

/** On a product page's first load the server has written its answer into the page (decision 043). */
export const fetchProduct = (sku: string, signal?: AbortSignal): Promise<ProductResponse> => {
  const written = takeNamedBootData<ProductResponse>('product', sku);
  if (written) return Promise.resolve(written);
  return apiGet(`/catalogue/products/${encodeURIComponent(sku)}`, () => catalogueSchemas().then((m) => m.ProductResponseSchema), {
    signal,
  });
};

export const productQuery = (sku: string) =>
  queryOptions({
    queryKey: ['catalogue', 'product', sku],
    queryFn: ({ signal }) => fetchProduct(sku, signal),
    staleTime: 60_000,
  });
