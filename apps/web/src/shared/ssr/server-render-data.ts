import type { DehydratedState } from '@tanstack/react-query';
import { useEffect, useRef, type RefObject } from 'react';
import type { HydrationState } from 'react-router';
import type { ScreenGuess } from '../ui/screen-guess';

/** The element the server writes a rendered page's state into (apps/server plugins/web-render.ts). */
export const SSR_DATA_ID = 'ssr-data';

/** What a server-rendered page carries for hydration: the query cache and the router's loader data. */
export interface ServerRenderData {
  queries: DehydratedState;
  router: Pick<HydrationState, 'loaderData'>;
  /** The route rendered when it is not the address's own: `/not-found` for a 404 or 410 (decision 073). */
  path?: string;
  /** The screen the page was laid out for, and the logo's proportions it used (decision 087). */
  screen?: ScreenGuess;
  logoAspect?: number | null;
}

/** True on a page the server rendered (decision 073): persisted stores then wait until hydration is done. */
export function isServerRenderedPage(): boolean {
  return typeof document !== 'undefined' && document.getElementById(SSR_DATA_ID) !== null;
}

/** The rendered page's state, or null on the plain shell (or if it cannot be read: the app then renders from scratch). */
export function readServerRender(): ServerRenderData | null {
  const text = typeof document === 'undefined' ? null : document.getElementById(SSR_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerRenderData;
  } catch {
    return null;
  }
}

// Here, beside the page's state, rather than in a module of its own: the entry loads this one, and
// a shared chunk of 200 bytes was part of the home's first download (issue 36's 160 KB).
/**
 * What was typed into a server-painted text box before the app took the page over counts: `take`
 * receives it once the box is the app's (decision 088: a rendered page's app starts after its first
 * screen's pictures, and React keeps its own empty state over what the box shows).
 */
export function useTypedBeforeHydration(
  input: RefObject<HTMLInputElement | null>,
  initial: string,
  take: (typed: string, isFocused: boolean) => void,
): void {
  const taken = useRef(take);
  useEffect(() => {
    const box = input.current;
    if (box && box.value !== initial) taken.current(box.value, document.activeElement === box);
  }, [input, initial]);
}
