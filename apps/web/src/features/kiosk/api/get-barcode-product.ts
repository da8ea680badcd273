import type { BarcodeResponse } from '@mostrador/shared/schemas/barcode';
import { apiGet } from '../../../shared/api/client';
import { barcodeSchemas } from '../../../shared/api/lazy-schemas';

// The schema (and zod) loads with the first lookup, not with the screen.
const schema = () => barcodeSchemas().then((m) => m.BarcodeResponseSchema);

/** GET /catalogue/barcode/<EAN>?BRANCH=: the product, its price and the pieces at the branch. */
export function fetchBarcodeProduct(ean: string, branch: string | null, signal?: AbortSignal): Promise<BarcodeResponse> {
  const query = branch ? `?BRANCH=${encodeURIComponent(branch)}` : '';
  return apiGet(`/catalogue/barcode/${encodeURIComponent(ean)}${query}`, schema, { signal });
}
