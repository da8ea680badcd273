/**
 * USB barcode scanners are keyboards: they type the code's 13 digits and Enter in well under
 * half a second. A person typing 13 digits takes several seconds. The reader keeps the digits
 * typed in one burst and hands over the code when Enter closes a burst that was fast enough.
 */

/** The whole code, first digit to Enter, takes at most this long (scanners: 30–300 ms). */
export const SCAN_MAX_BURST_MS = 1500;
/** A pause this long between two keys ends a burst: what follows is another one. */
export const SCAN_RESET_GAP_MS = 500;

/** EAN-13, or a 12-digit UPC-A (an EAN-13 with a leading 0, as many scanners send it). */
const CODE = /^\d{12,13}$/;

export interface ScanReader {
  /** One key as `KeyboardEvent.key`, at `KeyboardEvent.timeStamp` (ms). True when it ended a scan. */
  feed(key: string, atMs: number): boolean;
}

export function createScanReader(onScan: (code: string) => void): ScanReader {
  let digits = '';
  let firstMs = 0;
  let lastMs = Number.NEGATIVE_INFINITY;
  return {
    feed(key, atMs) {
      const isSameBurst = atMs - lastMs <= SCAN_RESET_GAP_MS;
      lastMs = atMs;
      if (key.length === 1 && key >= '0' && key <= '9') {
        if (!isSameBurst || digits.length >= 32) {
          digits = '';
          firstMs = atMs;
        }
        digits += key;
        return false;
      }
      const code = digits;
      digits = '';
      const isFast = isSameBurst && atMs - firstMs <= SCAN_MAX_BURST_MS;
      if (key !== 'Enter' || !isFast || !CODE.test(code)) return false;
      onScan(code.length === 12 ? `0${code}` : code);
      return true;
    },
  };
}
