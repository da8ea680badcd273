import { ApiError, UNKNOWN_ERROR, errorMessageOf } from '../../../shared/api/api-error';
import type { AuditFilterFields } from './list-audit';

// The JSON client's base (API_BASE) plus the path; imported, it reshuffled the first download.
const EXPORT_PATH = '/api/admin/audit/export';

/** POST /admin/audit/export: the filtered trail as CSV (the JSON client parses JSON only). */
export async function exportAudit(token: string, filter: Omit<AuditFilterFields, 'PAGE'>): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(EXPORT_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/csv, application/json' },
      body: JSON.stringify({ token, ...filter }),
    });
  } catch {
    throw new ApiError(UNKNOWN_ERROR, 0);
  }
  if (!response.ok) throw new ApiError(errorMessageOf(await response.json().catch(() => undefined)), response.status);
  return response.blob();
}
