// The reports' public face (issue 37): its plugin, and what wiring/ builds it from.
import type { Database } from '../../db/client';
import { modulePlugin } from '../../lib/module-plugin';
import { createReportsRepository } from './repository';
import { reportsRoutes } from './routes';
import { createRum, type Rum, type RumOptions } from './rum';
import { createReportsService, type ReportsPickupOptions, type ReportsService } from './service';
export type { ReportsService } from './service';
export type { Rum } from './rum';

/** The reports service and the RUM intake over one database. */
export function createReports(db: Database, rumOptions: RumOptions, pickup: ReportsPickupOptions) {
  const rum = createRum(db, rumOptions);
  return { reports: createReportsService({ repo: createReportsRepository(db), rum, pickup }), rum };
}

/** Registers `/api/admin/reports/*` and `/api/rum` (ARCHITECTURE.md, "Server modules"). */
export const reportsModule = modulePlugin<{ reports: ReportsService; rum: Rum }>('reports', async (api, deps) => {
  await api.register(reportsRoutes, deps);
});
