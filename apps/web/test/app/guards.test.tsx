import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../src/features/auth/auth-store';
import { mockApi, renderRoute, resetStores, setScreenWidth, signIn } from './helpers';

beforeEach(() => {
  setScreenWidth(390);
  resetStores();
  mockApi();
});
afterEach(() => vi.unstubAllGlobals());

async function expectHome(router: { state: { location: { pathname: string } } }) {
  await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Farmacias Prueba' })).toBeTruthy();
}

/** [url, access that opens it, access that is not enough] */
const GUARDED: [string, string[], string[]][] = [
  ['/account/account_config', ['ACCOUNT'], ['ADMIN']],
  ['/account/addresses', ['ACCOUNT'], []],
  ['/account/orders_history', ['ACCOUNT'], ['SAMPLES']],
  ['/admin/users_management', ['ADMIN'], ['ACCOUNT']],
  ['/admin/images_management', ['EDIT_COMPANY_IMAGES'], ['CATALOGUE']],
  ['/admin/images_management', ['ADMIN'], ['ACCOUNT']],
  ['/admin/users_management', ['ADMIN'], ['EDIT_COMPANY_IMAGES']],
  ['/flex', ['SAMPLES'], ['ADMIN']],
  ['/samples_custom_tables', ['SAMPLES'], ['ACCOUNT']],
  ['/home_orders', ['BRANCH_STAFF'], ['ACCOUNT']],
  ['/order_view/5', ['ACCOUNT'], ['CUSTOMER_SUPPORT']],
  ['/customer_support', ['CUSTOMER_SUPPORT'], ['BRANCH_STAFF']],
];

/** Screens built so far have their own title; the rest show the "En construcción" panel. */
const TITLES: Record<string, string> = {
  '/account/account_config': 'Mis datos',
  '/account/addresses': 'Mis direcciones',
  '/account/orders_history': 'Mis pedidos',
  '/order_view/5': 'Pedido folio 5',
  // Without a branch token the monitor asks for the branch's Google sign-in first.
  '/home_orders': 'Conecta tu sucursal',
  '/admin/users_management': 'Personas y accesos',
  '/customer_support': 'Atención a clientes',
  '/admin/images_management': 'Imágenes y banners',
  '/flex': 'Diseño: flex y espaciado',
  '/samples_custom_tables': 'Diseño: tabla a la medida',
};

describe('route guards (docs/product.md#roles-and-access)', () => {
  it.each(GUARDED)('%s without the access goes to the route named "home"', async (url, _ok, notEnough) => {
    signIn(notEnough);
    const { router } = renderRoute(url);
    await expectHome(router);
  });

  it.each(GUARDED)('%s with the access shows its screen', async (url, access) => {
    signIn(access);
    const { router } = renderRoute(url);
    expect(await screen.findByRole('heading', { level: 1, name: TITLES[url] ?? 'En construcción' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(url);
  });

  it('an anonymous visitor opening /account goes home, never to login', async () => {
    const { router } = renderRoute('/account');
    await expectHome(router);
  });

  it('/account redirects to account_config for a customer', async () => {
    signIn(['ACCOUNT']);
    const { router } = renderRoute('/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/account_config'));
  });

  it('the themes sample page needs SAMPLES and then lists themes', async () => {
    signIn(['SAMPLES']);
    renderRoute('/themes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Editor de temas' })).toBeTruthy();
    expect(await screen.findByText('No hay temas')).toBeTruthy();
  });

  it('signing out on a guarded page leaves it for home', async () => {
    signIn(['ACCOUNT']);
    const { router } = renderRoute('/account/addresses');
    await screen.findByRole('heading', { level: 1, name: 'Mis direcciones' });
    act(() => useAuthStore.getState().logout());
    await expectHome(router);
  });

  it('an unknown path redirects to home', async () => {
    const { router } = renderRoute('/esto/no/existe');
    await expectHome(router);
  });

  it('the not-found page is in Spanish and links home', async () => {
    renderRoute('/not-found');
    expect(await screen.findByRole('heading', { name: 'No encontramos esta página' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Volver al inicio/ }).getAttribute('href')).toBe('/');
  });
});
