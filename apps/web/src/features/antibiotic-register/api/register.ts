import type { RegisterExportRequest, RegisterListRequest, RegisterListResponse } from '@mostrador/shared/schemas/antibiotic-register';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, UNKNOWN_ERROR, errorMessageOf } from '../../../shared/api/api-error';
import { apiPost } from '../../../shared/api/client';

export type RegisterFilter = Omit<RegisterListRequest, 'token'>;
const schemas = () => import('@mostrador/shared/schemas/antibiotic-register');

/** POST /admin/antibioticRegister/list: a page of the period's rows and its totals. */
export const listRegister = (token: string, filter: RegisterFilter, signal?: AbortSignal): Promise<RegisterListResponse> =>
  apiPost('/admin/antibioticRegister/list', { token, ...filter }, () => schemas().then((m) => m.RegisterListResponseSchema), {
    signal,
  });

export const registerQuery = (token: string, filter: RegisterFilter) =>
  queryOptions({
    queryKey: ['antibioticRegister', filter],
    queryFn: ({ signal }) => listRegister(token, filter, signal),
    placeholderData: keepPreviousData,
    enabled: token !== '',
  });

/** POST /admin/antibioticRegister/export: the file (the JSON client parses JSON only). */
export async function exportRegister(token: string, filter: Omit<RegisterExportRequest, 'token'>): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch('/api/admin/antibioticRegister/export', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, ...filter }),
    });
  } catch {
    throw new ApiError(UNKNOWN_ERROR, 0);
  }
  if (!response.ok) throw new ApiError(errorMessageOf(await response.json().catch(() => undefined)), response.status);
  return response.blob();
}
