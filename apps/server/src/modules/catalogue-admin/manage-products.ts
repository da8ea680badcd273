import { catalogueAdminT as ct } from '@mostrador/shared/messages/es-MX-catalogue-admin';
import { priceChanged } from '@mostrador/shared/pricing/price-change';
import {
  ADMIN_PAGE_SIZE,
  PRICE_HISTORY_PAGE_SIZE,
  type AdminProduct,
  type AdminProductSearchRequest,
  type BulkProductsRequest,
  type CategoryRef,
  type SaveProductRequest,
} from '@mostrador/shared/schemas/catalogue-admin';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { ProductFilters } from '../search/index';
import type { Actor, CatalogueAuditor } from './catalogue-auditor';
import { requirePriceConfirmation, type PriceChangeValues } from './price-history';
import type { ProductAdminRepository } from './product-admin-repository';
import { keepMedicineFields, keepPickingFields, presentAdminProduct, presentAdminRow, productValues } from './product-input';

type Repo = ProductAdminRepository;
type Queries = ReturnType<Repo['on']>;

async function requireCategories(r: Queries, refs: readonly CategoryRef[]): Promise<void> {
  const existing = await r.existingCategories(refs.map((c) => ({ type: c.TYPE, id: c.ID })));
  const missing = refs.find((c) => !existing.has(`${c.TYPE}/${c.ID}`));
  if (missing) throw new AppError(ct('cat.categoryNotFound', { type: missing.TYPE, id: missing.ID }), 400);
}

/** A product as the editor shows it, read inside `r`'s transaction or connection. */
async function load(r: Queries, sku: string): Promise<AdminProduct> {
  const row = await r.find(sku);
  if (!row) throw new AppError(ct('cat.productNotFound', { sku }), 404);
  // One after another: inside a transaction they share one connection anyway.
  const categories = await r.categoriesOf(sku);
  const stock = await r.stockOf(sku);
  return presentAdminProduct(row, { categories, stock, sold: await r.wasSold(sku) });
}

/** The editor's row in the price history, only when the price really changed (the first one at creation). */
async function keepPrice(r: Queries, actor: Actor, change: PriceChangeValues): Promise<void> {
  if (priceChanged(change.oldPrice, change.newPrice)) await r.recordPrices([change], { accountId: actor.accountId, source: 'back_office' });
}

/** A product's price changes, newest first, a page at a time. */
async function priceHistory(r: Queries, sku: string, page: number) {
  if (!(await r.find(sku))) throw new AppError(ct('cat.productNotFound', { sku }), 404);
  const rows = await r.priceHistory(sku, PRICE_HISTORY_PAGE_SIZE + 1, (page - 1) * PRICE_HISTORY_PAGE_SIZE);
  return { changes: rows.slice(0, PRICE_HISTORY_PAGE_SIZE), HAS_MORE: rows.length > PRICE_HISTORY_PAGE_SIZE };
}

/**
 * The back office's products: a list that searches as the storefront does (its own reading of
 * the typed words) but also shows inactive products; the editor's create and save with every
 * field rule; bulk activate, deactivate and move to a category. Every change is audited in its
 * own transaction.
 */
export function createManageProducts(deps: { repo: Repo; searchFilters: (q: string) => Promise<ProductFilters>; audit: CatalogueAuditor }) {
  const { repo, audit } = deps;
  return {
    async search(q: AdminProductSearchRequest) {
      const f = q.QUERY ? await deps.searchFilters(q.QUERY) : null;
      const rows = await repo.list(
        {
          tsQuery: f?.tsQuery ?? null,
          raw: f?.raw ?? null,
          category: q.CATEGORY ? { type: q.CATEGORY.TYPE, id: q.CATEGORY.ID } : null,
          brand: q.BRAND || null,
          active: q.ACTIVE,
          prescription: q.PRESCRIPTION,
          outOfStockAt: q.OUT_OF_STOCK_AT,
        },
        q.SORT === 'relevance' && !f ? 'name' : q.SORT,
        ADMIN_PAGE_SIZE,
        (q.PAGE - 1) * ADMIN_PAGE_SIZE,
      );
      return { products: rows.map(presentAdminRow), TOTAL: rows[0]?.total ?? 0, PAGE: q.PAGE, PAGE_SIZE: ADMIN_PAGE_SIZE };
    },

    get: (sku: string) => load(repo, sku),

    priceHistory: (sku: string, page: number) => priceHistory(repo, sku, page),

    save(actor: Actor, req: SaveProductRequest): Promise<AdminProduct> {
      const given = productValues(req.product);
      const original = req.ORIGINAL_SKU;
      return repo.transaction(async (r, tx) => {
        await requireCategories(r, req.product.CATEGORIES);
        const before = original === null ? null : await r.find(original, true);
        if (original !== null && !before) throw new AppError(ct('cat.productNotFound', { sku: original }), 404);
        const values = keepMedicineFields(keepPickingFields(given, before), before);
        const renamed = original !== null && original !== values.sku;
        if (renamed && (await r.wasSold(original))) throw new AppError(ct('cat.skuSold', { sku: original }), 409);
        if ((original === null || renamed) && (await r.find(values.sku))) throw new AppError(ct('cat.skuTaken', { sku: values.sku }), 409);
        const owner = await r.barcodeOwner(values.barcode, original);
        if (owner) throw new AppError(ct('cat.barcodeTaken', { code: values.barcode, sku: owner }), 409);
        // Last of the checks: the person is asked only about a save that would otherwise go through.
        if (before && !req.CONFIRM_PRICE) requirePriceConfirmation(before.price, values.price);
        if (original === null) await r.insert(values);
        else if (renamed) await r.rename(original, values.sku, { ...values, images: before!.images });
        else await r.update(original, values);
        await r.setCategories(
          values.sku,
          req.product.CATEGORIES.map((c) => ({ type: c.TYPE, id: c.ID })),
        );
        await keepPrice(r, actor, { sku: values.sku, oldPrice: before?.price ?? null, newPrice: values.price });
        const after = await load(r, values.sku);
        await audit(tx, actor, {
          action: original === null ? 'catalogue.product.created' : 'catalogue.product.updated',
          targetText: values.sku,
          before: before ? { ...before, createdAt: undefined } : null,
          after: { ...values },
        });
        return after;
      });
    },

    bulk(actor: Actor, req: BulkProductsRequest): Promise<number> {
      return repo.transaction(async (r, tx: Database) => {
        let changed: string[];
        if (req.ACTION === 'MOVE') {
          if (!req.CATEGORY) throw new AppError(ct('cat.moveNeedsCategory'), 400);
          await requireCategories(r, [req.CATEGORY]);
          changed = await r.moveToCategory(req.SKUS, { type: req.CATEGORY.TYPE, id: req.CATEGORY.ID });
        } else changed = await r.setActive(req.SKUS, req.ACTION === 'ACTIVATE');
        if (changed.length > 0)
          await audit(tx, actor, {
            action: 'catalogue.products.bulk',
            targetText: changed.slice(0, 20).join(', ') + (changed.length > 20 ? '…' : ''),
            after: { ACTION: req.ACTION, CATEGORY: req.CATEGORY, SKUS: changed },
          });
        return changed.length;
      });
    },
  };
}
