import type { BrowserContext, Page } from '@playwright/test';

/**
 * The browser's barcode reader and a camera, as a phone has them: Debian's Chromium has neither.
 * The reader answers what the page puts in `window.__cameraReads` (see `showToCamera`); the
 * camera is a painted canvas.
 */
export async function fakeCamera(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const reads: string[] = [];
    Object.assign(window, { __cameraReads: reads });
    Object.assign(window, {
      BarcodeDetector: class {
        async detect() {
          const raw = reads.shift();
          return raw === undefined ? [] : [{ rawValue: raw }];
        }
      },
    });
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: {
        getUserMedia: async () => {
          const canvas = document.createElement('canvas');
          canvas.getContext('2d')?.fillRect(0, 0, 10, 10);
          return canvas.captureStream(5);
        },
      },
    });
  });
}

/** The next frames the camera reads: an empty one, then `code`. */
export async function showToCamera(page: Page, code: string): Promise<void> {
  await page.evaluate((read) => (window as unknown as { __cameraReads: string[] }).__cameraReads.push('', read), code);
}
