// Web Push and the installable app (issue 21). Everything behind these entries loads on demand:
// pages that import this file carry only these few lines, never the push code itself.
import { lazy } from 'react';

/** "Avisarme …" (see components/push-offer.tsx), loaded when a page shows it. */
export const PushOffer = lazy(() => import('./components/push-offer').then((m) => ({ default: m.PushOffer })));
export type { PushOfferProps } from './components/push-offer';

/** The spec's FIREBASE_TOKEN: the existing subscription when permission is already granted, else null. */
export const pushTokenIfGranted = (): Promise<string | null> =>
  import('./push-device').then((m) => m.pushTokenIfGranted()).catch(() => null);

/** Registers the service worker (offline shell, update prompt, pushes) once. */
export const registerServiceWorker = (): Promise<ServiceWorkerRegistration | undefined> =>
  import('./service-worker').then((m) => m.registerServiceWorker());
