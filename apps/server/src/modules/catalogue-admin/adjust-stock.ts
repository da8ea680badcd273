import { catalogueAdminT as ct } from '@mostrador/shared/messages/es-MX-catalogue-admin';
import { INT4_MAX } from '@mostrador/shared/schemas/numbers';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { ProductAdminRepository } from './product-admin-repository';
import type { CatalogueAdminRepository, MovementRow } from './repository';

/** SET: units counted; ADD: units received (+) or taken out (-); IMPORT: a bulk file's count (as SET). */
export type StockAdjustmentKind = 'SET' | 'ADD' | 'IMPORT';

export interface StockAdjustment {
  branch: string;
  sku: string;
  kind: StockAdjustmentKind;
  units: number;
  reason: string;
  /** Who made it; null for a job with no person behind it. */
  accountId: number | null;
}

/**
 * One "ajuste" of a branch's stock, inside the caller's transaction: the stock row is locked
 * FOR UPDATE as checkout locks it, so a sale and an adjustment wait for each other and neither
 * is lost (an ADD adds to what the sale left; a SET is the count from then on). Stock never goes
 * below zero. Records the movement (before, after, why, who) and answers it.
 */
export function createAdjustStock(deps: { admin: CatalogueAdminRepository; products: ProductAdminRepository }) {
  return async function adjustStock(tx: Database, a: StockAdjustment): Promise<MovementRow> {
    if (!Number.isInteger(a.units)) throw new AppError(ct('cat.stockNegative', { before: 0, after: a.units }));
    if (a.kind !== 'IMPORT' && a.reason.trim() === '') throw new AppError(ct('cat.reasonRequired'));
    const admin = deps.admin.on(tx);
    if (!(await admin.branchExists(a.branch))) throw new AppError(ct('cat.branchNotFound', { branch: a.branch }), 404);
    if (!(await deps.products.on(tx).find(a.sku))) throw new AppError(ct('cat.productNotFound', { sku: a.sku }), 404);
    const before = await admin.lockStockRow(a.branch, a.sku);
    const after = a.kind === 'ADD' ? before + a.units : a.units;
    if (after < 0) throw new AppError(ct('cat.stockNegative', { before, after }), 409);
    // An ADD on a large count could pass what the integer column holds: refused, not a 500.
    if (after > INT4_MAX) throw new AppError(ct('cat.stockTooHigh', { max: INT4_MAX, before, after }), 409);
    await admin.setStock(a.branch, a.sku, after);
    return admin.insertMovement({
      branch: a.branch,
      sku: a.sku,
      kind: a.kind,
      unitsBefore: before,
      unitsAfter: after,
      reason: a.reason.trim(),
      accountId: a.accountId,
    });
  };
}
