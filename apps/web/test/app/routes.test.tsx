import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { appRoutes } from '../../src/app/router';
import { routeNameOf } from '../../src/app/route-handle';
import { pathTo, ROUTES, type RouteName } from '../../src/shared/ui/navigation/routes';

/** docs/product.md#screens-and-routes, table by table: route name → a URL that must open it. */
const SPEC_ROUTES: [RouteName, string][] = [
  ['home_view', '/'],
  ['new_home', '/new_home'],
  ['home', '/home'],
  ['home', '/home/aspirina'],
  ['search_view', '/search'],
  ['search_view', '/search/aspirina'],
  ['branches', '/branches'],
  ['categories', '/categories/DEPARTAMENTO/medicamentos'],
  ['product_view', '/product_view/MED-0001'],
  ['about_us', '/about_us'],
  ['branch', '/branch/GDL-CENTRO'],
  ['advertising_view', '/advertising_view'],
  ['advertising_view', '/advertising_view/abc123'],
  ['purchase', '/purchase'],
  ['account', '/account'],
  ['account_config', '/account/account_config'],
  ['addresses', '/account/addresses'],
  ['orders_history', '/account/orders_history'],
  ['images_management', '/admin/images_management'],
  ['users_management', '/admin/users_management'],
  ['login', '/auth/login'],
  ['register', '/auth/register'],
  ['login_branch', '/auth/login_branch'],
  ['recover_password', '/auth/recover_password'],
  ['home_orders', '/home_orders'],
  ['customer_support', '/customer_support'],
  ['order_view', '/order_view'],
  ['order_view', '/order_view/42'],
  ['themes', '/themes'],
  ['flex', '/flex'],
  ['forms', '/forms'],
  ['dialogs', '/dialogs'],
  ['samples', '/samples'],
  ['samples_basic_tables', '/samples_basic_tables'],
  ['samples_custom_tables', '/samples_custom_tables'],
  ['not_found', '/not-found'],
];

function nameAt(path: string): RouteName | undefined {
  const matches = matchRoutes(appRoutes, path) ?? [];
  return [...matches]
    .reverse()
    .map((m) => routeNameOf(m.route.handle))
    .find(Boolean);
}

function leafOf(path: string): RouteObject | undefined {
  return matchRoutes(appRoutes, path)?.at(-1)?.route;
}

const SAMPLE_PARAMS = {
  SEARCH: 'aspirina',
  TYPE: 'MARCA',
  ID: '7',
  SKU: 'X-1',
  BRANCH: 'B1',
  verificador: 'v',
  token: 'abc',
};

describe('route table (docs/product.md#screens-and-routes)', () => {
  it.each(SPEC_ROUTES)('%s opens at %s', (name, path) => {
    expect(nameAt(path)).toBe(name);
  });

  it.each(Object.keys(ROUTES) as RouteName[])('the path of "%s" in ROUTES leads back to that name', (name) => {
    expect(nameAt(pathTo(name, SAMPLE_PARAMS))).toBe(name);
  });

  it('covers every name of the spec and nothing else', () => {
    const specNames = new Set(SPEC_ROUTES.map(([name]) => name));
    // Beyond docs/product.md#screens-and-routes: issue 20's back-office screens; issue 34's «Mis recetas», register and pharmacist's check; issue 35's courier page, end of day and shared tracker.
    const extra = [
      'admin',
      'auth',
      'catalogue_admin',
      'catalogue_import',
      'picking',
      'my_prescriptions',
      'antibiotic_register',
      'pharmacy_check',
      'reports',
      'courier',
      'courier_day',
      'track',
    ];
    expect(new Set(Object.keys(ROUTES))).toEqual(new Set([...specNames, ...extra]));
  });

  it.each(SPEC_ROUTES.filter(([name]) => name !== 'account'))('%s is a lazy chunk', (_name, path) => {
    expect(typeof leafOf(path)?.lazy).toBe('function');
  });

  it('an unknown path matches only the catch-all', () => {
    expect(nameAt('/no/existe')).toBeUndefined();
    expect(leafOf('/no/existe')?.path).toBe('*');
  });
});
