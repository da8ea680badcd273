import type { CategoriesResponse, HomeSectionsResponse } from '@mostrador/shared/schemas/catalogue';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/client';
import { catalogueSchemas } from '../../../shared/api/lazy-schemas';
import { toQuery } from './to-query';

/** The home's shop windows: 12 featured products and 12 with a promotion. */
export const homeSectionsQuery = queryOptions({
  queryKey: ['catalogue', 'home'],
  queryFn: ({ signal }): Promise<HomeSectionsResponse> =>
    apiGet('/catalogue/home', () => catalogueSchemas().then((m) => m.HomeSectionsResponseSchema), { signal }),
  staleTime: 60_000,
});

/** Categories of one TYPE (DEPARTAMENTO, PADECIMIENTO, MARCA) with their product counts. */
export const categoriesQuery = (type: string) =>
  queryOptions({
    queryKey: ['catalogue', 'categories', type],
    queryFn: ({ signal }): Promise<CategoriesResponse> =>
      apiGet(`/catalogue/categories?${toQuery({ TYPE: type })}`, () => catalogueSchemas().then((m) => m.CategoriesResponseSchema), {
        signal,
      }),
    staleTime: 5 * 60_000,
  });
