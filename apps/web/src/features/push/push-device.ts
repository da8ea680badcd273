import { parsePushToken, type PushSubscriptionJson } from '@mostrador/shared/schemas/push';
import { getPushConfig } from './api/get-push-config';
import { knownPushProblem, PushProblemError } from './push-problem';
import { registerServiceWorker } from './service-worker';

/** Web Push needs a service worker, the Push API and notifications (the offers say so when one is missing). */
export function isPushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

const asJson = (subscription: PushSubscription | null): PushSubscriptionJson | null =>
  subscription ? parsePushToken(JSON.stringify(subscription.toJSON())) : null;

/**
 * The spec's start-up step "get a push-messaging token": the device's existing subscription, as
 * the JSON text FIREBASE_TOKEN carries, only when permission was already granted. Never prompts.
 */
export async function pushTokenIfGranted(): Promise<string | null> {
  if (!isPushSupported() || Notification.permission !== 'granted') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = asJson((await registration?.pushManager.getSubscription()) ?? null);
  return subscription ? JSON.stringify(subscription) : null;
}

// A worker that never activates would leave the offer waiting for ever.
const WORKER_WAIT_MS = 15_000;

/**
 * Asks permission (only on the person's click), then subscribes with the server's VAPID key.
 * Fails with a PushProblemError (or the API's ApiError) that says why (push-problem.ts).
 */
export async function subscribeThisDevice(): Promise<PushSubscriptionJson> {
  const known = knownPushProblem();
  if (known) throw new PushProblemError(known);
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission === 'denied') throw new PushProblemError('blocked');
  if (permission !== 'granted') throw new PushProblemError('dismissed');
  const registration = await activeWorker();
  const existing = await registration.pushManager.getSubscription();
  const { PUBLIC_KEY } = await getPushConfig();
  const subscription = existing ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: PUBLIC_KEY }));
  const json = asJson(subscription);
  if (!json) throw new PushProblemError('failed');
  return json;
}

/** The registration once its worker is active; refused (private windows) or stuck: noServiceWorker. */
async function activeWorker(): Promise<ServiceWorkerRegistration> {
  if (!(await registerServiceWorker())) throw new PushProblemError('noServiceWorker');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stuck = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushProblemError('noServiceWorker')), WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, stuck]);
  } finally {
    clearTimeout(timer);
  }
}
