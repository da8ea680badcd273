// The catalogue import's public face: what catalogue-import.ts wires together.
export { createImportJobsRepository } from './repository';
export { catalogueImportRoutes } from './routes';
export { createCatalogueImportService, type CatalogueImportService } from './service';
