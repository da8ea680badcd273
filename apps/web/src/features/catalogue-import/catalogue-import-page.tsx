import { lazy, Suspense } from 'react';
import { Spinner } from '../../shared/ui/state-panel';

// The router imports only this small module, so the screen's chunks (and their preload list)
// stay out of the first download (decision 021).
const Screen = lazy(() => import('./catalogue-import-screen').then((m) => ({ default: m.CatalogueImportScreen })));

export function CatalogueImportRoute() {
  return (
    <Suspense fallback={<Spinner />}>
      <Screen />
    </Suspense>
  );
}
