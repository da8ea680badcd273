import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoute, resetStores, setScreenWidth } from '../../app/helpers';

describe('the not-found page (issue 18: no dead ends)', () => {
  beforeEach(() => {
    resetStores();
    setScreenWidth(390);
    mockApi();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers a search box that opens the search, and a link home', async () => {
    const { router } = renderRoute('/not-found');
    expect(await screen.findByRole('heading', { level: 1, name: 'No encontramos esta página' })).toBeTruthy();
    const home = screen.getByRole('link', { name: 'Volver al inicio' });
    expect(home.getAttribute('href')).toBe('/');
    const form = screen.getByRole('search', { name: 'Busca en la tienda' });
    fireEvent.change(screen.getByRole('searchbox', { name: '¿Qué producto buscas?' }), { target: { value: ' paracetamol ' } });
    fireEvent.submit(form);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/search/paracetamol'));
  });
});
