import type { MyPrescription, PrescriptionFile } from '@mostrador/shared/schemas/prescriptions';
import { prescriptionsT as t } from '@mostrador/shared/messages/es-MX-prescriptions';
import { ApiError, errorMessageOf, UNKNOWN_ERROR } from '../../shared/api/api-error';

/**
 * POST /api/prescriptions/upload as multipart with the token in `x-token`; an XMLHttpRequest so
 * the checkout shows the upload's progress (fetch tells none).
 */
export function uploadPrescription(token: string, file: File, onProgress: (percent: number) => void): Promise<PrescriptionFile> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/prescriptions/upload');
    xhr.setRequestHeader('x-token', token);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(t('rx.ui.uploadFailed'), 0));
    xhr.onload = () => {
      const body: unknown = xhr.response;
      if (xhr.status !== 200) return reject(new ApiError(errorMessageOf(body), xhr.status));
      resolve((body as { PRESCRIPTION: PrescriptionFile }).PRESCRIPTION);
    };
    xhr.send(form);
  });
}

/** GET /api/prescriptions/mine: the customer's prescriptions with fresh 5-minute links. */
export async function fetchMyPrescriptions(token: string, signal?: AbortSignal): Promise<MyPrescription[]> {
  let response: Response;
  try {
    response = await fetch('/api/prescriptions/mine', { headers: { 'x-token': token }, signal });
  } catch {
    throw new ApiError(UNKNOWN_ERROR, 0);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiError(errorMessageOf(body), response.status);
  return (body as { prescriptions: MyPrescription[] }).prescriptions;
}
