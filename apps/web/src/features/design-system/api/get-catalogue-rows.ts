import type { ProductSummary } from '@mostrador/shared/schemas/catalogue';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/client';
import { catalogueSchemas } from '../../../shared/api/lazy-schemas';

const PAGE_SIZE = 60;
const PAGES = 4;

/** GET /api/catalogue/products (the public catalogue), a few full pages: real rows for the sample tables. */
export async function fetchCatalogueRows(signal?: AbortSignal): Promise<ProductSummary[]> {
  const schema = () => catalogueSchemas().then((m) => m.ProductListResponseSchema);
  const pages = await Promise.all(
    Array.from({ length: PAGES }, (_, i) =>
      apiGet(`/catalogue/products?SORT=name&PAGE_SIZE=${PAGE_SIZE}&PAGE=${i + 1}`, schema, { signal }),
    ),
  );
  return pages.flatMap((page) => page.products);
}

export const useCatalogueRows = () =>
  useQuery({ queryKey: ['design', 'catalogue-rows'], queryFn: ({ signal }) => fetchCatalogueRows(signal), staleTime: 60_000 });
