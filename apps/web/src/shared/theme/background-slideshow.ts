/**
 * Background slideshow as a pure state machine (docs/product.md#themes). Randomness comes in as an argument
 * (`random` in [0, 1)), so the reducer stays pure and tests pick the "random" values.
 * `nextIndex` is decided one step ahead so the component can preload that picture.
 */
export interface SlideshowState {
  paths: string[];
  /** Picture on screen, -1 when there is none. */
  index: number;
  /** Picture the next step will show (preloaded); equals `index` when there is no other. */
  nextIndex: number;
  isPlaying: boolean;
  /** The person pressed pause; kept across theme changes so a new theme does not resume. */
  isPausedByUser: boolean;
  isOn: boolean;
  rotateSeconds: number;
  isRandom: boolean;
}

export type SlideshowAction =
  | { type: 'load'; paths: string[]; rotateSeconds: number; isRandom: boolean }
  | { type: 'configure'; rotateSeconds: number; isRandom: boolean }
  | { type: 'next' }
  | { type: 'previous' }
  /** The timer fired: like `next`, but ignored unless playing (a late timer changes nothing). */
  | { type: 'tick' }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'set-on'; isOn: boolean };

export const INITIAL_SLIDESHOW: SlideshowState = {
  paths: [],
  index: -1,
  nextIndex: -1,
  isPlaying: false,
  isPausedByUser: false,
  isOn: true,
  rotateSeconds: 10,
  isRandom: false,
};

/** Playing needs at least two pictures, a rotate time above 0 and the background on. */
export function canPlay(s: Pick<SlideshowState, 'paths' | 'rotateSeconds' | 'isOn'>): boolean {
  return s.isOn && s.paths.length > 1 && s.rotateSeconds > 0;
}

/** In random mode, a different picture than `index` whenever there are two or more. */
export function pickNext(index: number, count: number, isRandom: boolean, random: number): number {
  if (count <= 1) return count === 1 ? 0 : -1;
  if (!isRandom) return (index + 1) % count;
  const r = Math.min(Math.max(random, 0), 1 - Number.EPSILON);
  const pick = Math.floor(r * (count - 1));
  return index >= 0 && pick >= index ? pick + 1 : pick;
}

function show(s: SlideshowState, index: number, random: number): SlideshowState {
  const nextIndex = pickNext(index, s.paths.length, s.isRandom, random);
  return { ...s, index, nextIndex, isPlaying: canPlay(s) && !s.isPausedByUser };
}

function step(s: SlideshowState, random: number): SlideshowState {
  if (!s.isOn || s.paths.length === 0) return s;
  return show(s, s.nextIndex >= 0 ? s.nextIndex : 0, random);
}

export function slideshowReducer(s: SlideshowState, action: SlideshowAction, random: number): SlideshowState {
  switch (action.type) {
    case 'load': {
      const base = {
        ...s,
        paths: action.paths,
        rotateSeconds: action.rotateSeconds,
        isRandom: action.isRandom,
      };
      if (base.paths.length === 0) return { ...base, index: -1, nextIndex: -1, isPlaying: false };
      const first = base.isRandom ? pickNext(-1, base.paths.length, true, random) : 0;
      return show(base, first, random);
    }
    case 'configure': {
      const base = { ...s, rotateSeconds: action.rotateSeconds, isRandom: action.isRandom };
      return base.index < 0 ? { ...base, isPlaying: false } : show(base, base.index, random);
    }
    case 'next':
      return step(s, random);
    case 'tick':
      return s.isPlaying ? step(s, random) : s;
    case 'previous': {
      if (!s.isOn || s.paths.length === 0) return s;
      const count = s.paths.length;
      return show(s, (Math.max(s.index, 0) - 1 + count) % count, random);
    }
    case 'play':
      return { ...s, isPausedByUser: false, isPlaying: canPlay(s) };
    case 'pause':
      return { ...s, isPausedByUser: true, isPlaying: false };
    case 'set-on': {
      if (!action.isOn) return { ...s, isOn: false, isPlaying: false };
      const on = { ...s, isOn: true };
      return on.paths.length === 0 ? on : show(on, Math.max(on.index, 0), random);
    }
  }
}

/** Path on screen; null when the background is off or there is no picture. */
export function currentPath(s: SlideshowState): string | null {
  return s.isOn && s.index >= 0 ? (s.paths[s.index] ?? null) : null;
}

/** Path to preload: the one the next step shows, when it differs from the current one. */
export function upcomingPath(s: SlideshowState): string | null {
  return s.isOn && s.nextIndex >= 0 && s.nextIndex !== s.index ? (s.paths[s.nextIndex] ?? null) : null;
}
