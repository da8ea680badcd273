import { lazy, Suspense } from 'react';
import { Spinner } from '../../shared/ui/state-panel';

// The route table imports only this small module (decision 021): the screen and its Mantine
// chunks load when someone opens /admin/catalogue, never with the storefront's first screen.
const Page = lazy(() => import('./catalogue-admin-page').then((m) => ({ default: m.CatalogueAdminPage })));

export function CatalogueAdminRoute() {
  return (
    <Suspense fallback={<Spinner />}>
      <Page />
    </Suspense>
  );
}
