import type { ReportExportRequest, ReportRequest, ReportResponse } from '@mostrador/shared/schemas/reports';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, UNKNOWN_ERROR, errorMessageOf } from '../../../shared/api/api-error';
import { apiPost } from '../../../shared/api/client';

export type ReportFilter = Omit<ReportRequest, 'token'>;
const schemas = () => import('@mostrador/shared/schemas/reports');

/** POST /admin/reports/summary: every table of the period and branch. */
export const getReport = (token: string, filter: ReportFilter, signal?: AbortSignal): Promise<ReportResponse> =>
  apiPost('/admin/reports/summary', { token, ...filter }, () => schemas().then((m) => m.ReportResponseSchema), { signal });

export const reportQuery = (token: string, filter: ReportFilter) =>
  queryOptions({
    queryKey: ['reports', filter],
    queryFn: ({ signal }) => getReport(token, filter, signal),
    placeholderData: keepPreviousData,
    enabled: token !== '',
  });

/** POST /admin/reports/export: one table as a file (the JSON client parses JSON only). */
export async function exportReport(token: string, request: Omit<ReportExportRequest, 'token'>): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch('/api/admin/reports/export', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, ...request }),
    });
  } catch {
    throw new ApiError(UNKNOWN_ERROR, 0);
  }
  if (!response.ok) throw new ApiError(errorMessageOf(await response.json().catch(() => undefined)), response.status);
  return response.blob();
}
