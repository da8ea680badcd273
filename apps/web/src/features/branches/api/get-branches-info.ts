import type { BranchesInfoResponse } from '@mostrador/shared/schemas/company';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/client';
import { takeBootData } from '../../../shared/api/boot-data';
import { companySchemas } from '../../../shared/api/lazy-schemas';

/**
 * On a home page's first load the server has written the list into the page (decision 043): the
 * home shows its branches without a round trip and without loading zod before it shows.
 */
export function fetchBranchesInfo(signal?: AbortSignal): Promise<BranchesInfoResponse> {
  const written = takeBootData<BranchesInfoResponse>('branches');
  if (written) return Promise.resolve(written);
  return apiGet('/company/branchesInfo', () => companySchemas().then((m) => m.BranchesInfoResponseSchema), {
    signal,
  });
}

export const branchesInfoQuery = queryOptions({
  queryKey: ['company', 'branchesInfo'],
  queryFn: ({ signal }) => fetchBranchesInfo(signal),
  staleTime: 5 * 60_000,
});

export const useBranchesInfo = () => useQuery(branchesInfoQuery);
