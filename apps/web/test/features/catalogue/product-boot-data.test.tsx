import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { mockApi, renderRoute, freshVisit } from '../../app/helpers';
import { IBUPROFENO, PRODUCT } from '../cart/cart-fixtures';

// Its own file: the page's written answers are read once per page load (shared/api/boot-data.ts),
// so this test needs a module registry no other test has read them in.

beforeEach(() => {
  freshVisit(390);
});
afterEach(() => vi.unstubAllGlobals());

it('on its first load the product page uses the answer the server wrote into the page, without asking', async () => {
  const { calls } = mockApi();
  const written = { ok: true, product: { ...PRODUCT, IMAGE: 'products/MED-0016.w320-480-600.webp' } };
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'boot-data';
  element.textContent = JSON.stringify({ product: { name: 'MED-0016', answer: written } });
  document.body.append(element);
  try {
    // The route's lazy page, imported first: under a busy CI its first import once took over the
    // 5 s a find waits, and this test is about the written answer, not about import time.
    await import('../../../src/features/catalogue/product-page');
    renderRoute('/product_view/MED-0016');
    const img = await screen.findByRole('img', { name: IBUPROFENO });
    expect(img.getAttribute('srcset')).toContain('MED-0016.320w.webp 320w');
    expect(calls.filter((path) => path.startsWith('/api/catalogue/products/'))).toEqual([]);
  } finally {
    element.remove();
  }
});
