import type { CompanyInfoResponse } from '@mostrador/shared/schemas/company';
import { queryOptions } from '@tanstack/react-query';
import { takeBootData } from '../../../shared/api/boot-data';
import { apiPost } from '../../../shared/api/client';
import { companySchemas } from '../../../shared/api/lazy-schemas';

export function fetchCompanyInfo(signal?: AbortSignal): Promise<CompanyInfoResponse> {
  const inline = takeBootData<CompanyInfoResponse>('companyInfo');
  if (inline) return Promise.resolve(inline);
  return apiPost('/company/companyInfo', {}, () => companySchemas().then((m) => m.CompanyInfoResponseSchema), {
    signal,
  });
}

/** Loaded once at start-up (app/startup.ts) and then read from the cache. */
export const companyInfoQuery = queryOptions({
  queryKey: ['company', 'info'],
  queryFn: ({ signal }) => fetchCompanyInfo(signal),
  staleTime: Infinity,
});
