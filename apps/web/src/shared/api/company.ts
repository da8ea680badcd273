import type {
  BranchesInfoResponse,
  CompanyBannersResponse,
  CompanyInfoResponse,
} from '@mostrador/shared/schemas/company';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from './client';

// Schemas load on demand so zod is not part of the first download.
const schemas = () => import('@mostrador/shared/schemas/company');

export function fetchCompanyInfo(signal?: AbortSignal): Promise<CompanyInfoResponse> {
  return apiPost('/company/companyInfo', {}, () => schemas().then((m) => m.CompanyInfoResponseSchema), {
    signal,
  });
}

export function fetchCompanyBanners(signal?: AbortSignal): Promise<CompanyBannersResponse> {
  return apiPost('/company/companyBanners', {}, () => schemas().then((m) => m.CompanyBannersResponseSchema), {
    signal,
  });
}

export function fetchBranchesInfo(signal?: AbortSignal): Promise<BranchesInfoResponse> {
  return apiGet('/company/branchesInfo', () => schemas().then((m) => m.BranchesInfoResponseSchema), {
    signal,
  });
}

/** Loaded once at start-up (app/startup.ts) and then read from the cache. */
export const companyInfoQuery = queryOptions({
  queryKey: ['company', 'info'],
  queryFn: ({ signal }) => fetchCompanyInfo(signal),
  staleTime: Infinity,
});

export const companyBannersQuery = queryOptions({
  queryKey: ['company', 'banners'],
  queryFn: ({ signal }) => fetchCompanyBanners(signal),
  staleTime: 10 * 60_000,
});

export const branchesInfoQuery = queryOptions({
  queryKey: ['company', 'branchesInfo'],
  queryFn: ({ signal }) => fetchBranchesInfo(signal),
  staleTime: 5 * 60_000,
});

/** Company pictures are addressed by prefixing `img_url` (spec §3). */
export function imageUrl(imgUrl: string, path: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  if (path === '') return '';
  const base = imgUrl.endsWith('/') ? imgUrl.slice(0, -1) : imgUrl;
  const rest = path.startsWith('/') ? path : `/${path}`;
  return `${base}${rest}`;
}
