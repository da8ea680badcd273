import { createContext } from 'react';

/**
 * The screen a server render lays its page out for (decision 087), from the visitor's browser:
 * a phone's or a desktop's width. Media queries answer for that width while the page is rendered
 * on the server and while it hydrates; then they follow the real screen.
 */
export const GUESSED_WIDTHS = { phone: 390, desktop: 1280 } as const;
export type ScreenGuess = keyof typeof GUESSED_WIDTHS;

export const ScreenGuessContext = createContext<ScreenGuess>('phone');

const WIDTH = /^\(\s*(min|max)-width:\s*(\d+(?:\.\d+)?)px\s*\)$/;

/**
 * Whether `query` holds at `width`: `(min-width: …px)` and `(max-width: …px)` joined by `and`;
 * any other feature (reduced motion, print) is taken as not holding, as where matchMedia is missing.
 */
export function matchesWidth(query: string, width: number): boolean {
  return query.split(/\s+and\s+/).every((part) => {
    const m = WIDTH.exec(part.trim());
    if (!m) return false;
    const px = Number(m[2]);
    return m[1] === 'min' ? width >= px : width <= px;
  });
}

/** The guess for a browser by its user agent: phones and small tablets name themselves "Mobile", "Android" or "iPhone". */
export function guessScreen(userAgent: string | undefined): ScreenGuess {
  if (!userAgent) return 'phone';
  return /Mobi|Android|iPhone|iPod/i.test(userAgent) ? 'phone' : 'desktop';
}
