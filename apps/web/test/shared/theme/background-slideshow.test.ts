import { describe, expect, it } from 'vitest';
import {
  INITIAL_SLIDESHOW,
  currentPath,
  pickNext,
  slideshowReducer as reduce,
  upcomingPath,
} from '../../../src/shared/theme/background-slideshow';
import type { SlideshowState } from '../../../src/shared/theme/background-slideshow';

const PATHS = ['a.webp', 'b.webp', 'c.webp'];

function loaded(paths = PATHS, options: Partial<{ rotateSeconds: number; isRandom: boolean }> = {}): SlideshowState {
  const { rotateSeconds = 10, isRandom = false } = options;
  return reduce(INITIAL_SLIDESHOW, { type: 'load', paths, rotateSeconds, isRandom }, 0);
}

describe('background slideshow (docs/product.md#themes)', () => {
  it('starts on the first picture and plays', () => {
    const s = loaded();
    expect(currentPath(s)).toBe('a.webp');
    expect(s.isPlaying).toBe(true);
    expect(upcomingPath(s)).toBe('b.webp');
  });

  it('next wraps from the last picture to the first', () => {
    let s = loaded();
    s = reduce(s, { type: 'next' }, 0);
    s = reduce(s, { type: 'next' }, 0);
    expect(currentPath(s)).toBe('c.webp');
    expect(currentPath(reduce(s, { type: 'next' }, 0))).toBe('a.webp');
  });

  it('previous wraps from the first picture to the last', () => {
    const s = reduce(loaded(), { type: 'previous' }, 0);
    expect(currentPath(s)).toBe('c.webp');
    expect(currentPath(reduce(s, { type: 'previous' }, 0))).toBe('b.webp');
  });

  it('random mode never shows the same picture twice in a row', () => {
    const randoms = [0, 0.0001, 0.33, 0.5, 0.66, 0.99, 0.999999, 1];
    for (const count of [2, 3, 7]) {
      let s = loaded(PATHS.concat(['d', 'e', 'f', 'g']).slice(0, count), { isRandom: true });
      for (let i = 0; i < 200; i++) {
        const before = s.index;
        s = reduce(s, { type: 'next' }, randoms[i % randoms.length] ?? 0);
        expect(s.index).not.toBe(before);
        expect(s.index).toBeGreaterThanOrEqual(0);
        expect(s.index).toBeLessThan(count);
      }
    }
  });

  it('random mode reaches every other picture', () => {
    expect(new Set([0, 0.3, 0.6, 0.9].map((r) => pickNext(1, 5, true, r)))).toEqual(new Set([0, 2, 3, 4]));
    expect(pickNext(0, 2, true, 0.99)).toBe(1);
  });

  it('with one picture shows it and pauses; play does not start', () => {
    let s = loaded(['solo.webp']);
    expect(currentPath(s)).toBe('solo.webp');
    expect(s.isPlaying).toBe(false);
    s = reduce(s, { type: 'play' }, 0);
    expect(s.isPlaying).toBe(false);
    expect(currentPath(reduce(s, { type: 'next' }, 0.7))).toBe('solo.webp');
  });

  it('with no pictures shows none and pauses', () => {
    const s = loaded([]);
    expect(currentPath(s)).toBeNull();
    expect(s.isPlaying).toBe(false);
    expect(reduce(s, { type: 'next' }, 0)).toBe(s);
  });

  it('a rotate time of 0 pauses, and play stays paused', () => {
    let s = reduce(loaded(), { type: 'configure', rotateSeconds: 0, isRandom: false }, 0);
    expect(s.isPlaying).toBe(false);
    expect(reduce(s, { type: 'play' }, 0).isPlaying).toBe(false);
    s = reduce(s, { type: 'configure', rotateSeconds: 15, isRandom: false }, 0);
    expect(s.isPlaying).toBe(true);
    expect(loaded(PATHS, { rotateSeconds: 0 }).isPlaying).toBe(false);
  });

  it('turning the background off clears the image and pauses; on brings both back', () => {
    let s = reduce(loaded(), { type: 'next' }, 0);
    s = reduce(s, { type: 'set-on', isOn: false }, 0);
    expect(currentPath(s)).toBeNull();
    expect(upcomingPath(s)).toBeNull();
    expect(s.isPlaying).toBe(false);
    expect(reduce(s, { type: 'next' }, 0)).toBe(s);
    expect(reduce(s, { type: 'play' }, 0).isPlaying).toBe(false);
    s = reduce(s, { type: 'set-on', isOn: true }, 0);
    expect(currentPath(s)).toBe('b.webp');
    expect(s.isPlaying).toBe(true);
  });

  it('pause and play; a timer tick while paused changes nothing', () => {
    let s = reduce(loaded(), { type: 'pause' }, 0);
    expect(s.isPlaying).toBe(false);
    expect(reduce(s, { type: 'tick' }, 0)).toBe(s);
    s = reduce(s, { type: 'play' }, 0);
    expect(s.isPlaying).toBe(true);
    expect(currentPath(reduce(s, { type: 'tick' }, 0))).toBe('b.webp');
  });

  it('a pause by the person survives loading another theme’s pictures', () => {
    const paused = reduce(loaded(), { type: 'pause' }, 0);
    const s = reduce(paused, { type: 'load', paths: ['x', 'y'], rotateSeconds: 10, isRandom: false }, 0);
    expect(currentPath(s)).toBe('x');
    expect(s.isPlaying).toBe(false);
  });
});
