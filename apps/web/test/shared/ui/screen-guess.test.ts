import { describe, expect, it } from 'vitest';
import { guessScreen, matchesWidth } from '../../../src/shared/ui/screen-guess';
import { DESKTOP_QUERY, XL_QUERY } from '../../../src/shared/ui/breakpoints';

// Decision 087: the width a server render lays a page out for, and how media queries answer for it.
describe('the guessed screen', () => {
  it('answers width queries for the guessed width, and no other feature', () => {
    expect(matchesWidth(DESKTOP_QUERY, 1280)).toBe(true);
    expect(matchesWidth(DESKTOP_QUERY, 390)).toBe(false);
    expect(matchesWidth(XL_QUERY, 1280)).toBe(false);
    expect(matchesWidth('(max-width: 599px)', 390)).toBe(true);
    expect(matchesWidth('(min-width: 600px) and (max-width: 1023.98px)', 800)).toBe(true);
    expect(matchesWidth('(min-width: 600px) and (max-width: 1023.98px)', 1280)).toBe(false);
    expect(matchesWidth('(prefers-reduced-motion: reduce)', 390)).toBe(false);
    expect(matchesWidth('print', 1280)).toBe(false);
  });

  it('is a phone for browsers that say so, or say nothing; a desktop otherwise', () => {
    expect(guessScreen('Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36')).toBe(
      'phone',
    );
    expect(guessScreen('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148')).toBe('phone');
    expect(guessScreen(undefined)).toBe('phone');
    expect(guessScreen('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36')).toBe(
      'desktop',
    );
    expect(guessScreen('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe('desktop');
  });
});
