import { catalogueAdminT as ct } from '@mostrador/shared/messages/es-MX-catalogue-admin';
import { ADMIN_PAGE_SIZE, type StockMovement } from '@mostrador/shared/schemas/catalogue-admin';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { AuditService } from '../audit/service';
import { normalizeSearchText, type ProductFilters } from '../search/index';
import { createAdjustStock, type StockAdjustment } from './adjust-stock';
import type { Actor, CatalogueAuditor } from './catalogue-auditor';
import { createManageCategories } from './manage-categories';
import { createManageProducts } from './manage-products';
import { createProductAdminRepository } from './product-admin-repository';
import { createCatalogueAdminRepository, type CatalogueAdminRepository, type MovementRow } from './repository';

const presentMovement = (m: MovementRow): StockMovement => ({
  ID: m.id,
  AT: m.createdAt.toISOString(),
  BRANCH: m.branch,
  SKU: m.sku,
  KIND: m.kind,
  UNITS_BEFORE: m.unitsBefore,
  UNITS_AFTER: m.unitsAfter,
  REASON: m.reason,
  ACCOUNT_NAME: m.accountName ?? '',
});

/**
 * The catalogue's back office (`/admin/catalogue`): products, categories, stock per branch and
 * search synonyms, every change audited. Writes go to the catalogue's own tables, so the
 * storefront's search index (search/search-index-store.ts) picks them up by version on its next
 * refresh, on every instance.
 */
export function createCatalogueAdmin(
  db: Database,
  deps: {
    /** The storefront's reading of typed words (the catalogue service's), for the product list. */
    catalogue: { searchFilters: (q: string) => Promise<ProductFilters> };
    audit: Pick<AuditService, 'record'>;
  },
) {
  const repo = createCatalogueAdminRepository(db);
  const productRepo = createProductAdminRepository(db);
  const audit: CatalogueAuditor = (tx, actor, e) =>
    deps.audit.record(tx, { ...e, actorId: actor.accountId, ip: actor.ip, action: e.action });
  const products = createManageProducts({ repo: productRepo, searchFilters: deps.catalogue.searchFilters, audit });
  const adjust = createAdjustStock({ admin: repo, products: productRepo });
  const categories = createManageCategories({ repo, audit });
  /** One "ajuste" with its movement and its audit row, inside the caller's transaction. */
  const adjustStockIn = async (tx: Database, actor: Actor, a: Omit<StockAdjustment, 'accountId'>): Promise<StockMovement> => {
    const movement = await adjust(tx, { ...a, accountId: actor.accountId });
    await audit(tx, actor, {
      action: 'catalogue.stock.adjusted',
      targetText: `${a.branch}/${a.sku}`,
      before: { UNITS: movement.unitsBefore },
      after: { UNITS: movement.unitsAfter, KIND: a.kind, CHANGE: a.units },
      reason: a.reason,
    });
    return presentMovement(movement);
  };

  return {
    products,
    categories,

    async options() {
      const [list, branches, brands] = [await repo.categories(null), await repo.branches(), await repo.brands()];
      return {
        categories: list.map((c) => categories.present(c)),
        branches: branches.map((b) => ({ CODE: b.code, NAME: b.name })),
        brands,
      };
    },

    async stockGrid(query: string, page: number) {
      const branches = await repo.branches();
      const rows = await repo.stockGrid(query, ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE);
      return {
        branches: branches.map((b) => ({ CODE: b.code, NAME: b.name })),
        rows: rows.map((r) => ({
          SKU: r.sku,
          NAME: r.name,
          UNITS: branches.map((b) => r.units.find((u) => u.branch === b.code)?.units ?? 0),
        })),
        TOTAL: rows[0]?.total ?? 0,
        PAGE: page,
        PAGE_SIZE: ADMIN_PAGE_SIZE,
      };
    },

    adjustStock(actor: Actor, a: Omit<StockAdjustment, 'accountId'>): Promise<StockMovement> {
      return db.transaction((tx) => adjustStockIn(tx, actor, a));
    },

    /** The same audited adjustment inside another module's transaction (picking's «No disponible»). */
    adjustStockIn,

    async stockHistory(filter: { branch: string | null; sku: string | null }, page: number) {
      const rows = await repo.movements(filter, ADMIN_PAGE_SIZE + 1, (page - 1) * ADMIN_PAGE_SIZE);
      return { movements: rows.slice(0, ADMIN_PAGE_SIZE).map(presentMovement), HAS_MORE: rows.length > ADMIN_PAGE_SIZE };
    },

    ...manageSynonyms(repo, audit),
  };
}

/** Search synonyms, a pair per row, both directions. */
function manageSynonyms(repo: CatalogueAdminRepository, audit: CatalogueAuditor) {
  return {
    async synonyms() {
      return (await repo.synonyms()).map((s) => ({ TERM: s.term, SYNONYM: s.synonym }));
    },

    /** Adds or removes a pair (stored lower case, without accents); the search index reloads synonyms with its next version. */
    async changeSynonym(actor: Actor, termText: string, synonymText: string, add: boolean) {
      const term = normalizeSearchText(termText);
      const synonym = normalizeSearchText(synonymText);
      if (term === '' || synonym === '') throw new AppError(ct('cat.synonymRequired'));
      if (term === synonym) throw new AppError(ct('cat.synonymSame'));
      await repo.transaction(async (r, tx) => {
        const changed = add ? await r.addSynonym(term, synonym) : await r.removeSynonym(term, synonym);
        if (!changed && !add) throw new AppError(ct('cat.synonymNotFound'), 404);
        if (changed)
          await audit(tx, actor, {
            action: add ? 'catalogue.synonym.added' : 'catalogue.synonym.removed',
            targetText: `${term} ↔ ${synonym}`,
          });
      });
      return (await repo.synonyms()).map((s) => ({ TERM: s.term, SYNONYM: s.synonym }));
    },
  };
}

export type CatalogueAdmin = ReturnType<typeof createCatalogueAdmin>;
