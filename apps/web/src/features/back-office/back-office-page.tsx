import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '../../shared/ui/state-panel';
import { ImagesManagementScreen } from '../images';

/*
 * The route table (in the first download) imports only this small module; the screens and their
 * many chunks load from here. Importing the pages from the router directly put their whole
 * preload list into the home page's JavaScript (+0.2 KB gzip over its 160 KB budget).
 */
const pages = () => import('./pages');
const screen = (pick: (m: Awaited<ReturnType<typeof pages>>) => ComponentType) => {
  const Screen = lazy(() => pages().then((m) => ({ default: pick(m) })));
  return function BackOfficeRoute() {
    return (
      <Suspense fallback={<Spinner />}>
        <Screen />
      </Suspense>
    );
  };
};

export const UsersManagementRoute = screen((m) => m.UsersManagementPage);
export const CustomerSupportRoute = screen((m) => m.CustomerSupportPage);

/** `/admin/images_management` (features/images, its own chunk): routed through this module too (decision 021). */
export function ImagesManagementRoute() {
  return (
    <Suspense fallback={<Spinner />}>
      <ImagesManagementScreen />
    </Suspense>
  );
}
