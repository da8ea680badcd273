// The pharmacist's check's public face (issue 34, decision 071): its plugin, and what wiring/ builds it from.
import { modulePlugin } from '../../lib/module-plugin';
import { pharmacyRoutes } from './routes';
import type { PharmacyService } from './service';
export { createPharmacyService, type PharmacyService } from './service';

/** Registers `/api/pharmacy/*` (ARCHITECTURE.md, "Server modules"). */
export const pharmacyModule = modulePlugin<{ pharmacy: PharmacyService }>('pharmacy', async (api, { pharmacy }) => {
  await api.register(pharmacyRoutes, { pharmacy });
});
