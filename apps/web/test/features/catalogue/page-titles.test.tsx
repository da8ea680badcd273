import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { freshVisit, mockApi, renderRoute } from '../../app/helpers';
import { BRANCH } from '../../app/fixtures';
import { IBUPROFENO, PRODUCT } from '../cart/cart-fixtures';

// Issue 36: the tab's title follows the page as the server's head names it, while a person navigates.

const COMPANY = 'Farmacias Prueba';

beforeEach(() => freshVisit(1280));
afterEach(() => vi.unstubAllGlobals());

it('each storefront page names itself in the title, as the server wrote it', async () => {
  const { calls } = mockApi((path) => (path.startsWith('/api/catalogue/products/') ? { body: { ok: true, product: PRODUCT } } : undefined));
  const { router } = renderRoute(`/product_view/${PRODUCT.SKU}`);
  await waitFor(() => expect(document.title).toBe(`${IBUPROFENO} · ${COMPANY}`));
  await router.navigate('/branches');
  await waitFor(() => expect(document.title).toBe(`Sucursales · ${COMPANY}`));
  await router.navigate(`/branch/${BRANCH.BRANCH}`);
  await waitFor(() => expect(document.title).toBe(`${BRANCH.NAME} · ${COMPANY}`));
  // The search form sent without JavaScript arrives as /search?SEARCH=…: the page searches for it.
  await router.navigate('/search?SEARCH=ibuprofeno');
  await waitFor(() => expect(document.title).toBe(`Resultados para «ibuprofeno» · ${COMPANY}`));
  await waitFor(() =>
    expect(calls.some((path) => path.startsWith('/api/catalogue/products?') && path.includes('q=ibuprofeno'))).toBe(true),
  );
  await router.navigate('/');
  await waitFor(() => expect(document.title).toBe(COMPANY));
});
