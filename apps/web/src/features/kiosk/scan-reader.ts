/**
 * USB barcode scanners are keyboards: they type the code's digits and Enter, a few milliseconds
 * apart. A person typing on a keyboard leaves 100 ms or more between keys. The reader keeps the
 * digits typed in one fast burst and hands over the code when Enter closes the burst.
 */

/** Longest pause between two keys of one scan (scanners: 2–40 ms; people: 100 ms and up). */
export const SCAN_MAX_GAP_MS = 80;

/** EAN-13, or a 12-digit UPC-A (an EAN-13 with a leading 0, as many scanners send it). */
const CODE = /^\d{12,13}$/;

export interface ScanReader {
  /** One key as `KeyboardEvent.key`, at `KeyboardEvent.timeStamp` (ms). True when it ended a scan. */
  feed(key: string, atMs: number): boolean;
}

export function createScanReader(onScan: (code: string) => void, maxGapMs = SCAN_MAX_GAP_MS): ScanReader {
  let digits = '';
  let lastMs = Number.NEGATIVE_INFINITY;
  return {
    feed(key, atMs) {
      const isBurst = atMs - lastMs <= maxGapMs;
      lastMs = atMs;
      if (key.length === 1 && key >= '0' && key <= '9') {
        // A slow key starts over: what came before was a person, or an older burst.
        digits = isBurst && digits.length < 32 ? digits + key : key;
        return false;
      }
      const code = digits;
      digits = '';
      if (key !== 'Enter' || !isBurst || !CODE.test(code)) return false;
      onScan(code.length === 12 ? `0${code}` : code);
      return true;
    },
  };
}
