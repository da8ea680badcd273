import type { ShareTrackingResponse } from '@mostrador/shared/schemas/tracking';
import { apiPost } from '../../../shared/api/client';
import { trackingSchemas } from '../../../shared/api/lazy-schemas';

/** «Compartir seguimiento» (decision 077): a new public link; its URL is shown this once (only its hash is kept). */
export const shareTracking = (token: string, ORDER_ID: number): Promise<ShareTrackingResponse> =>
  apiPost('/orders/trackingShare', { token, ORDER_ID }, () => trackingSchemas().then((m) => m.ShareTrackingResponseSchema));

/** «Dejar de compartir»: every live link of the order stops. */
export const unshareTracking = (token: string, ORDER_ID: number): Promise<{ ok: true; REVOKED: number }> =>
  apiPost('/orders/trackingUnshare', { token, ORDER_ID }, () => trackingSchemas().then((m) => m.UnshareTrackingResponseSchema));
