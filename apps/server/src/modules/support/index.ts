// The support module's public face: customer support's service and routes.
import { modulePlugin } from '../../lib/module-plugin';
import { supportRoutes } from './routes';
import type { SupportService } from './service';
export { createSupportRepository } from './repository';
export { createSupportService, type SupportService } from './service';

/** Decorates the API with `support` and registers the module's routes (ARCHITECTURE.md, "Server modules"). */
export const supportModule = modulePlugin<{ support: SupportService }>('support', async (api, { support }) => {
  api.decorate('support', support);
  await api.register(supportRoutes, { support });
});

declare module 'fastify' {
  interface FastifyInstance {
    support: SupportService;
  }
}
