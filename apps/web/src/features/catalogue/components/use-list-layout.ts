import { useState } from 'react';
import type { TileLayout } from './product-tile';

export const LIST_LAYOUT_KEY = 'mostrador-list-layout';

/** Lists of products: the compact rows on a phone, the grid on wider screens, until the person picks. */
function initialLayout(): TileLayout {
  try {
    const saved = localStorage.getItem(LIST_LAYOUT_KEY);
    if (saved === 'list' || saved === 'grid') return saved;
  } catch {
    // Storage blocked: the screen decides.
  }
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 599px)').matches
    ? 'list'
    : 'grid';
}

/** The list/grid choice of the search and category pages, kept on the device. */
export function useListLayout(): [TileLayout, (layout: TileLayout) => void] {
  const [layout, setLayout] = useState<TileLayout>(initialLayout);
  const choose = (next: TileLayout) => {
    setLayout(next);
    try {
      localStorage.setItem(LIST_LAYOUT_KEY, next);
    } catch {
      // Storage blocked: the choice lasts for this page.
    }
  };
  return [layout, choose];
}
