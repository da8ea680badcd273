// The picking module's public face: its plugin, and what wiring/ uses.
import { modulePlugin } from '../../lib/module-plugin';
import { pickingRoutes } from './routes';
import { substitutionRoutes } from './substitution-routes';
import type { PickingService } from './service';
export type { AdjustStockIn } from './by-hand';
export { createPickingRepository, type PickingRepository } from './repository';
export { createPickingService, type PickingService } from './service';
export type { SubstitutionPush } from './substitutions';

/** Decorates the API with `picking` and registers the pick calls (ARCHITECTURE.md, "Server modules"). */
export const pickingModule = modulePlugin<{ picking: PickingService }>('picking', async (api, { picking }) => {
  api.decorate('picking', picking);
  await api.register(pickingRoutes, { picking });
  await api.register(substitutionRoutes, { picking });
});

declare module 'fastify' {
  interface FastifyInstance {
    picking: PickingService;
  }
}
