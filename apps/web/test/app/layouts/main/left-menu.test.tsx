import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GUARDS, type AccessRule } from '../../../../src/app/access-rules';
import { STAFF_MENU } from '../../../../src/app/layouts/main/staff-menu';
import { routeNameOf } from '../../../../src/app/route-handle';
import { appRoutes } from '../../../../src/app/router';
import { UI_DEFAULTS, useUiStore } from '../../../../src/app/ui-store';
import { mockApi, renderRoute, resetStores, setScreenWidth, signIn } from '../../helpers';

/** Every named page (leaf route) of the tree with the rules of the guards around it, outermost first. */
function guardedRoutes(routes: RouteObject[], outer: AccessRule[] = [], found = new Map<string, AccessRule[]>()) {
  for (const route of routes) {
    const rule = (route.element as ReactElement<{ rule?: AccessRule }> | undefined)?.props?.rule;
    const rules = rule ? [...outer, rule] : outer;
    const name = routeNameOf(route.handle);
    // A page of one record (`picking/:ID`) opens from that record, not from the menu.
    const isRecordPage = /:[A-Za-z]+(\/|$)/.test(route.path ?? '');
    if (name && rules.length > 0 && !route.children && !isRecordPage) found.set(name, rules);
    if (route.children) guardedRoutes(route.children, rules, found);
  }
  return found;
}

const DEPARTMENTS = {
  ok: true,
  categories: [
    { TYPE: 'DEPARTAMENTO', ID: 'medicamentos', NAME: 'Medicamentos', ICON: 'pill', PRODUCTS: 141 },
    { TYPE: 'DEPARTAMENTO', ID: 'bebes', NAME: 'Bebés', ICON: 'baby', PRODUCTS: 30 },
    { TYPE: 'DEPARTAMENTO', ID: 'vacio', NAME: 'Sin productos', ICON: 'box', PRODUCTS: 0 },
  ],
};

const DESIGN = [
  'Temas',
  'Flex y espaciado',
  'Formularios',
  'Diálogos y avisos',
  'Catálogo de componentes',
  'Tabla básica',
  'Tabla a la medida',
];

/** The open left menu on a desktop, on a light page of the main layout. */
async function openMenu() {
  const { calls } = mockApi((path) => (path.startsWith('/api/catalogue/categories') ? { body: DEPARTMENTS } : undefined));
  useUiStore.setState({ leftMenuOpen: true });
  renderRoute('/not-found');
  return { nav: await screen.findByRole('navigation', { name: 'Menú principal' }), calls };
}

/** Each group's title with its links, in order; the ungrouped links first, under "". */
function groupsOf(nav: HTMLElement): Record<string, string[]> {
  const groups: Record<string, string[]> = { '': [] };
  for (const list of within(nav).getAllByRole('list')) {
    const title = list.closest('section')?.querySelector('h2')?.textContent ?? '';
    for (const link of within(list).queryAllByRole('link')) (groups[title] ??= []).push(link.textContent ?? '');
  }
  return groups;
}

beforeEach(() => {
  setScreenWidth(1440);
  resetStores();
});
afterEach(() => {
  useUiStore.setState(UI_DEFAULTS);
  vi.unstubAllGlobals();
});

describe('left menu', () => {
  it('lists every staff, back-office and design route of the router (but a record’s own page), with the guards the router puts on it', () => {
    const staffRoutes = [...guardedRoutes(appRoutes)].filter(([, rules]) => rules.some((rule) => rule !== GUARDS.account));
    const menu = STAFF_MENU.flatMap((group) => group.links.map((link) => [link.route, [...link.guards]] as const));
    expect(new Map(menu)).toEqual(new Map(staffRoutes));
  });

  it('shows a visitor the store and the way to sign in, and no staff pages', async () => {
    const { nav } = await openMenu();
    expect(groupsOf(nav)).toEqual({ '': ['Inicio', 'Sucursales', 'Mi cuenta', 'Acerca de'] });
    expect(within(nav).getByRole('link', { name: 'Mi cuenta' }).getAttribute('href')).toBe('/auth/login');
    expect(within(nav).queryByRole('button', { name: 'Cerrar sesión' })).toBeNull();
  });

  it.each([
    [['ACCOUNT'], {}],
    [['ACCOUNT', 'BRANCH_STAFF'], { Operación: ['Pedidos de sucursal', 'Cierre de reparto'] }],
    [['ACCOUNT', 'COURIER'], { Operación: ['Reparto'] }],
    [['ACCOUNT', 'CUSTOMER_SUPPORT'], { Operación: ['Atención a clientes'] }],
    [['ACCOUNT', 'CATALOGUE'], { Administración: ['Catálogo', 'Importar y exportar catálogo'] }],
    [['ACCOUNT', 'EDIT_COMPANY_IMAGES'], { Administración: ['Imágenes y banners'] }],
    [['ACCOUNT', 'SAMPLES'], { Diseño: DESIGN }],
    [['ACCOUNT', 'ALL_BRANCHES'], {}],
    [['ACCOUNT', 'PHARMACIST'], { Operación: ['Revisar recetas'], Administración: ['Libro de antibióticos'] }],
    [['ACCOUNT', 'REPORTS'], { Administración: ['Reportes'] }],
    // The demo admin (README): everything but the catalogue team's own access, which ADMIN covers.
    [
      ['ACCOUNT', 'ADMIN', 'SAMPLES', 'EDIT_COMPANY_IMAGES', 'CUSTOMER_SUPPORT', 'ALL_BRANCHES'],
      {
        Operación: ['Pedidos de sucursal', 'Atención a clientes', 'Revisar recetas', 'Cierre de reparto'],
        Administración: [
          'Personas y accesos',
          'Imágenes y banners',
          'Catálogo',
          'Importar y exportar catálogo',
          'Libro de antibióticos',
          'Reportes',
        ],
        Diseño: DESIGN,
      },
    ],
  ])('with %j shows the customer links and these staff groups: %j', async (access, staff) => {
    signIn(access);
    const { nav } = await openMenu();
    expect(groupsOf(nav)).toEqual({ '': ['Inicio', 'Sucursales', 'Mi cuenta', 'Mis direcciones', 'Mis recetas', 'Acerca de'], ...staff });
    expect(within(nav).getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
  });

  it('links each staff page to its route', async () => {
    signIn(['ACCOUNT', 'ADMIN', 'SAMPLES']);
    const { nav } = await openMenu();
    const href = (name: string) => within(nav).getByRole('link', { name }).getAttribute('href');
    expect(href('Personas y accesos')).toBe('/admin/users_management');
    expect(href('Imágenes y banners')).toBe('/admin/images_management');
    expect(href('Importar y exportar catálogo')).toBe('/admin/catalogue_import');
    expect(href('Revisar recetas')).toBe('/pharmacy_check');
    expect(href('Reportes')).toBe('/admin/reports');
    expect(href('Tabla a la medida')).toBe('/samples_custom_tables');
  });

  it('folds out the departments that have products, as links to their pages, asking for them only then', async () => {
    const { nav, calls } = await openMenu();
    const toggle = within(nav).getByRole('button', { name: 'Categorías' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(calls.some((path) => path.startsWith('/api/catalogue/categories'))).toBe(false);
    fireEvent.click(toggle);
    // The page's own chunk may still be loading: React shows the folded-out menu once it has.
    const expanded = await within(nav).findByRole('button', { name: 'Categorías', expanded: true });
    const list = await within(nav).findByRole('list', { name: 'Categorías' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Medicamentos', '/categories/DEPARTAMENTO/medicamentos'],
      ['Bebés', '/categories/DEPARTAMENTO/bebes'],
    ]);
    expect(calls).toContain('/api/catalogue/categories?TYPE=DEPARTAMENTO');
    expect(document.getElementById(expanded.getAttribute('aria-controls') ?? '')?.contains(list)).toBe(true);
  });

  it('says so when the departments cannot be read, and reads them again on request', async () => {
    let fails = true;
    mockApi((path) =>
      path.startsWith('/api/catalogue/categories') ? (fails ? { status: 503, body: { ok: false } } : { body: DEPARTMENTS }) : undefined,
    );
    useUiStore.setState({ leftMenuOpen: true, categoriesExpanded: true });
    renderRoute('/not-found');
    const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
    expect(await within(nav).findByRole('alert')).toBeTruthy();
    fails = false;
    fireEvent.click(within(nav).getByRole('button', { name: 'Reintentar' }));
    expect(await within(nav).findByRole('link', { name: 'Bebés' })).toBeTruthy();
  });
});
