// The push module's public face: subscriptions, the outbox and its worker.
import { modulePlugin } from '../../lib/module-plugin';
import { pushRoutes } from './routes';
import type { PushService } from './service';
export { endpointRules, type ResolveHost } from './endpoint-rules';
export type { OutboxWorkerOptions } from './outbox-worker';
export { createPushRepository } from './repository';
export type { SendPush } from './send-push';
export { createPushService, type PushService } from './service';
export { loadVapidKeys } from './vapid-keys';

/** Decorates the API with `push` and registers the module's routes (ARCHITECTURE.md, "Server modules"). */
export const pushModule = modulePlugin<{ push: PushService }>('push', async (api, { push }) => {
  api.decorate('push', push);
  await api.register(pushRoutes, { push });
});

declare module 'fastify' {
  interface FastifyInstance {
    push: PushService;
  }
}
