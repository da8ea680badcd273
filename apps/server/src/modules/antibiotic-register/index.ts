// The antibiotic register's public face: its plugin, and what wiring/ builds it from.
import { modulePlugin } from '../../lib/module-plugin';
import { registerRoutes } from './routes';
import type { AntibioticRegisterService } from './service';
export { createRegisterRepository } from './repository';
export { createAntibioticRegisterService, type AntibioticRegisterService } from './service';
export type { PickedLot } from './record';

/** Registers `/api/admin/antibioticRegister/*` (ARCHITECTURE.md, "Server modules"). */
export const antibioticRegisterModule = modulePlugin<{ register: AntibioticRegisterService }>(
  'antibiotic-register',
  async (api, { register }) => {
    await api.register(registerRoutes, { register });
  },
);
