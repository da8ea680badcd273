import { type RefObject, useEffect } from 'react';

/**
 * Keeps a CSS variable on the document at the height of the tallest of `parts(root)` (unset when
 * none has a height), so a page can keep clear of something fixed or sticky it does not own: the
 * app's sticky header, the bottom toasts.
 */
export function usePublishedHeight(
  root: RefObject<HTMLElement | null>,
  variable: string,
  parts: (root: HTMLElement) => HTMLElement[] = (el) => [el],
) {
  useEffect(() => {
    if (!root.current || typeof ResizeObserver === 'undefined') return;
    const elements = parts(root.current);
    const style = document.documentElement.style;
    const measure = () => {
      const height = Math.max(0, ...elements.map((el) => el.offsetHeight));
      if (height > 0) style.setProperty(variable, `${height}px`);
      else style.removeProperty(variable);
    };
    const observer = new ResizeObserver(measure);
    elements.forEach((el) => observer.observe(el));
    return () => {
      observer.disconnect();
      style.removeProperty(variable);
    };
    // `parts` is read once per mount, like the elements it finds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [root, variable]);
}
