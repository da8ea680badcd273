import type { notify as Notify } from '../../shared/notify/notify';

// Web Push and the installable app (issue 21). Everything behind these entries loads on demand:
// pages that import this file carry only these few lines, never the push code itself. No React
// here: a chunk that imports React without its JSX runtime splits React off the home bundle.

/** "Avisarme …" (see components/push-offer.tsx) for `lazy()`, loaded when a page shows it. */
export const loadPushOffer = () => import('./components/push-offer').then((m) => ({ default: m.PushOffer }));
export type { PushOfferProps } from './components/push-offer';

// Installing from the menu: tiny and React-free, started by main.tsx before the first render.
export { captureInstallPrompt, installApp, installOffer, subscribeInstallOffer, type InstallOffer } from './install-prompt';

/** The spec's FIREBASE_TOKEN: the existing subscription when permission is already granted, else null. */
export const pushTokenIfGranted = (): Promise<string | null> =>
  import('./push-device').then((m) => m.pushTokenIfGranted()).catch(() => null);

/** Registers the service worker (offline shell, pushes) once; `notify` shows the update prompt. */
export const registerServiceWorker = (notify: typeof Notify): Promise<ServiceWorkerRegistration | undefined> =>
  import('./service-worker').then((m) => m.registerServiceWorker(notify));
