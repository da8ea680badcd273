import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIST_LAYOUT_KEY } from '../../../src/features/catalogue/components/use-list-layout';
import { mockApi, renderRoute, freshVisit } from '../../app/helpers';
import { IBUPROFENO, PRODUCT } from '../cart/cart-fixtures';

function answerOneProduct() {
  mockApi((path) => {
    if (path.startsWith('/api/catalogue/products?')) {
      const { DESCRIPTION: _d, BARCODE: _b, IMAGES: _i, ...summary } = { ...PRODUCT, IMAGE: 'products/MED-0016.w320-480-600.webp' };
      return { body: { ok: true, products: [summary], TOTAL: 1, PAGE: 1, PAGE_SIZE: 24, SUGGESTIONS: [] } };
    }
    return undefined;
  });
}

/** The tile's picture: its `sizes` says which layout the tile is in. */
async function tilePicture(container: HTMLElement) {
  await screen.findByRole('heading', { name: IBUPROFENO });
  return container.querySelector('article img');
}

// Decision 081: without a choice the screen decides in CSS, so the server's HTML (which cannot
// know the screen) is laid out as the hydrated page and nothing moves (the category page's CLS).
describe('search results as rows or a grid', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('without a choice, the tiles follow the screen and the toggle says which it is', async () => {
    freshVisit(390);
    answerOneProduct();
    const { container } = renderRoute('/search/ibuprofeno');
    expect((await tilePicture(container))?.getAttribute('sizes')).toBe('(max-width: 599px) 96px, 240px');
    expect(screen.getByRole('button', { name: 'Lista' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Cuadrícula' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('on a wide screen the toggle shows the grid pressed', async () => {
    freshVisit(1280);
    answerOneProduct();
    const { container } = renderRoute('/search/ibuprofeno');
    expect((await tilePicture(container))?.getAttribute('sizes')).toBe('(max-width: 599px) 96px, 240px');
    expect(screen.getByRole('button', { name: 'Cuadrícula' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('a pick sets the layout whatever the screen, and the device keeps it', async () => {
    freshVisit(390);
    answerOneProduct();
    const { container } = renderRoute('/search/ibuprofeno');
    await tilePicture(container);
    fireEvent.click(screen.getByRole('button', { name: 'Cuadrícula' }));
    expect(container.querySelector('article img')?.getAttribute('sizes')).toBe('(max-width: 599px) 45vw, 240px');
    expect(screen.getByRole('button', { name: 'Cuadrícula' }).getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem(LIST_LAYOUT_KEY)).toBe('grid');
  });

  it('a layout kept on the device is the one shown', async () => {
    freshVisit(1280);
    localStorage.setItem(LIST_LAYOUT_KEY, 'list');
    answerOneProduct();
    const { container } = renderRoute('/search/ibuprofeno');
    expect((await tilePicture(container))?.getAttribute('sizes')).toBe('96px');
    expect(screen.getByRole('button', { name: 'Lista' }).getAttribute('aria-pressed')).toBe('true');
  });
});
