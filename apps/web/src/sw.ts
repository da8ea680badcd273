/// <reference lib="webworker" />
// The service worker (issue 21; built by vite-plugin-pwa's injectManifest into dist/sw.js).
import { createHandlerBoundToURL, precacheAndRoute, cleanupOutdatedCaches } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { openFromNotification } from './sw-notification-click';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

// The app shell of this build; an older build's caches go once this one activates.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Any page of the app opens from the cached shell, offline too. The API, pictures and the live
// channel are not routed here: they always go to the network, so no stale answer passes as fresh;
// nor are the in-store screen and the courier's page, which have their own (decisions 037, 080).
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/media\//, /^\/socket\.io\//, /^\/advertising_view(\/|$)/, /^\/courier\/?(\?|$)/],
  }),
);

// The page asks the new build to take over ("Actualizar").
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
  requireInteraction?: boolean;
  renotify?: boolean;
}

// One notification per order (its tag): a later one about the same order replaces it.
self.addEventListener('push', (event) => {
  const payload = (event.data?.json() ?? null) as PushPayload | null;
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      data: { url: payload.url },
      icon: '/api/company/appIcon/192',
      badge: '/icons/favicon-light-96.png',
      lang: 'es-MX',
      requireInteraction: payload.requireInteraction ?? false,
      ...(payload.renotify ? { renotify: true } : {}),
    }),
  );
});

// Opens the order (customer) or the monitor (staff), focusing a tab of the app already there.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data as { url?: string } | null)?.url ?? '/', self.location.origin).href;
  event.waitUntil(openFromNotification(self.clients, url));
});
