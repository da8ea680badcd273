import type { BranchesInfoResponse } from '@mostrador/shared/schemas/company';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/client';

// Schemas load on demand so zod is not part of the first download.
const schemas = () => import('@mostrador/shared/schemas/company');

export function fetchBranchesInfo(signal?: AbortSignal): Promise<BranchesInfoResponse> {
  return apiGet('/company/branchesInfo', () => schemas().then((m) => m.BranchesInfoResponseSchema), {
    signal,
  });
}

export const branchesInfoQuery = queryOptions({
  queryKey: ['company', 'branchesInfo'],
  queryFn: ({ signal }) => fetchBranchesInfo(signal),
  staleTime: 5 * 60_000,
});

export const useBranchesInfo = () => useQuery(branchesInfoQuery);
