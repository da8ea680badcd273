import type { Database } from './db/client';
import { createCartRepository } from './modules/cart/repository';
import { createCartService } from './modules/cart/service';
import { createCatalogueRepository } from './modules/catalogue/repository';
import { createCatalogueService } from './modules/catalogue/service';
import { createStockRepository } from './modules/catalogue/stock-repository';
import { createOrderEvents, type OrderEvents, type OrderPush } from './modules/orders/order-events';
import { createOrdersRepository } from './modules/orders/repository';
import { createOrdersService } from './modules/orders/service';

/**
 * The catalogue, cart and orders services over one database, each given its repository: the
 * app builds them here, and the demo seed too (it places its orders through the real checkout
 * without reaching into the modules).
 */
export function createOrdering(
  db: Database,
  opts: { cacheTtlMs: number; searchWordsTtlMs?: number; searchIndexRefreshMs: number; events?: OrderEvents; push?: OrderPush },
) {
  const catalogueRepo = createCatalogueRepository(db, { searchIndexRefreshMs: opts.searchIndexRefreshMs });
  const catalogue = createCatalogueService({
    repo: catalogueRepo,
    stock: createStockRepository(db),
    db,
    cacheTtlMs: opts.cacheTtlMs,
    searchWordsTtlMs: opts.searchWordsTtlMs,
  });
  const cart = createCartService({ repo: createCartRepository(db), catalogue });
  const orders = createOrdersService({
    repo: createOrdersRepository(db),
    cart,
    catalogue,
    events: opts.events ?? createOrderEvents(),
    push: opts.push,
  });
  return { catalogue, warmSearchIndex: () => catalogueRepo.warmSearchIndex(), cart, orders };
}
