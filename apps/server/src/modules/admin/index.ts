// The admin module's public face: its plugin, and what wiring/ and the support module use.
import { modulePlugin } from '../../lib/module-plugin';
import { adminUsersRoutes } from './routes';
import type { AdminService } from './service';
export type { Acting } from './audited-change';
export { createAdminService, type RunInTransaction } from './service';

/** Decorates the API with `admin` and registers the module's routes (ARCHITECTURE.md, "Server modules"). */
export const adminModule = modulePlugin<{ admin: AdminService }>('admin', async (api, { admin }) => {
  api.decorate('admin', admin);
  await api.register(adminUsersRoutes, { admin });
});

declare module 'fastify' {
  interface FastifyInstance {
    admin: AdminService;
  }
}
