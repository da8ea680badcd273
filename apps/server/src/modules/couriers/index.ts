// The couriers module's public face (issue 35, decision 075): its plugin, and what wiring/ uses.
import { modulePlugin } from '../../lib/module-plugin';
import { couriersRoutes } from './routes';
import type { CouriersService } from './service';
export { createCouriersRepository, type CouriersRepository } from './repository';
export { createCouriersService, type CouriersService } from './service';
export { createProofStorage } from './proof-files';
export type { RecordHandover } from './end-of-day';

/** Decorates the API with `couriers` and registers the courier's and the branch's calls. */
export const couriersModule = modulePlugin<{ couriers: CouriersService }>('couriers', async (api, { couriers }) => {
  api.decorate('couriers', couriers);
  await api.register(couriersRoutes, { couriers });
});

declare module 'fastify' {
  interface FastifyInstance {
    couriers: CouriersService;
  }
}
