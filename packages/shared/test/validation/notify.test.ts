import { describe, expect, it } from 'vitest';
import { NOTIFY_BADGE_POSITIONS, NOTIFY_POSITIONS } from '../../src/constants/limits';
import { isNotifyPosition, isNotifyTimeout, notifyOptionsError } from '../../src/validation/notify';

describe('notification options', () => {
  it('requires the options object', () => {
    expect(notifyOptionsError(undefined)).toBe('Notify: parameter required');
    expect(notifyOptionsError(null)).toBe('Notify: parameter required');
  });

  it('accepts each of the nine positions and no others', () => {
    for (const position of NOTIFY_POSITIONS) expect(notifyOptionsError({ position })).toBeNull();
    expect(isNotifyPosition('middle')).toBe(false);
    expect(isNotifyPosition('TOP')).toBe(false);
    expect(notifyOptionsError({ position: 'middle' })).toBe(
      'Notify: wrong position "middle"; expected one of top-left, top, top-right, left, center, right, bottom-left, bottom, bottom-right',
    );
  });

  it('accepts a timeout of 0 or more, refuses NaN, negatives and text', () => {
    expect([0, 1, 5000, Number.POSITIVE_INFINITY].every(isNotifyTimeout)).toBe(true);
    expect(notifyOptionsError({ timeout: Number.NaN })).toBe('Notify: wrong timeout "NaN"; expected a number of milliseconds >= 0');
    expect(notifyOptionsError({ timeout: -1 })).toMatch(/^Notify: wrong timeout "-1"/);
    expect(notifyOptionsError({ timeout: '100' })).toMatch(/wrong timeout/);
  });

  it('accepts corner badge positions only', () => {
    for (const badgePosition of NOTIFY_BADGE_POSITIONS) expect(notifyOptionsError({ badgePosition })).toBeNull();
    expect(notifyOptionsError({ badgePosition: 'center' })).toBe(
      'Notify: wrong badgePosition "center"; expected one of top-left, top-right, bottom-left, bottom-right',
    );
  });

  it('leaves out options to their defaults', () => {
    expect(notifyOptionsError({})).toBeNull();
  });

  it('reports the position before the timeout', () => {
    expect(notifyOptionsError({ position: 'x', timeout: -1 })).toMatch(/wrong position/);
  });
});
