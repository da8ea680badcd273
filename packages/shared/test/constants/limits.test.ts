import { describe, expect, it } from 'vitest';
import * as L from '../../src/constants/limits';

describe('docs/product.md#constants-and-limits constants', () => {
  it.each([
    ['MONITOR_CHECK_INTERVAL_MS', 5000],
    ['VOLUME_DEFAULT', 1],
    ['VOLUME_EXPONENT', 1.5],
    ['PHONE_PREFIX', '+52'],
    ['PHONE_DIGITS', 10],
    ['SMS_CODE_MAX_LENGTH', 6],
    ['MIN_STORED_TOKEN_LENGTH', 10],
    ['MIN_BRANCH_TOKEN_LENGTH', 5],
    ['NOTIFY_DEFAULT_TIMEOUT_MS', 5000],
    ['NOTIFY_PROGRESS_EXTRA_MS', 1000],
    ['BACKGROUND_ROTATE_DEFAULT_S', 10],
    ['BACKGROUND_ROTATE_MIN_S', 1],
    ['BACKGROUND_ROTATE_MAX_S', 99999],
    ['STARTUP_DELAY_MS', 200],
    ['CONNECTING_TOAST_MS', 2000],
    ['COLOR_GRADUATION_STEPS', 20],
    ['TEXTAREA_ROWS', 6],
    ['SOCKET_RECONNECTION_DELAY_MS', 1000],
    ['SOCKET_RECONNECTION_DELAY_MAX_MS', 5000],
    ['SOCKET_TIMEOUT_MS', 20000],
    ['TIME_ZONE', 'America/Mexico_City'],
    ['PASSWORD_MIN_LENGTH', 8],
    ['THEME_DEFAULT_NAME', 'default'],
    ['LISTEN_ONLY_MY_BRANCH_DEFAULT', true],
  ] as const)('%s = %s', (name, value) => {
    expect(L[name]).toBe(value);
  });

  it('has the spacing scale in px', () => {
    expect(L.SPACING).toEqual({ xs: 2, sm: 4, md: 8, lg: 16, xl: 24 });
  });

  it('has the three sounds with a sensor default, a bell to start and the alarm', () => {
    expect(L.SOUNDS).toEqual(['alarm', 'bell', 'sensor']);
    expect([L.SOUND_DEFAULT, L.SOUND_START, L.SOUND_ALARM]).toEqual(['sensor', 'bell', 'alarm']);
  });

  it('has the nine notification positions, all distinct', () => {
    expect(new Set(L.NOTIFY_POSITIONS)).toEqual(
      new Set(['top-left', 'top', 'top-right', 'left', 'center', 'right', 'bottom-left', 'bottom', 'bottom-right']),
    );
    expect(L.NOTIFY_POSITIONS).toHaveLength(9);
  });

  it('puts badges only in corners, which are also notification positions', () => {
    for (const corner of L.NOTIFY_BADGE_POSITIONS) expect(L.NOTIFY_POSITIONS).toContain(corner);
    expect(L.NOTIFY_BADGE_POSITIONS).toHaveLength(4);
  });

  it('has the five notification types', () => {
    expect(L.NOTIFY_TYPES).toEqual(['positive', 'negative', 'warning', 'info', 'ongoing']);
  });

  it('keeps the rotation default inside its valid range', () => {
    expect(L.BACKGROUND_ROTATE_DEFAULT_S).toBeGreaterThanOrEqual(L.BACKGROUND_ROTATE_MIN_S);
    expect(L.BACKGROUND_ROTATE_DEFAULT_S).toBeLessThanOrEqual(L.BACKGROUND_ROTATE_MAX_S);
  });
});
