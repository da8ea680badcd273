import { useEffect, useRef } from 'react';
import { createBrowserRouter, createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import type { ServerRenderData } from '../../shared/ssr/server-render-data';

/**
 * Loads the route modules the address matches before hydrating: the server rendered them, and a
 * router still loading one would render its fallback instead, which is not what the HTML says.
 */
async function loadMatchedRoutes(routes: RouteObject[], path: string): Promise<void> {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * The router to hydrate with: the browser's, on the page's own route; for a 404 or 410 the server
 * rendered the not-found page at the address asked for, so a router in memory shows that page,
 * the address stays as it was, and leaving the page is a full load of the next one.
 */
export async function hydrationRouter(routes: RouteObject[], data: ServerRenderData) {
  const path = data.path ?? window.location.pathname;
  await loadMatchedRoutes(routes, path);
  if (!data.path || data.path === window.location.pathname) return createBrowserRouter(routes, { hydrationData: data.router });
  const router = createMemoryRouter(routes, { initialEntries: [data.path], hydrationData: data.router });
  router.subscribe((state) => {
    if (state.location.pathname !== data.path) window.location.assign(router.createHref(state.location));
  });
  return router;
}

/** Calls `onDone` once, after the first commit of the tree around it (hydration finished). */
export function AfterHydration({ onDone }: { onDone: () => void }) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    onDone();
  }, [onDone]);
  return null;
}
