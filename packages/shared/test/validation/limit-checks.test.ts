import { describe, expect, it } from 'vitest';
import {
  appliedVolume,
  canRenewSession,
  clampUnits,
  isBranchTokenUsable,
  isMuted,
  isStoredTokenUsable,
  normalizeRotateSeconds,
} from '../../src/validation/limit-checks';

describe('tokens', () => {
  it('a stored token must be longer than 10, not equal', () => {
    expect(isStoredTokenUsable('x'.repeat(10))).toBe(false);
    expect(isStoredTokenUsable('x'.repeat(11))).toBe(true);
    expect(isStoredTokenUsable('')).toBe(false);
    expect(isStoredTokenUsable(null)).toBe(false);
    expect(isStoredTokenUsable(undefined)).toBe(false);
  });

  it('a branch token must be longer than 5, not equal', () => {
    expect(isBranchTokenUsable('12345')).toBe(false);
    expect(isBranchTokenUsable('123456')).toBe(true);
    expect(isBranchTokenUsable(null)).toBe(false);
  });

  it('renews a session only with a usable token and a 10-character phone', () => {
    const token = 'x'.repeat(32);
    expect(canRenewSession(token, '3311112222')).toBe(true);
    expect(canRenewSession(token, '331111222')).toBe(false);
    expect(canRenewSession(token, null)).toBe(false);
    expect(canRenewSession('short', '3311112222')).toBe(false);
  });
});

describe('volume', () => {
  it('applies volume^1.5', () => {
    expect(appliedVolume(1)).toBe(1);
    expect(appliedVolume(0.25)).toBeCloseTo(0.125, 12);
    expect(appliedVolume(0.5)).toBeCloseTo(Math.SQRT1_2 / 2, 12);
    expect(appliedVolume(0)).toBe(0);
  });

  it('is silent when muted (negative) and for nonsense', () => {
    expect(isMuted(-0.5)).toBe(true);
    expect(isMuted(0)).toBe(false);
    expect(appliedVolume(-1)).toBe(0);
    expect(appliedVolume(-0.3)).toBe(0);
    expect(appliedVolume(Number.NaN)).toBe(0);
  });

  it('never exceeds what an audio element accepts', () => {
    expect(appliedVolume(4)).toBe(1);
  });
});

describe('background rotation time', () => {
  it('keeps values from 1 to 99999', () => {
    expect([1, 10, 37.5, 99999].map(normalizeRotateSeconds)).toEqual([1, 10, 37.5, 99999]);
  });

  it('resets out-of-range or missing values to 10', () => {
    expect([0.5, -3, 100000, Number.NaN, Number.POSITIVE_INFINITY, null, undefined].map(normalizeRotateSeconds)).toEqual([
      10, 10, 10, 10, 10, 10, 10,
    ]);
  });

  it('keeps 0, which means paused', () => {
    expect(normalizeRotateSeconds(0)).toBe(0);
  });
});

describe('cart units', () => {
  it('never sends fewer than 0 units', () => {
    expect([-5, -1, 0, 1, 7].map(clampUnits)).toEqual([0, 0, 0, 1, 7]);
  });

  it('sends whole units only', () => {
    expect(clampUnits(2.9)).toBe(2);
    expect(clampUnits(Number.NaN)).toBe(0);
  });
});
