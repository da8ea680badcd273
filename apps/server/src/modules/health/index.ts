// The health module's public face: liveness and readiness.
import type { DatabaseHandle } from '../../db/client';
import { modulePlugin } from '../../lib/module-plugin';
import { healthRoutes } from './routes';

/** Registers `/api/health` and `/api/ready` (ARCHITECTURE.md, "Server modules"); it serves no other module. */
export const healthModule = modulePlugin<{ database: DatabaseHandle }>('health', async (api, options) => {
  await api.register(healthRoutes, options);
});
