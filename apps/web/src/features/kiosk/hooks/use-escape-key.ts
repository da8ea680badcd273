import { useEffect, useRef } from 'react';

/**
 * Escape anywhere on the page calls `onEscape`: the in-store screen is worked by a scanner and
 * perhaps a keyboard, never by touch, so what closes on screen closes with this key (issue 32).
 */
export function useEscapeKey(onEscape: () => void, isEnabled = true): void {
  const latest = useRef(onEscape);
  useEffect(() => {
    latest.current = onEscape;
  });
  useEffect(() => {
    if (!isEnabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isEnabled]);
}
