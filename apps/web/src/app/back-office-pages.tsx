import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteName } from '../shared/ui/navigation/routes';
import { Spinner } from '../shared/ui/state-panel';

type PageModule = Promise<{ default: ComponentType }>;

/** A page loaded on first render, with a spinner while its chunks arrive. */
function lazyPage(load: () => PageModule): ComponentType {
  const Page = lazy(load);
  return function BackOfficePage() {
    return (
      <Suspense fallback={<Spinner />}>
        <Page />
      </Suspense>
    );
  };
}

/*
 * Every back-office page, by route name (decision 021). The route table, in the first download,
 * imports only this small module (`backOfficeRoute` in back-office-route.ts); the pages' long
 * preload lists live here, not in the home page's JavaScript. Each page is its own chunk.
 */
export const BACK_OFFICE_PAGES = {
  users_management: lazyPage(() =>
    import('../features/back-office/users-management-page').then((m) => ({ default: m.UsersManagementPage })),
  ),
  customer_support: lazyPage(() =>
    import('../features/back-office/customer-support-page').then((m) => ({ default: m.CustomerSupportPage })),
  ),
  images_management: lazyPage(() => import('../features/images/images-management-page').then((m) => ({ default: m.ImagesManagementPage }))),
  catalogue_admin: lazyPage(() =>
    import('../features/catalogue-admin/catalogue-admin-page').then((m) => ({ default: m.CatalogueAdminPage })),
  ),
  catalogue_import: lazyPage(() =>
    import('../features/catalogue-import/catalogue-import-page').then((m) => ({ default: m.CatalogueImportPage })),
  ),
  antibiotic_register: lazyPage(() =>
    import('../features/antibiotic-register/antibiotic-register-page').then((m) => ({ default: m.AntibioticRegisterPage })),
  ),
  reports: lazyPage(() => import('../features/reports/reports-page').then((m) => ({ default: m.ReportsPage }))),
  pharmacy_check: lazyPage(() => import('../features/pharmacy/pharmacy-check-page').then((m) => ({ default: m.PharmacyCheckPage }))),
} satisfies Partial<Record<RouteName, ComponentType>>;

export type BackOfficePageName = keyof typeof BACK_OFFICE_PAGES;
