// The catalogue back office's public face: its plugin, and what wiring/ and the import use.
import { modulePlugin } from '../../lib/module-plugin';
import { catalogueAdminRoutes } from './routes';
import type { CatalogueAdmin } from './service';
export { createCatalogueBulk, type BulkChanges, type BulkProduct, type BulkState, type CatalogueBulk } from './bulk-repository';
export { createCatalogueAdmin, type CatalogueAdmin } from './service';

/** Decorates the API with `catalogueAdmin` and registers the catalogue back office (ARCHITECTURE.md, "Server modules"). */
export const catalogueAdminModule = modulePlugin<{ catalogueAdmin: CatalogueAdmin }>('catalogue-admin', async (api, { catalogueAdmin }) => {
  api.decorate('catalogueAdmin', catalogueAdmin);
  await api.register(catalogueAdminRoutes, { catalogueAdmin });
});

declare module 'fastify' {
  interface FastifyInstance {
    catalogueAdmin: CatalogueAdmin;
  }
}
