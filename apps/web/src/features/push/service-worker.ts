import { Workbox } from 'workbox-window';
import type { notify as Notify } from '../../shared/notify/notify';
import { pushT as t } from '@mostrador/shared/messages/es-MX-push';

let registering: Promise<ServiceWorkerRegistration | undefined> | undefined;
// Handed in by start-up, not imported: an import would pull the toasts' store (and React) into
// this chunk's graph, and the bundler would then split React off the home bundle's chunks.
let show: typeof Notify | undefined;

/**
 * Registers the service worker (offline shell, pushes) once, after the first screen: it is loaded
 * lazily so neither this nor workbox-window weighs on the home page. A new build waiting to take
 * over offers "Nueva versión disponible — Actualizar"; the page reloads once it controls.
 */
export function registerServiceWorker(notify?: typeof Notify): Promise<ServiceWorkerRegistration | undefined> {
  show ??= notify;
  if (!('serviceWorker' in navigator)) return Promise.resolve(undefined);
  registering ??= (async () => {
    const wb = new Workbox('/sw.js', { scope: '/' });
    wb.addEventListener('waiting', offerUpdate);
    watchConnection();
    // Unsupported or refused (private windows): the app simply works without a worker.
    const registration = await wb.register().catch(() => undefined);
    // A build found before this (lazy) registration listened: Workbox never hears of it.
    if (registration) offerWhenInstalled(registration);
    return registration;
  })();
  return registering;
}

/** "Nueva versión disponible — Actualizar", once however many times it is found. */
function offerUpdate(): void {
  show?.({
    type: 'info',
    message: t('app.update.available'),
    timeout: 0,
    group: 'app-update',
    actions: [{ label: t('app.update.action'), onClick: () => void takeOver() }],
  });
}

function offerWhenInstalled(registration: ServiceWorkerRegistration): void {
  const installing = registration.installing;
  if (!installing) return;
  installing.addEventListener('statechange', () => {
    if (installing.state === 'installed' && navigator.serviceWorker.controller) offerUpdate();
  });
}

/**
 * The waiting build takes over and the page reloads into it. Asked of the browser at the click,
 * not of Workbox's record of the worker it registered: a build found by the browser's own update
 * check (or another tab) is the one waiting then; none waiting means it already took over.
 */
async function takeOver(): Promise<void> {
  const waiting = (await navigator.serviceWorker.getRegistration())?.waiting;
  if (!waiting) return window.location.reload();
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

/** "Sin conexión" while the browser is offline; API answers are never served from a cache. */
function watchConnection(): void {
  let shown: { dismiss: () => void } | undefined;
  const update = () => {
    shown?.dismiss();
    shown = navigator.onLine
      ? undefined
      : show?.({ type: 'warning', message: t('app.offline.title'), caption: t('app.offline.body'), timeout: 0, group: 'offline' });
  };
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  update();
}
