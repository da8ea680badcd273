import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { kioskPlaylist, rotateSecondsFor, themeRotation } from '../../../src/features/kiosk/ad-playlist';
import { isCameraAsked } from '../../../src/features/kiosk/components/camera-scan';
import { kioskAddress } from '../../../src/features/kiosk/kiosk-app';
import { priceLine } from '@mostrador/shared/pricing/promotions';
import { kioskPromotion } from '../../../src/features/kiosk/promotion-text';
import { createScanReader, SCAN_MAX_BURST_MS, SCAN_RESET_GAP_MS } from '../../../src/features/kiosk/scan-reader';
import { banner } from '../../app/fixtures';

/** Types `text` then Enter, `gapMs` apart, starting at `startMs`; returns what the reader handed over. */
function typeInto(text: string, gapMs: number, startMs = 10_000) {
  const scans: string[] = [];
  const reader = createScanReader((code) => scans.push(code));
  let at = startMs;
  for (const key of [...text, 'Enter']) {
    reader.feed(key, at);
    at += gapMs;
  }
  return scans;
}

describe('scanner reader', () => {
  it('hands over 13 digits typed in a fast burst and closed by Enter', () => {
    expect(typeInto('7506654001446', 8)).toEqual(['7506654001446']);
  });

  it('reads a 12-digit UPC-A as its EAN-13 (leading 0)', () => {
    expect(typeInto('036000291452', 8)).toEqual(['0036000291452']);
  });

  it('ignores a person typing the same digits slowly, and too few or too many digits', () => {
    expect(typeInto('7506654001446', Math.ceil(SCAN_MAX_BURST_MS / 13) + 20)).toEqual([]);
    expect(typeInto('75066540', 8)).toEqual([]);
    expect(typeInto('75066540014461', 8)).toEqual([]);
  });

  it('starts over after a pause, so stray keys before a scan do not spoil it', () => {
    const scans: string[] = [];
    const reader = createScanReader((code) => scans.push(code));
    reader.feed('4', 0);
    reader.feed('2', 10);
    let at = 10 + SCAN_RESET_GAP_MS + 1;
    for (const key of [...'7506654001446', 'Enter']) reader.feed(key, (at += 5));
    expect(scans).toEqual(['7506654001446']);
  });

  it('drops a burst broken by another key and reports whether a key ended a scan', () => {
    const onScan = vi.fn();
    const reader = createScanReader(onScan);
    for (const [i, key] of [...'750665a4001446'].entries()) reader.feed(key, i * 5);
    expect(reader.feed('Enter', 80)).toBe(false);
    for (const [i, key] of [...'7506654001446'].entries()) reader.feed(key, 1000 + i * 5);
    expect(reader.feed('Enter', 1100)).toBe(true);
    expect(onScan).toHaveBeenCalledOnce();
  });
});

describe('ad playlist', () => {
  it('plays the SCREEN_AD banners in POSITION order', () => {
    const ads = [banner(5, 'SCREEN_AD', 2), banner(6, 'SCREEN_AD', 1)];
    expect(kioskPlaylist({ SCREEN_AD: ads, BANNER_TOP_XL: [banner(1, 'BANNER_TOP_XL')] }).map((b) => b.ID)).toEqual([6, 5]);
  });

  it('without SCREEN_AD plays every other type, the largest first', () => {
    const groups = {
      SCREEN_AD: [],
      BANNER_RIGHT: [banner(11, 'BANNER_RIGHT')],
      BANNER_TOP_MD: [banner(1, 'BANNER_TOP_MD')],
      BANNER_TOP_XL: [banner(3, 'BANNER_TOP_XL', 2), banner(4, 'BANNER_TOP_XL', 1)],
    };
    expect(kioskPlaylist(groups).map((b) => b.ID)).toEqual([4, 3, 1, 11]);
    expect(kioskPlaylist(undefined)).toEqual([]);
  });

  it('rotates on the theme time, which ?segundos= overrides, both under docs/product.md#themes rule', () => {
    expect(rotateSecondsFor('', 30)).toBe(30);
    expect(rotateSecondsFor('?segundos=1', 30)).toBe(1);
    expect(rotateSecondsFor('?segundos=0', 30)).toBe(0); // docs/product.md#themes: 0 pauses
    expect(rotateSecondsFor('?segundos=100000', 30)).toBe(10);
    expect(rotateSecondsFor('?segundos=abc', 30)).toBe(10);
    expect(rotateSecondsFor('', undefined)).toBe(10);
  });

  it("reads the company theme's MODE text without failing on bad JSON", () => {
    expect(themeRotation('{"rotateBkgrndTime":5,"isRandomBackground":true}')).toEqual({ seconds: 5, isRandom: true });
    expect(themeRotation('{no')).toEqual({ seconds: undefined, isRandom: false });
    expect(themeRotation(null)).toEqual({ seconds: undefined, isRandom: false });
  });
});

describe('kiosk address and promotion text', () => {
  it('shows the camera button only when the address asks for it (?camara=1): nobody touches a scanner screen', () => {
    expect(isCameraAsked('')).toBe(false);
    expect(isCameraAsked('?segundos=5')).toBe(false);
    expect(isCameraAsked('?camara=0')).toBe(false);
    expect(isCameraAsked('?camara=1')).toBe(true);
    expect(isCameraAsked('?segundos=5&camara=1')).toBe(true);
  });

  it('reads the branch code of /advertising_view/<code>', () => {
    expect(kioskAddress('/advertising_view/GDL-CENTRO')).toEqual({ branchCode: 'GDL-CENTRO' });
    expect(kioskAddress('/advertising_view/')).toEqual({ branchCode: null });
    expect(kioskAddress('/advertising_view')).toEqual({ branchCode: null });
  });

  it('writes each kind of promotion and the price with a percentage off', () => {
    expect(kioskPromotion(JSON.stringify({ type: 'NXM', n: 3, m: 2 }), 10)).toEqual({ label: '3x2', promoPrice: null });
    expect(kioskPromotion(JSON.stringify({ type: 'PERCENT', percent: 10 }), 1234.5)).toEqual({
      label: '10% de descuento',
      promoPrice: 1111.05,
    });
    expect(kioskPromotion(JSON.stringify({ type: 'BUY_N_GET_NEXT', n: 2, label: 'Lleva 3, paga 2' }), 5)?.label).toBe('Lleva 3, paga 2');
    expect(kioskPromotion(null, 5)).toBeNull();
    expect(kioskPromotion('{roto', 5)).toBeNull();
  });
});

describe('the in-store screen prices a piece as the cart does (issue 32)', () => {
  it('says $16.91, not $16.92, for $33.83 at 50 %, as the cart charges', () => {
    expect(kioskPromotion(JSON.stringify({ type: 'PERCENT', percent: 50 }), 33.83)?.promoPrice).toBe(16.91);
  });

  it('agrees with the cart to the centavo over thousands of prices and percentages', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), fc.integer({ min: 1, max: 99 }), (cents, percent) => {
        const promotion = { type: 'PERCENT' as const, percent };
        const shown = kioskPromotion(JSON.stringify(promotion), cents / 100)?.promoPrice;
        expect(Math.round((shown ?? NaN) * 100)).toBe(priceLine(cents, 1, promotion).totalCents);
      }),
      { numRuns: 5000 },
    );
  });
});
