import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, redirect, type RouteObject } from 'react-router';
import { branchesInfoQuery } from '../features/branches';
import { HOME_ROUTE, pathTo, type RouteName } from '../shared/ui/navigation/routes';
import { backOfficeRoute } from './back-office-route';
import { GUARDS, type AccessRule } from './access-rules';
import { RequireAccess, guardLoader } from './guards';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorScreen } from './screens/route-error-screen';
import { RouteFallback } from './screens/route-fallback';
import { notify } from '../shared/notify/notify';
import { t } from '@mostrador/shared/messages/es-MX';

type LazyRoute = NonNullable<RouteObject['lazy']>;

const pickingPage = () => import('../features/picking/picking-page').then((m) => ({ Component: m.PickingPage }));

/**
 * The pick list opens from the monitor: its chunk is fetched and run while the monitor idles, so
 * the tap on «Surtir con escáner» waits only for the list (issue 33: ≤ 300 ms on a phone). Bare
 * `requestIdleCallback`, as in startup-steps.ts: a torn-down test environment has no `window`.
 */
function preloadPickingWhenIdle(): void {
  const start = () => void pickingPage();
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 3_000 });
  else setTimeout(start, 1_000);
}

/**
 * Each chunk's import once per page life: the server renders a new router per page, and every
 * `import()` through Node's module hooks (tsx) is a round trip to the hooks' thread (a CPU profile
 * of fresh product renders, decision 084). A failed import (the browser offline) is tried again.
 */
function importedOnce<T extends Record<string, () => Promise<object>>>(loads: T): T {
  const once = (load: () => Promise<object>) => {
    let loading: Promise<object> | undefined;
    return () =>
      (loading ??= load().catch((error: unknown) => {
        loading = undefined;
        throw error;
      }));
  };
  return Object.fromEntries(Object.entries(loads).map(([name, load]) => [name, once(load)])) as T;
}

// Every layout and page is its own chunk; the router loads a matched route's chunks in parallel.
// Back-office pages go through backOfficeRoute (decision 021).
const lazy = importedOnce({
  mainLayout: () => import('./layouts/main/main-layout').then((m) => ({ Component: m.MainLayout })),
  aboutLayout: () => import('./layouts/about-layout').then((m) => ({ Component: m.AboutLayout })),
  emptyLayout: () => import('./layouts/empty-layout').then((m) => ({ Component: m.EmptyLayout })),
  shoppingLayout: () => import('./layouts/shopping-layout').then((m) => ({ Component: m.ShoppingLayout })),
  authLayout: () => import('./layouts/auth-layout').then((m) => ({ Component: m.AuthLayout })),
  home: () => import('../features/home/home-page').then((m) => ({ Component: m.HomePage })),
  branches: () => import('../features/branches/branches-page').then((m) => ({ Component: m.BranchesPage })),
  branch: () => import('../features/branches/branch-page').then((m) => ({ Component: m.BranchPage })),
  aboutUs: () => import('../features/about/about-page').then((m) => ({ Component: m.AboutPage })),
  themes: () => import('../features/themes/themes-page').then((m) => ({ Component: m.ThemesPage })),
  login: () => import('../features/auth/login-page').then((m) => ({ Component: m.LoginPage })),
  register: () => import('../features/auth/register-page').then((m) => ({ Component: m.RegisterPage })),
  recoverPassword: () => import('../features/auth/recover-password-page').then((m) => ({ Component: m.RecoverPasswordPage })),
  accountConfig: () => import('../features/account/account-config-page').then((m) => ({ Component: m.AccountConfigPage })),
  addresses: () => import('../features/account/addresses-page').then((m) => ({ Component: m.AddressesPage })),
  myPrescriptions: () => import('../features/prescriptions/my-prescriptions-page').then((m) => ({ Component: m.MyPrescriptionsPage })),
  search: () => import('../features/catalogue/search-page').then((m) => ({ Component: m.SearchPage })),
  product: () => import('../features/catalogue/product-page').then((m) => ({ Component: m.ProductPage })),
  purchase: () => import('../features/purchase/purchase-page').then((m) => ({ Component: m.PurchasePage })),
  ordersHistory: () => import('../features/orders/orders-history-page').then((m) => ({ Component: m.OrdersHistoryPage })),
  orderView: () => import('../features/orders/order-view-page').then((m) => ({ Component: m.OrderViewPage })),
  track: () => import('../features/orders/track-page').then((m) => ({ Component: m.TrackPage })),
  monitor: () =>
    import('../features/staff/monitor-page').then((m) => {
      preloadPickingWhenIdle();
      return { Component: m.MonitorPage };
    }),
  picking: pickingPage,
  courier: () => import('../features/couriers/courier-page').then((m) => ({ Component: m.CourierPage })),
  courierDay: () => import('../features/couriers/courier-day-page').then((m) => ({ Component: m.CourierDayPage })),
  loginBranch: () => import('../features/staff/login-branch-page').then((m) => ({ Component: m.LoginBranchPage })),
  kiosk: () => import('../features/kiosk/advertising-view-page').then((m) => ({ Component: m.AdvertisingViewPage })),
  notFound: () => import('../features/not-found/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
  flex: () => import('../features/design-system/design-system-page').then((m) => ({ Component: m.FlexPage })),
  forms: () => import('../features/design-system/design-system-page').then((m) => ({ Component: m.FormsPage })),
  dialogs: () => import('../features/design-system/design-system-page').then((m) => ({ Component: m.DialogsPage })),
  samples: () => import('../features/design-system/design-system-page').then((m) => ({ Component: m.SamplesPage })),
  basicTables: () => import('../features/design-system/design-system-page').then((m) => ({ Component: m.BasicTablesPage })),
  customTables: () => import('../features/design-system/design-system-page').then((m) => ({ Component: m.CustomTablesPage })),
} satisfies Record<string, LazyRoute>);

/** A named screen; `path` is relative to its parent (undefined = index route). */
function screen(name: RouteName, path: string | undefined, load: LazyRoute, loader?: RouteObject['loader']): RouteObject {
  const handle = { name };
  const route = path === undefined ? { index: true as const, handle, lazy: load } : { path, handle, lazy: load };
  return loader ? { ...route, loader } : route;
}

/**
 * A loader that starts fetching a screen's data without waiting for it: the request runs while
 * the screen's chunk downloads (and, on the first visit, while start-up runs), and the screen's
 * own query finds it in the cache. Without a query client (route tests) there is none.
 */
function prefetch(queryClient: QueryClient | undefined): RouteObject['loader'] {
  if (!queryClient) return undefined;
  return () => {
    void queryClient.prefetchQuery(branchesInfoQuery);
    return null;
  };
}

/** A pathless (or pathed) group whose children all need `rule`. */
function guarded(rule: AccessRule, children: RouteObject[], extra: Partial<RouteObject> = {}): RouteObject {
  return {
    ...extra,
    loader: guardLoader(rule),
    element: <RequireAccess rule={rule} />,
    children,
  } as RouteObject;
}

/** A route that only redirects: the loader does it; the element covers a render without loaders. */
function redirectTo(to: string): Pick<RouteObject, 'loader' | 'element'> {
  return { loader: () => redirect(to), element: <Navigate to={to} replace /> };
}

/** An unknown path: home, as docs/product.md#screens-and-routes says, with a notice naming the path instead of a silent jump. */
const unknownPathLoader: NonNullable<RouteObject['loader']> = ({ request }) => {
  notify({
    type: 'info',
    message: t('route.unknownPath', { path: new URL(request.url).pathname }),
    group: 'unknown-path',
    replace: true,
    timeout: 10_000,
  });
  return redirect(pathTo(HOME_ROUTE));
};

/** The screens in the main layout (header, menus, cart), with their guards. */
function mainLayoutScreens(withBranches: RouteObject['loader']): RouteObject[] {
  return [
    screen('home_view', undefined, lazy.home, withBranches),
    screen('new_home', 'new_home', lazy.home, withBranches),
    screen('home', 'home/:SEARCH?', lazy.home, withBranches),
    screen('search_view', 'search/:SEARCH?', lazy.search),
    screen('branches', 'branches', lazy.branches, withBranches),
    screen('categories', 'categories/:TYPE/:ID', lazy.search),
    screen('product_view', 'product_view/:SKU', lazy.product),
    guarded(
      GUARDS.account,
      [
        { index: true, ...redirectTo(pathTo('account_config')) },
        screen('account_config', 'account_config', lazy.accountConfig),
        screen('addresses', 'addresses', lazy.addresses),
        screen('orders_history', 'orders_history', lazy.ordersHistory),
        screen('my_prescriptions', 'my_prescriptions', lazy.myPrescriptions),
      ],
      { path: 'account', handle: { name: 'account' } },
    ),
    guarded(
      GUARDS.adminArea,
      [
        { index: true, ...redirectTo(pathTo('users_management')) },
        guarded(GUARDS.imagesManagement, [screen('images_management', 'images_management', backOfficeRoute('images_management'))]),
        guarded(GUARDS.admin, [screen('users_management', 'users_management', backOfficeRoute('users_management'))]),
      ],
      { path: 'admin', handle: { name: 'admin' } },
    ),
    // Outside /admin's ADMIN guard: the catalogue team (CATALOGUE) works here without ADMIN.
    guarded(GUARDS.catalogue, [screen('catalogue_admin', 'admin/catalogue', backOfficeRoute('catalogue_admin'))]),
    guarded(GUARDS.catalogue, [screen('catalogue_import', 'admin/catalogue_import', backOfficeRoute('catalogue_import'))]),
    guarded(GUARDS.antibioticRegister, [
      screen('antibiotic_register', 'admin/antibiotic_register', backOfficeRoute('antibiotic_register')),
    ]),
    guarded(GUARDS.reports, [screen('reports', 'admin/reports', backOfficeRoute('reports'))]),
    guarded(GUARDS.pharmacyCheck, [screen('pharmacy_check', 'pharmacy_check', backOfficeRoute('pharmacy_check'))]),
    guarded(GUARDS.orders, [
      screen('home_orders', 'home_orders', lazy.monitor),
      screen('picking', 'picking/:ID', lazy.picking),
      screen('courier_day', 'courier_day', lazy.courierDay),
    ]),
    // A customer opens their own orders here too; the server answers only what is theirs.
    guarded(GUARDS.account, [screen('order_view', 'order_view/:ID?', lazy.orderView)]),
    guarded(GUARDS.customerSupport, [screen('customer_support', 'customer_support', backOfficeRoute('customer_support'))]),
    guarded(GUARDS.samples, [
      screen('themes', 'themes', lazy.themes),
      screen('flex', 'flex', lazy.flex),
      screen('forms', 'forms', lazy.forms),
      screen('dialogs', 'dialogs', lazy.dialogs),
      screen('samples', 'samples', lazy.samples),
      screen('samples_basic_tables', 'samples_basic_tables', lazy.basicTables),
      screen('samples_custom_tables', 'samples_custom_tables', lazy.customTables),
    ]),
    screen('not_found', 'not-found', lazy.notFound),
  ];
}

/**
 * The whole route tree of docs/product.md#screens-and-routes, exported so tests can mount it in a memory router. With a
 * query client, the screens that list branches (home and branches) start fetching them at once.
 */
export function createAppRoutes(queryClient?: QueryClient): RouteObject[] {
  const withBranches = prefetch(queryClient);
  return [
    {
      id: 'root',
      path: '/',
      element: <RootLayout />,
      HydrateFallback: RouteFallback,
      errorElement: <RouteErrorScreen />,
      children: [
        {
          lazy: lazy.mainLayout,
          children: mainLayoutScreens(withBranches),
        },
        {
          lazy: lazy.aboutLayout,
          children: [screen('about_us', 'about_us', lazy.aboutUs), screen('branch', 'branch/:BRANCH', lazy.branch)],
        },
        {
          lazy: lazy.emptyLayout,
          children: [
            screen('advertising_view', 'advertising_view/:verificador?', lazy.kiosk),
            // A shared tracker (decision 077): no sign-in, no storefront around it.
            screen('track', 'track/:token', lazy.track),
            guarded(GUARDS.courier, [screen('courier', 'courier', lazy.courier)]),
          ],
        },
        { lazy: lazy.shoppingLayout, children: [guarded(GUARDS.account, [screen('purchase', 'purchase', lazy.purchase)])] },
        {
          path: 'auth',
          handle: { name: 'auth' },
          lazy: lazy.authLayout,
          children: [
            { index: true, ...redirectTo(pathTo('login')) },
            screen('login', 'login', lazy.login),
            screen('register', 'register', lazy.register),
            screen('login_branch', 'login_branch', lazy.loginBranch),
            screen('recover_password', 'recover_password', lazy.recoverPassword),
          ],
        },
        // docs/product.md#screens-and-routes: any unknown path redirects to home, saying so (decision 039).
        { path: '*', loader: unknownPathLoader, element: <Navigate to={pathTo(HOME_ROUTE)} replace /> },
      ],
    },
  ];
}

/** The route tree without data prefetching, for tests that only match or mount routes. */
export const appRoutes: RouteObject[] = createAppRoutes();

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createAppRoutes(queryClient));
}
