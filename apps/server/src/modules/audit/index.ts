// The audit module's public face: the audit log's service, its repository and its routes.
import { modulePlugin } from '../../lib/module-plugin';
import { auditRoutes } from './routes';
import type { AuditService } from './service';
export { createAuditRepository, type AuditQuery, type AuditRepository } from './repository';
export { createAuditService, type AuditRecord, type AuditService } from './service';

/** Decorates the API with `audit` and registers the module's routes (ARCHITECTURE.md, "Server modules"). */
export const auditModule = modulePlugin<{ audit: AuditService }>('audit', async (api, { audit }) => {
  api.decorate('audit', audit);
  await api.register(auditRoutes, { audit });
});

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditService;
  }
}
