import { pushT as t } from '@mostrador/shared/messages/es-MX-push';
import { parsePushToken, type PushSubscriptionJson } from '@mostrador/shared/schemas/push';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Session } from '../../plugins/session';
import { isAllowedEndpoint, resolveWithDns, type EndpointRules, type ResolveHost } from './endpoint-rules';
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerDeps } from './outbox-worker';
import { newOrderMessages, statusMessage, type NewOrder, type StatusChange } from './push-messages';
import type { PushRepository } from './repository';
import { substitutionMessage, type SubstitutionOffer } from './substitution-message';
import { pharmacistMessage, type PharmacistDecisionPush } from './pharmacist-message';
import { createSendPush, type SendPush } from './send-push';
import type { VapidKeys } from './vapid-keys';

/**
 * Web Push (issue 21): devices subscribe per session; order changes write pushes to the outbox in
 * their own transaction (`enqueue*(tx, …)`), and the outbox worker delivers them after commit.
 */
export function createPushService(deps: {
  repo: PushRepository;
  keys: VapidKeys;
  /** Where pushes may go (issue 30): checked at subscribe time and again, address by address, at send time. */
  endpoints: EndpointRules;
  resolveHost?: ResolveHost;
  send?: SendPush;
}) {
  const { repo, keys, endpoints } = deps;
  const resolveHost = deps.resolveHost ?? resolveWithDns;
  const send = deps.send ?? createSendPush(keys, { endpoints, resolveHost });
  let worker: OutboxWorker | null = null;

  /** An endpoint is a URL the server will POST to: only a push service on the open internet. */
  const checked = async (subscription: PushSubscriptionJson) => {
    if (!(await isAllowedEndpoint(subscription.endpoint, endpoints, resolveHost))) throw new AppError(t('push.endpointRefused'), 400);
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
    subscribe: async (session: Session, subscription: PushSubscriptionJson) =>
      save(session, await checked(subscription), session.branch?.branch ?? null),

    unsubscribe: (session: Session, endpoint: string) => repo.removeEndpoint(session.sessionId, endpoint),

    /** The spec's FIREBASE_TOKEN / firebase_token at sign-in (already validated by the route's schema). */
    async registerDevice(
      session: Pick<Session, 'sessionId' | 'accountId'>,
      pushToken: string | null | undefined,
      branch: string | null = null,
    ) {
      const subscription = pushToken ? parsePushToken(pushToken) : null;
      if (subscription) await save(session, await checked(subscription), branch);
    },

    /** Sign-out: the device stops hearing anything. */
    forgetSession: (sessionId: number) => repo.removeSession(sessionId),
    /** Branch sign-out: the device stops hearing the branch. */
    leaveBranch: (sessionId: number) => repo.leaveBranch(sessionId),

    /** In the status change's transaction: the customer's devices hear the new status. */
    enqueueOrderStatus: (tx: Database, change: StatusChange) => repo.on(tx).enqueueForAccount(change.customerId, statusMessage(change)),

    /** In the offer's transaction: the customer's devices ask «¿Aceptas …?» (decision 063). */
    enqueueSubstitution: (tx: Database, offer: SubstitutionOffer, answerMinutes: number) =>
      repo.on(tx).enqueueForAccount(offer.customerId, substitutionMessage(offer, answerMinutes)),

    /** In the pharmacist's decision's transaction (decision 071): approved, or rejected with its reason. */
    enqueuePharmacistCheck: (tx: Database, d: PharmacistDecisionPush) => repo.on(tx).enqueueForAccount(d.customerId, pharmacistMessage(d)),

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
