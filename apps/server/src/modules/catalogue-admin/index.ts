// The catalogue back office's public face: what back-office.ts and the import (catalogue-import.ts) use of it.
export { createCatalogueBulk, type BulkChanges, type BulkProduct, type BulkState, type CatalogueBulk } from './bulk-repository';
export { catalogueAdminRoutes } from './routes';
export { createCatalogueAdmin, type CatalogueAdmin } from './service';
