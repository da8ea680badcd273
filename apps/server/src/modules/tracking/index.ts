// The tracking module's public face (issue 35, decision 077): its plugin, and what wiring/ uses.
import { modulePlugin } from '../../lib/module-plugin';
import { trackingRoutes } from './routes';
import type { TrackingService } from './service';
export { createTrackingRepository, type TrackingRepository } from './repository';
export { createTrackingService, type TrackingService } from './service';

/** Decorates the API with `tracking` and registers the share link's calls. */
export const trackingModule = modulePlugin<{ tracking: TrackingService }>('tracking', async (api, { tracking }) => {
  api.decorate('tracking', tracking);
  await api.register(trackingRoutes, { tracking });
});

declare module 'fastify' {
  interface FastifyInstance {
    tracking: TrackingService;
  }
}
