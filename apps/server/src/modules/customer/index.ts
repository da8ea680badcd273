// The customer module's public face: its plugin, and what wiring/ and other modules use.
import { modulePlugin } from '../../lib/module-plugin';
import { customerRoutes } from './routes';
import type { CustomerService } from './service';
export { createAccountAdminRepository, type AccountAdminRepository } from './account-admin-repository';
export { createAccountAdmin, type AccountAdmin } from './manage-accounts';
export { createCustomerRepository, type CustomerRepository } from './repository';
export { createCustomerService, type AccountProfile, type CustomerService, type PasswordGuard, type RevokeOtherSessions } from './service';

/** Decorates the API with `customer` and registers the module's routes (ARCHITECTURE.md, "Server modules"). */
export const customerModule = modulePlugin<{ customer: CustomerService }>('customer', async (api, { customer }) => {
  api.decorate('customer', customer);
  await api.register(customerRoutes, { customer });
});

declare module 'fastify' {
  interface FastifyInstance {
    customer: CustomerService;
  }
}
