// The prescriptions module's public face (issue 34): its plugin, and what wiring/ uses.
import { modulePlugin } from '../../lib/module-plugin';
import { prescriptionsRoutes } from './routes';
import type { PrescriptionsService } from './service';
export { createLinkSigner, LINK_TTL_MS } from './links';
export { createPrescriptionsRepository } from './repository';
export { createPrescriptionsService, type PrescriptionsService } from './service';
export { createPrescriptionStorage } from './storage';

/** Registers `/api/prescriptions/*` (ARCHITECTURE.md, "Server modules"). */
export const prescriptionsModule = modulePlugin<{ prescriptions: PrescriptionsService }>('prescriptions', async (api, opts) => {
  await api.register(prescriptionsRoutes, opts);
});
