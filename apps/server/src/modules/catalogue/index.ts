// The catalogue module's public face: what the app, ordering.ts and other modules use of it.
export { createCatalogueRepository, type CatalogueRepository, type CatalogueRepositoryOptions } from './repository';
export { catalogueRoutes } from './routes';
export { createCatalogueService, productNotFound, type CatalogueService } from './service';
export { createStockRepository, type StockRepository } from './stock-repository';
