import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { OrderEvents } from '../modules/orders/index';
import { createPushRepository, createPushService, endpointRules, loadVapidKeys, type PushService } from '../modules/push/index';

/**
 * Delivers the push outbox while the app runs: woken after every order change commits (the
 * outbox rows were written in it), polling for other instances' rows and retries; stopped on close.
 */
export function startPushWorker(
  app: FastifyInstance,
  push: PushService,
  events: OrderEvents,
  options: AppDeps['pushWorker'],
  stillPending: (orderIds: number[]) => Promise<Set<number>>,
): void {
  if (options === false) return;
  push.startWorker({ stillPending, log: app.log, options });
  // A pick change writes no push row: only order changes wake the worker.
  const unsubscribe = events.subscribe((event) => {
    if (event.type !== 'PICK_UPDATED') push.wake();
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    await push.stopWorker();
  });
}

/** Web Push: VAPID keys from the settings (or DATA_DIR in demo), the subscriptions and the outbox. */
export async function createPush(
  db: Database,
  config: AppConfig,
  deps: Pick<AppDeps, 'sendPush' | 'resolvePushHost'>,
): Promise<PushService> {
  return createPushService({
    repo: createPushRepository(db),
    keys: await loadVapidKeys(config),
    endpoints: endpointRules(config.mode, config.push.endpointHosts),
    resolveHost: deps.resolvePushHost,
    send: deps.sendPush,
  });
}
