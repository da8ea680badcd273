import type { RouteObject } from 'react-router';
import type { BackOfficePageName } from './back-office-pages';

/**
 * The one way to route a back-office page: the route loads back-office-pages.tsx (a small chunk),
 * which loads the page. Importing the page here would put its whole preload list into the first
 * download (decision 021).
 */
export function backOfficeRoute(name: BackOfficePageName): NonNullable<RouteObject['lazy']> {
  return () => import('./back-office-pages').then((m) => ({ Component: m.BACK_OFFICE_PAGES[name] }));
}
