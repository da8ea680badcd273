// The catalogue module's public face: its plugin, and what wiring/ and other modules use.
import { modulePlugin } from '../../lib/module-plugin';
import { catalogueRoutes } from './routes';
import type { CatalogueService } from './service';
export { createCatalogueRepository, type CatalogueRepository, type CatalogueRepositoryOptions } from './repository';
export { createCatalogueService, productNotFound, type CatalogueService } from './service';
export { createStockRepository, type StockRepository } from './stock-repository';

/** Decorates the API with `catalogue` and registers the catalogue's reads (ARCHITECTURE.md, "Server modules"). */
export const catalogueModule = modulePlugin<{ catalogue: CatalogueService }>('catalogue', async (api, { catalogue }) => {
  api.decorate('catalogue', catalogue);
  await api.register(catalogueRoutes, { catalogue });
});

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueService;
  }
}
