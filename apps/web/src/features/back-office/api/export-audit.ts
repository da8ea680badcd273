import { ApiError, UNKNOWN_ERROR, errorMessageOf } from '../../../shared/api/api-error';
import { API_BASE } from '../../../shared/api/client';
import type { AuditFilterFields } from './list-audit';

/** POST /admin/audit/export: the filtered trail as CSV (the JSON client parses JSON only). */
export async function exportAudit(token: string, filter: Omit<AuditFilterFields, 'PAGE'>): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/admin/audit/export`, {
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
