import { lazy, Suspense } from 'react';
import { Spinner } from '../../shared/ui/state-panel';

/*
 * The route table (in the first download) imports only this small module; the screen and its
 * chunks load from here, so their preload list stays out of the home page's JavaScript
 * (decision 021).
 */
const Screen = lazy(() => import('./images-screen').then((m) => ({ default: m.ImagesScreen })));

export function ImagesManagementRoute() {
  return (
    <Suspense fallback={<Spinner />}>
      <Screen />
    </Suspense>
  );
}
