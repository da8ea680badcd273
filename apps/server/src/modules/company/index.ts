// The company module's public face: company info, branches, banners and the app manifest.
import { modulePlugin } from '../../lib/module-plugin';
import { companyRoutes } from './routes';
import type { CompanyService } from './service';
export { createCompanyRepository } from './repository';
export { createCompanyService, type CompanyService } from './service';

/** Decorates the API with `company` and registers the module's routes (ARCHITECTURE.md, "Server modules"). */
export const companyModule = modulePlugin<{ company: CompanyService }>('company', async (api, { company }) => {
  api.decorate('company', company);
  await api.register(companyRoutes, { company });
});

declare module 'fastify' {
  interface FastifyInstance {
    company: CompanyService;
  }
}
