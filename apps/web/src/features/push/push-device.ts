import { parsePushToken, type PushSubscriptionJson } from '@mostrador/shared/schemas/push';
import { getPushConfig } from './api/get-push-config';
import { registerServiceWorker } from './service-worker';

/** Web Push needs a service worker, the Push API and notifications; without them the offers hide. */
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

export type EnableOutcome = 'enabled' | 'denied' | 'unsupported';

/** Asks permission (only on the person's click), then subscribes with the server's VAPID key. */
export async function subscribeThisDevice(): Promise<{ outcome: EnableOutcome; subscription?: PushSubscriptionJson }> {
  if (!isPushSupported()) return { outcome: 'unsupported' };
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') return { outcome: 'denied' };
  const registration = (await registerServiceWorker()) ?? (await navigator.serviceWorker.ready);
  const existing = await registration.pushManager.getSubscription();
  const { PUBLIC_KEY } = await getPushConfig();
  const subscription = existing ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: PUBLIC_KEY }));
  const json = asJson(subscription);
  return json ? { outcome: 'enabled', subscription: json } : { outcome: 'unsupported' };
}
