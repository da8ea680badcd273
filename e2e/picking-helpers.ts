import type { Page } from '@playwright/test';

/** ASCII 29, the GS1 group separator: it ends a variable-length field such as the lot. */
export const GS = String.fromCharCode(29);

/** A GS1 element string: (01) the GTIN-14 (the EAN-13 with a leading 0), (17) expiry YYMMDD, (10) the lot. */
export const gs1 = (ean13: string, expiry: Date, lot: string) => {
  const yymmdd = [expiry.getUTCFullYear() % 100, expiry.getUTCMonth() + 1, expiry.getUTCDate()]
    .map((n) => String(n).padStart(2, '0'))
    .join('');
  return `010${ean13}17${yymmdd}10${lot}${GS}`;
};

/** Types a code as a scanner does: the group separator as Ctrl+], then Enter. */
export async function scan(page: Page, code: string) {
  // Apart by more than a scanner's key repeat (150 ms), so each is a scan of its own.
  await page.waitForTimeout(200);
  const parts = code.split(GS);
  for (const [i, part] of parts.entries()) {
    await page.keyboard.type(part);
    if (i < parts.length - 1) await page.keyboard.press('Control+BracketRight');
  }
  await page.keyboard.press('Enter');
}
