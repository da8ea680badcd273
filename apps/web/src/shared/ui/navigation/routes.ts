import { generatePath } from 'react-router';

/**
 * Every route of docs/product.md#screens-and-routes by name → absolute path pattern. The names are the spec's and are the
 * contract: other code navigates by name (`useNamedNavigate('home')`), never by a literal path.
 * Kept in shared so features can link by name without importing the app layer.
 */
export const ROUTES = {
  // Main menu layout
  home_view: '/',
  new_home: '/new_home',
  home: '/home/:SEARCH?',
  search_view: '/search/:SEARCH?',
  branches: '/branches',
  categories: '/categories/:TYPE/:ID',
  product_view: '/product_view/:SKU',
  // About layout
  about_us: '/about_us',
  branch: '/branch/:BRANCH',
  // Empty layout
  advertising_view: '/advertising_view/:verificador?',
  // Shopping layout
  purchase: '/purchase',
  // /account (guarded by ACCOUNT; the bare path redirects to account_config)
  account: '/account',
  account_config: '/account/account_config',
  addresses: '/account/addresses',
  orders_history: '/account/orders_history',
  my_prescriptions: '/account/my_prescriptions',
  // /admin (guarded by ADMIN)
  admin: '/admin',
  images_management: '/admin/images_management',
  users_management: '/admin/users_management',
  catalogue_admin: '/admin/catalogue',
  catalogue_import: '/admin/catalogue_import',
  antibiotic_register: '/admin/antibiotic_register',
  reports: '/admin/reports',
  // Issue 34 (decision 071): the pharmacist's check, chain-wide (PHARMACIST or ADMIN)
  pharmacy_check: '/pharmacy_check',
  // /auth
  auth: '/auth',
  login: '/auth/login',
  register: '/auth/register',
  login_branch: '/auth/login_branch',
  recover_password: '/auth/recover_password',
  // Guarded main layout
  home_orders: '/home_orders',
  customer_support: '/customer_support',
  order_view: '/order_view/:ID?',
  // Issue 33: an order's pick list, for the branch (same guard as home_orders)
  picking: '/picking/:ID',
  // Issue 35 (decision 075): the end of day's cash per courier, for the branch (same guard as home_orders)
  courier_day: '/courier_day',
  // Issue 35: the courier's phone page (COURIER), in the empty layout
  courier: '/courier',
  // Issue 35 (decision 077): a shared order tracker, public, in the empty layout
  track: '/track/:token',
  // Sample/design pages (guarded by SAMPLES)
  themes: '/themes',
  flex: '/flex',
  forms: '/forms',
  dialogs: '/dialogs',
  samples: '/samples',
  samples_basic_tables: '/samples_basic_tables',
  samples_custom_tables: '/samples_custom_tables',
  not_found: '/not-found',
} as const;

export type RouteName = keyof typeof ROUTES;
export type RouteParams = Record<string, string | number | null | undefined>;

/** The name of the route failed guards and unknown paths go to (docs/product.md#roles-and-access). */
export const HOME_ROUTE: RouteName = 'home';

/** A concrete URL for a named route; optional params left out are dropped. */
export function pathTo(name: RouteName, params: RouteParams = {}): string {
  const clean: Record<string, string | null> = {};
  for (const [key, value] of Object.entries(params)) {
    clean[key] = value === undefined || value === null || value === '' ? null : String(value);
  }
  return generatePath(ROUTES[name], clean);
}
