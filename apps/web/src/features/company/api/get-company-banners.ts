import type { CompanyBannersResponse } from '@mostrador/shared/schemas/company';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { takeBootData } from '../../../shared/api/boot-data';
import { apiPost } from '../../../shared/api/client';
import { companySchemas } from '../../../shared/api/lazy-schemas';

export function fetchCompanyBanners(signal?: AbortSignal): Promise<CompanyBannersResponse> {
  const inline = takeBootData<CompanyBannersResponse>('banners');
  if (inline) return Promise.resolve(inline);
  return apiPost('/company/companyBanners', {}, () => companySchemas().then((m) => m.CompanyBannersResponseSchema), {
    signal,
  });
}

export const companyBannersQuery = queryOptions({
  queryKey: ['company', 'banners'],
  queryFn: ({ signal }) => fetchCompanyBanners(signal),
  staleTime: 10 * 60_000,
});

/** The banners start-up loaded (home's top, side and screen ads read them). */
export const useCompanyBanners = () => useQuery(companyBannersQuery);
