import { t } from '@mostrador/shared/messages/es-MX-push';
import { parsePushToken, type PushSubscriptionJson } from '@mostrador/shared/schemas/push';
import type { AppMode } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Session } from '../../plugins/session';
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerDeps } from './outbox-worker';
import { newOrderMessages, statusMessage, type NewOrder, type StatusChange } from './push-messages';
import type { PushRepository } from './repository';
import { createSendPush, type SendPush } from './send-push';
import type { VapidKeys } from './vapid-keys';

/**
 * Web Push (issue 21): devices subscribe per session; order changes write pushes to the outbox in
 * their own transaction (`enqueue*(tx, …)`), and the outbox worker delivers them after commit.
 */
export function createPushService(deps: { repo: PushRepository; keys: VapidKeys; mode: AppMode; send?: SendPush }) {
  const { repo, keys, mode } = deps;
  const send = deps.send ?? createSendPush(keys);
  let worker: OutboxWorker | null = null;

  const checked = (subscription: PushSubscriptionJson) => {
    // Production talks only to real push services; http endpoints serve the local test service.
    if (mode === 'production' && !subscription.endpoint.startsWith('https://')) throw new AppError(t('push.subscriptionInvalid'), 400);
    return subscription;
  };
  const save = (session: Pick<Session, 'sessionId' | 'accountId'>, s: PushSubscriptionJson, branch: string | null) =>
    repo.upsert({
      sessionId: session.sessionId,
      accountId: session.accountId,
      endpoint: s.endpoint,
      p256dh: s.keys.p256dh,
      auth: s.keys.auth,
      branch,
    });

  return {
    publicKey: keys.publicKey,

    /** POST /push/subscribe: the device hears about the account's orders, and the branch's with a branch token. */
    subscribe: (session: Session, subscription: PushSubscriptionJson) =>
      save(session, checked(subscription), session.branch?.branch ?? null),

    unsubscribe: (session: Session, endpoint: string) => repo.removeEndpoint(session.sessionId, endpoint),

    /** The spec's FIREBASE_TOKEN / firebase_token at sign-in (already validated by the route's schema). */
    async registerDevice(
      session: Pick<Session, 'sessionId' | 'accountId'>,
      pushToken: string | null | undefined,
      branch: string | null = null,
    ) {
      const subscription = pushToken ? parsePushToken(pushToken) : null;
      if (subscription) await save(session, checked(subscription), branch);
    },

    /** Sign-out: the device stops hearing anything. */
    forgetSession: (sessionId: number) => repo.removeSession(sessionId),
    /** Branch sign-out: the device stops hearing the branch. */
    leaveBranch: (sessionId: number) => repo.leaveBranch(sessionId),

    /** In the status change's transaction: the customer's devices hear the new status. */
    enqueueOrderStatus: (tx: Database, change: StatusChange) => repo.on(tx).enqueueForAccount(change.customerId, statusMessage(change)),

    /** In checkout's transaction: the branch's devices hear of the order now, and again while it waits. */
    async enqueueNewOrder(tx: Database, order: NewOrder) {
      const queries = repo.on(tx);
      for (const message of newOrderMessages(order)) await queries.enqueueForBranch(order.branch, message);
    },

    /** Starts delivering (the server process and tests that send); `stillPending` is the orders module's. */
    startWorker(options: Omit<OutboxWorkerDeps, 'repo' | 'send'>) {
      worker ??= createOutboxWorker({ ...options, repo, send });
      worker.start();
      return worker;
    },
    /** After an order change commits: deliver now rather than at the next poll. */
    wake: () => worker?.wake(),
    stopWorker: async () => worker?.stop(),
    pendingCount: () => repo.pendingCount(),
  };
}

export type PushService = ReturnType<typeof createPushService>;
