import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branches, products, stock } from '../../db/schema/index';

/**
 * The price checker's one statement: an active product by barcode (the unique index on
 * products.barcode finds it), with the asked branch if it is active and that branch's units
 * (null without a stock row). Prepared once per database; on PostgreSQL a named statement each
 * connection plans once. The benchmark's bare route runs this very statement.
 */
export function barcodeLookupQuery(db: Database) {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = prepare(db)));
  return query;
}

const prepared = new WeakMap<Database, ReturnType<typeof prepare>>();

function prepare(db: Database) {
  return db
    .select({
      sku: products.sku,
      barcode: products.barcode,
      name: products.name,
      presentation: products.presentation,
      price: products.price,
      images: products.images,
      requiresPrescription: products.requiresPrescription,
      promotion: products.promotion,
      branchCode: branches.code,
      branchName: branches.name,
      units: stock.units,
    })
    .from(products)
    .leftJoin(branches, and(eq(branches.code, sql.placeholder('branch')), eq(branches.active, true)))
    .leftJoin(stock, and(eq(stock.branch, branches.code), eq(stock.sku, products.sku)))
    .where(and(eq(products.barcode, sql.placeholder('ean')), eq(products.active, true)))
    .limit(1)
    .prepare('mostrador_barcode_lookup');
}

export type BarcodeRow = Awaited<ReturnType<ReturnType<typeof prepare>['execute']>>[number];

/** Runs the lookup; `branch` null asks for the product alone. */
export async function findByBarcode(db: Database, ean: string, branch: string | null): Promise<BarcodeRow | null> {
  const [row] = await barcodeLookupQuery(db).execute({ ean, branch: branch ?? '' });
  return row ?? null;
}
