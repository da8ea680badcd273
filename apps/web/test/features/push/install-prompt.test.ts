import { describe, expect, it, vi } from 'vitest';
import { isIosBrowserTab } from '../../../src/features/push/install-prompt';

// Issue 32, decision 054: where the menu may say how to install on an iPhone or iPad.
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

const nav = (userAgent: string, standalone: boolean | undefined, maxTouchPoints = 5) =>
  ({ userAgent, maxTouchPoints, ...(standalone === undefined ? {} : { standalone }) }) as unknown as Navigator;

describe('an iPhone or iPad browser tab', () => {
  it.each([
    ['Safari on an iPhone', nav(IPHONE, false), true],
    ['the installed app on an iPhone', nav(IPHONE, true), false],
    ['an iPad that presents itself as a Mac', nav(IPAD_AS_MAC, false, 5), true],
    ['a Mac (no touch points)', nav(IPAD_AS_MAC, false, 0), false],
    ['a page claiming an iPhone without Apple’s standalone flag', nav(IPHONE, undefined), false],
    ['Chrome on Android', nav(ANDROID, undefined), false],
  ])('%s → %s', (_, navigator, expected) => {
    expect(isIosBrowserTab(navigator)).toBe(expected);
  });

  it('reads the real navigator by default', () => {
    vi.stubGlobal('navigator', nav(IPHONE, false));
    try {
      expect(isIosBrowserTab()).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
