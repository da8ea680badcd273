import { useCallback, useContext, useSyncExternalStore } from 'react';
import { GUESSED_WIDTHS, matchesWidth, ScreenGuessContext } from './screen-guess';

function mediaList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/**
 * True while the media query matches; false where matchMedia is missing (tests, old browsers).
 * On the server and while a rendered page hydrates, the answer for the guessed screen (decision 087).
 */
export function useMediaQuery(query: string): boolean {
  const guess = useContext(ScreenGuessContext);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query)?.matches ?? false,
    () => matchesWidth(query, GUESSED_WIDTHS[guess]),
  );
}
