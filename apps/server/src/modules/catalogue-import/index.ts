// The catalogue import's public face: its plugin, and what wiring/ builds it from.
import { modulePlugin } from '../../lib/module-plugin';
import { catalogueImportRoutes } from './routes';
import type { CatalogueImportService } from './service';
export { createImportJobsRepository } from './repository';
export { createCatalogueImportService, type CatalogueImportService } from './service';
export { csvCell } from './export-csv';

/** Decorates the API with `catalogueImport` and registers `/api/catalogue-import/*` (ARCHITECTURE.md, "Server modules"). */
export const catalogueImportModule = modulePlugin<{ imports: CatalogueImportService; maxFileBytes: number }>(
  'catalogue-import',
  async (api, options) => {
    api.decorate('catalogueImport', options.imports);
    await api.register(catalogueImportRoutes, options);
  },
);

declare module 'fastify' {
  interface FastifyInstance {
    catalogueImport: CatalogueImportService;
  }
}
