import { useEffect, useRef, type RefObject } from 'react';

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
