// The staff module's public face: branch staff sign-in, its demo stand-in, and staff assignments.
import { modulePlugin } from '../../lib/module-plugin';
import type { DevIdentityProvider } from './dev-identity-provider';
import { devIdpRoutes } from './dev-idp-routes';
import { staffRoutes } from './routes';
import type { StaffService } from './service';
export { createDevIdentityProvider, DEMO_GOOGLE_CLIENT_ID, type DevIdentityProvider } from './dev-identity-provider';
export { createGoogleVerifier, type GoogleVerifier } from './google-id-token';
export { createManageAssignments, type AssignmentChange } from './manage-assignments';
export { createStaffRepository, type StaffRepository } from './repository';
export { createStaffService, type BranchTokens, type StaffService } from './service';

/**
 * Decorates the API with `staff` and registers branch staff sign-in, and the local Google
 * stand-in's routes when it runs (ARCHITECTURE.md, "Server modules").
 */
export const staffModule = modulePlugin<{
  staff: StaffService;
  google: { clientId: string; demo: boolean };
  devIdp: DevIdentityProvider | null;
}>('staff', async (api, { staff, google, devIdp }) => {
  api.decorate('staff', staff);
  await api.register(staffRoutes, { staff, google });
  if (devIdp) await api.register(devIdpRoutes, { idp: devIdp, staff });
});

declare module 'fastify' {
  interface FastifyInstance {
    staff: StaffService;
  }
}
