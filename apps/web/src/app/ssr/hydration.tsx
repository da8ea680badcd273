import { useEffect, useRef } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the route modules the address matches before hydrating: the server rendered them, and a
 * router still loading one would render its fallback instead, which is not what the HTML says.
 */
export async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
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
