import { BarcodeResponseSchema, type BarcodeResponse } from '@mostrador/shared/schemas/barcode';
import { kioskT } from '@mostrador/shared/messages/es-MX-kiosk';
import { AppError } from '../../lib/errors';
import { serializeJson, type SerializedJson } from '../../lib/json-cache';
import { promotionJson } from '../../lib/promotion-json';
import { TtlCache } from '../../lib/ttl-cache';
import type { BarcodeRow } from './barcode-query';

/** The in-store price checker's answer for one row (issue 22). */
export function presentBarcode(row: BarcodeRow, withBranch: boolean): BarcodeResponse {
  return {
    ok: true,
    product: {
      SKU: row.sku,
      BARCODE: row.barcode,
      NAME: row.name,
      PRESENTATION: row.presentation,
      PRICE: Number(row.price),
      IMAGE: row.images[0] ?? '',
      REQUIRES_PRESCRIPTION: row.requiresPrescription,
      SOY_TU_FAN_JSON: promotionJson(row.promotion),
    },
    BRANCH: withBranch && row.branchCode !== null ? { BRANCH: row.branchCode, NAME: row.branchName ?? '', UNITS: row.units ?? 0 } : null,
  };
}

/**
 * `GET /catalogue/barcode/<EAN>?BRANCH=`: an active product by its barcode with the pieces at
 * the branch. Unknown or inactive product → 404 "Producto no encontrado"; a branch that does not
 * exist or is closed → 404 naming it. Answers are prepared JSON cached briefly per code and
 * branch (a scanned product tends to be scanned again by the next customer).
 */
export function createBarcodeLookup(deps: {
  find: (ean: string, branch: string | null) => Promise<BarcodeRow | null>;
  cacheTtlMs: number;
}) {
  const cache = new TtlCache<SerializedJson>(deps.cacheTtlMs);
  return (ean: string, branch: string | null) =>
    cache.get(`${ean}|${branch ?? ''}`, async () => {
      const row = await deps.find(ean, branch);
      if (!row) throw new AppError(kioskT('barcode.notFound'), 404);
      if (branch !== null && row.branchCode === null) throw new AppError(kioskT('barcode.branchNotFound', { branch }), 404);
      return serializeJson(BarcodeResponseSchema, presentBarcode(row, branch !== null));
    });
}
