import { useState, useSyncExternalStore } from 'react';
import { useMediaQuery } from '../../../shared/ui/use-media-query';
import type { TileLayout } from './product-tile';

export const LIST_LAYOUT_KEY = 'mostrador-list-layout';

function savedLayout(): TileLayout | null {
  try {
    const saved = localStorage.getItem(LIST_LAYOUT_KEY);
    return saved === 'list' || saved === 'grid' ? saved : null;
  } catch {
    // Storage blocked: the screen decides.
    return null;
  }
}

const noSubscription = () => () => undefined;

/**
 * The list/grid choice of the search and category pages, kept on the device: the compact rows on
 * a phone, the grid on wider screens, until the person picks. Returns the layout to render, the
 * one the toggle shows pressed, and the picker. Without a choice the tiles render 'auto' (the
 * screen decides in CSS), so a page the server rendered is laid out as it will stay and nothing
 * moves when it hydrates (decision 081); the toggle follows the screen once it is known.
 */
export function useListLayout(): [TileLayout, (layout: TileLayout) => void, TileLayout] {
  const saved = useSyncExternalStore(noSubscription, savedLayout, () => null);
  const isPhone = useMediaQuery('(max-width: 599px)');
  const [picked, setPicked] = useState<TileLayout | null>(null);
  const choose = (next: TileLayout) => {
    setPicked(next);
    try {
      localStorage.setItem(LIST_LAYOUT_KEY, next);
    } catch {
      // Storage blocked: the choice lasts for this page.
    }
  };
  const chosen = picked ?? saved;
  return [chosen ?? 'auto', choose, chosen ?? (isPhone ? 'list' : 'grid')];
}
