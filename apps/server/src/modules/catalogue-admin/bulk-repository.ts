import { asc, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branches, categories, productCategories, products, stock, stockMovements } from '../../db/schema/index';
import { changedPrices, lockedPrices, recordPriceChanges } from './price-history';

/**
 * The catalogue's side of bulk imports and exports (modules/catalogue-import): what a batch of
 * SKUs holds now, and one batch of changes written with a few set-based statements (unnest), so
 * 50,000 products take seconds, not a statement per row. Only the catalogue writes its tables.
 */
export interface BulkProduct {
  sku: string;
  barcode: string;
  name: string;
  description: string;
  brand: string;
  laboratory: string;
  activeIngredient: string;
  presentation: string;
  /** Pesos with two decimals, as text ("89.50"). */
  price: string;
  requiresPrescription: boolean;
  active: boolean;
  /** Picking asks for a GS1 code with lot and expiry (issue 33). */
  needsLotExpiry: boolean;
  /** Days of life a unit must have left when picked (0 to MIN_EXPIRY_DAYS_MAX). */
  minExpiryDays: number;
  /** Ley General de Salud group 1–6 (I–VI), null: not a medicine (issue 34). */
  medicineGroup: number | null;
  antibiotic: boolean;
}

export interface BulkState {
  products: Map<string, BulkProduct>;
  /** `${sku}\t${type}` → category IDs, sorted. */
  categories: Map<string, string[]>;
  /** `${branch}\t${sku}` → units. */
  stock: Map<string, number>;
}

export interface BulkChanges {
  products: BulkProduct[];
  /** Replace the product's categories of one TYPE with these IDs. */
  categories: { sku: string; type: string; ids: string[] }[];
  stock: { branch: string; sku: string; before: number; after: number }[];
  accountId: number;
  reason: string;
}

const PRODUCT_COLUMNS = {
  sku: products.sku,
  barcode: products.barcode,
  name: products.name,
  description: products.description,
  brand: products.brand,
  laboratory: products.laboratory,
  activeIngredient: products.activeIngredient,
  presentation: products.presentation,
  price: products.price,
  requiresPrescription: products.requiresPrescription,
  active: products.active,
  needsLotExpiry: products.needsLotExpiry,
  minExpiryDays: products.minExpiryDays,
  medicineGroup: products.medicineGroup,
  antibiotic: products.antibiotic,
};

const textArray = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;

export function createCatalogueBulk(db: Database) {
  return {
    /** Every SKU with its barcode, every category and every branch: what the whole-file checks need. */
    async lookups(tx: Database = db) {
      const [skus, cats, branchRows] = await Promise.all([
        tx.select({ sku: products.sku, barcode: products.barcode }).from(products),
        tx.select({ type: categories.type, id: categories.id, name: categories.name, active: categories.active }).from(categories),
        branchList(tx),
      ]);
      return { products: skus, categories: cats, branches: branchRows.map((b) => b.code), branchList: branchRows };
    },

    async branchCodes(): Promise<string[]> {
      return (await db.select({ code: branches.code }).from(branches).orderBy(asc(branches.code))).map((b) => b.code);
    },

    /** Every branch, open or not, by code: what a file's stock columns may name. */
    branchList: () => branchList(db),

    /** The products, categories and stock of these SKUs; `lock` takes the stock rows FOR UPDATE in SKU order, as checkout does. */
    async stateOf(skus: readonly string[], lock: boolean, tx: Database = db): Promise<BulkState> {
      const state: BulkState = { products: new Map(), categories: new Map(), stock: new Map() };
      if (skus.length === 0) return state;
      const list = [...skus];
      const stockQuery = tx
        .select({ branch: stock.branch, sku: stock.sku, units: stock.units })
        .from(stock)
        .where(inArray(stock.sku, list))
        .orderBy(asc(stock.sku), asc(stock.branch));
      // One after another: a transaction is one connection.
      const productRows = await tx.select(PRODUCT_COLUMNS).from(products).where(inArray(products.sku, list));
      const categoryRows = await tx
        .select({ sku: productCategories.sku, type: productCategories.type, id: productCategories.categoryId })
        .from(productCategories)
        .where(inArray(productCategories.sku, list));
      const stockRows = await (lock ? stockQuery.for('update') : stockQuery);
      for (const p of productRows) state.products.set(p.sku, p);
      for (const c of categoryRows) {
        const key = `${c.sku}\t${c.type}`;
        state.categories.set(key, [...(state.categories.get(key) ?? []), c.id]);
      }
      for (const s of stockRows) state.stock.set(`${s.branch}\t${s.sku}`, s.units);
      return state;
    },

    /** Writes one batch inside the caller's transaction. */
    async write(tx: Database, changes: BulkChanges): Promise<void> {
      // Every price the batch changes goes to the price history, against the prices as locked now.
      const before = await lockedPrices(
        tx,
        changes.products.map((p) => p.sku),
      );
      await upsertProducts(tx, changes.products);
      await recordPriceChanges(tx, changedPrices(changes.products, before), { accountId: changes.accountId, source: 'import' });
      await replaceCategories(tx, changes.categories);
      await setStock(tx, changes);
    },

    /** Every product with its categories and stock, in SKU order, for the export. */
    async exportRows() {
      const [productRows, categoryRows, stockRows] = await Promise.all([
        db.select(PRODUCT_COLUMNS).from(products).orderBy(asc(products.sku)),
        db
          .select({ sku: productCategories.sku, type: productCategories.type, id: productCategories.categoryId })
          .from(productCategories)
          .orderBy(asc(productCategories.categoryId)),
        db.select({ branch: stock.branch, sku: stock.sku, units: stock.units }).from(stock),
      ]);
      const state: BulkState = { products: new Map(), categories: new Map(), stock: new Map() };
      for (const c of categoryRows) {
        const key = `${c.sku}\t${c.type}`;
        state.categories.set(key, [...(state.categories.get(key) ?? []), c.id]);
      }
      for (const s of stockRows) state.stock.set(`${s.branch}\t${s.sku}`, s.units);
      return { products: productRows, state };
    },
  };
}

const branchList = (tx: Database) =>
  tx
    .select({ code: branches.code, name: branches.name, active: branches.active, position: branches.position })
    .from(branches)
    .orderBy(asc(branches.code));

async function upsertProducts(tx: Database, rows: readonly BulkProduct[]): Promise<void> {
  if (rows.length === 0) return;
  const col = (pick: (p: BulkProduct) => string) => textArray(rows.map(pick));
  await tx.execute(sql`
    insert into ${products} (sku, barcode, name, description, brand, laboratory, active_ingredient, presentation, price, requires_prescription,
      active, needs_lot_expiry, min_expiry_days, medicine_group, antibiotic)
    select sku, barcode, name, description, brand, laboratory, active_ingredient, presentation, price::numeric, rx::boolean, active::boolean,
      lot::boolean, days::int, nullif(grp, '')::smallint, abx::boolean
    from unnest(${col((p) => p.sku)}, ${col((p) => p.barcode)}, ${col((p) => p.name)}, ${col((p) => p.description)},
      ${col((p) => p.brand)}, ${col((p) => p.laboratory)}, ${col((p) => p.activeIngredient)}, ${col((p) => p.presentation)},
      ${col((p) => p.price)}, ${col((p) => String(p.requiresPrescription))}, ${col((p) => String(p.active))},
      ${col((p) => String(p.needsLotExpiry))}, ${col((p) => String(p.minExpiryDays))},
      ${col((p) => String(p.medicineGroup ?? ''))}, ${col((p) => String(p.antibiotic))})
      as r(sku, barcode, name, description, brand, laboratory, active_ingredient, presentation, price, rx, active, lot, days, grp, abx)
    on conflict (sku) do update set barcode = excluded.barcode, name = excluded.name, description = excluded.description,
      brand = excluded.brand, laboratory = excluded.laboratory, active_ingredient = excluded.active_ingredient,
      presentation = excluded.presentation, price = excluded.price, requires_prescription = excluded.requires_prescription,
      active = excluded.active, needs_lot_expiry = excluded.needs_lot_expiry, min_expiry_days = excluded.min_expiry_days,
      medicine_group = excluded.medicine_group, antibiotic = excluded.antibiotic`);
}

async function replaceCategories(tx: Database, rows: BulkChanges['categories']): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    delete from ${productCategories} pc using unnest(${textArray(rows.map((r) => r.sku))}, ${textArray(rows.map((r) => r.type))}) as d(sku, type)
    where pc.sku = d.sku and pc.type = d.type`);
  const pairs = rows.flatMap((r) => r.ids.map((id) => ({ sku: r.sku, type: r.type, id })));
  if (pairs.length === 0) return;
  await tx.execute(sql`
    insert into ${productCategories} (sku, type, category_id)
    select * from unnest(${textArray(pairs.map((p) => p.sku))}, ${textArray(pairs.map((p) => p.type))}, ${textArray(pairs.map((p) => p.id))})`);
}

async function setStock(tx: Database, changes: BulkChanges): Promise<void> {
  const rows = changes.stock;
  if (rows.length === 0) return;
  const branchesOf = textArray(rows.map((r) => r.branch));
  const skus = textArray(rows.map((r) => r.sku));
  await tx.execute(sql`
    insert into ${stock} (branch, sku, units)
    select branch, sku, units::int from unnest(${branchesOf}, ${skus}, ${textArray(rows.map((r) => String(r.after)))}) as s(branch, sku, units)
    on conflict (branch, sku) do update set units = excluded.units`);
  await tx.execute(sql`
    insert into ${stockMovements} (branch, sku, kind, units_before, units_after, reason, account_id)
    select branch, sku, 'IMPORT', before::int, after::int, ${changes.reason}, ${changes.accountId}::int
    from unnest(${branchesOf}, ${skus}, ${textArray(rows.map((r) => String(r.before)))}, ${textArray(rows.map((r) => String(r.after)))})
      as m(branch, sku, before, after)`);
}

export type CatalogueBulk = ReturnType<typeof createCatalogueBulk>;
