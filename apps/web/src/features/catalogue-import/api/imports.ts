import type { ImportDryRunResponse, ImportJobResponse, ImportTemplateRequest } from '@mostrador/shared/schemas/catalogue-import';
import { ApiError, UNKNOWN_ERROR, errorMessageOf } from '../../../shared/api/api-error';
import { apiPost } from '../../../shared/api/client';
import { catalogueImportSchemas as load } from '../../../shared/api/lazy-schemas';

async function send(path: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch {
    throw new ApiError(UNKNOWN_ERROR, 0);
  }
  if (!response.ok) throw new ApiError(errorMessageOf(await response.json().catch(() => undefined)), response.status);
  return response;
}

/** POST /catalogue-import/upload: the file as multipart; the token in `x-token` (the body is the file). */
export async function uploadFile(token: string, file: File): Promise<ImportJobResponse> {
  const schemas = load(); // while the file uploads
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await send('/api/catalogue-import/upload', { method: 'POST', headers: { 'x-token': token }, body: form });
  return (await schemas).ImportJobResponseSchema.parse(await response.json());
}

/** POST /catalogue-import/dryRun: every problem under this mapping; writes nothing. */
export const dryRun = (token: string, jobId: number, mapping: string[]): Promise<ImportDryRunResponse> =>
  apiPost('/catalogue-import/dryRun', { token, JOB_ID: jobId, MAPPING: mapping }, () => load().then((m) => m.ImportDryRunResponseSchema));

/** POST /catalogue-import/apply: starts (or resumes) applying a reviewed file. */
export const applyImport = (token: string, jobId: number): Promise<ImportJobResponse> =>
  apiPost('/catalogue-import/apply', { token, JOB_ID: jobId }, () => load().then((m) => m.ImportJobResponseSchema));

/** POST /catalogue-import/status: how far the apply got. */
export const importStatus = (token: string, jobId: number): Promise<ImportJobResponse> =>
  apiPost('/catalogue-import/status', { token, JOB_ID: jobId }, () => load().then((m) => m.ImportJobResponseSchema));

/** A file the server writes (a JSON body in, the file out; a refusal comes as JSON). */
async function fileOf(path: string, body: object, accept: string): Promise<Blob> {
  const response = await send(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: `${accept}, application/json` },
    body: JSON.stringify(body),
  });
  return response.blob();
}

/** POST /catalogue-import/export: the whole catalogue as CSV, in the import's columns. */
export const exportCatalogue = (token: string): Promise<Blob> => fileOf('/api/catalogue-import/export', { token }, 'text/csv');

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** POST /catalogue-import/template: the import's template (CSV or XLSX) with the exact columns and two example rows. */
export const downloadTemplate = (token: string, format: ImportTemplateRequest['FORMAT']): Promise<Blob> =>
  fileOf('/api/catalogue-import/template', { token, FORMAT: format }, format === 'CSV' ? 'text/csv' : XLSX_TYPE);
