import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoute, freshVisit } from '../../app/helpers';
import { IBUPROFENO, PRODUCT } from '../cart/cart-fixtures';

/** Product page and tiles with the picture stored as `image` (decision 043). */
function answerWith(image: string) {
  mockApi((path) => {
    if (path.startsWith('/api/catalogue/products/')) return { body: { ok: true, product: { ...PRODUCT, IMAGE: image, IMAGES: [image] } } };
    if (path.startsWith('/api/catalogue/products?')) {
      const { DESCRIPTION: _d, BARCODE: _b, IMAGES: _i, ...summary } = { ...PRODUCT, IMAGE: image };
      return { body: { ok: true, products: [summary], TOTAL: 1, PAGE: 1, PAGE_SIZE: 24, SUGGESTIONS: [] } };
    }
    return undefined;
  });
}

describe('product pictures in several widths (issue 18)', () => {
  beforeEach(() => {
    freshVisit(390);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('the product page offers every stored width in srcset, sized to its frame', async () => {
    answerWith('products/MED-0016.w320-480-600.webp');
    renderRoute('/product_view/MED-0016');
    const img = await screen.findByRole('img', { name: IBUPROFENO });
    expect(img.getAttribute('src')).toBe('/mediaproducts/MED-0016.w320-480-600.webp');
    expect(img.getAttribute('srcset')).toBe(
      '/mediaproducts/MED-0016.320w.webp 320w, /mediaproducts/MED-0016.480w.webp 480w, /mediaproducts/MED-0016.w320-480-600.webp 600w',
    );
    expect(img.getAttribute('sizes')).toBe('(max-width: 460px) 100vw, 420px');
  });

  it('a search result tile offers the widths too, for its own smaller frame', async () => {
    answerWith('products/MED-0016.w320-480-600.webp');
    const { container } = renderRoute('/search/ibuprofeno');
    await screen.findByRole('heading', { name: IBUPROFENO });
    const img = container.querySelector('article img');
    expect(img?.getAttribute('srcset')).toContain('/mediaproducts/MED-0016.320w.webp 320w');
    expect(img?.getAttribute('srcset')).toContain('/mediaproducts/MED-0016.w320-480-600.webp 600w');
    expect(img?.getAttribute('sizes')).toMatch(/px/);
  });

  it('a picture stored in one width is that one file, without srcset', async () => {
    answerWith('products/MED-0016.webp');
    renderRoute('/product_view/MED-0016');
    const img = await screen.findByRole('img', { name: IBUPROFENO });
    expect(img.getAttribute('src')).toBe('/mediaproducts/MED-0016.webp');
    expect(img.hasAttribute('srcset')).toBe(false);
  });
});
