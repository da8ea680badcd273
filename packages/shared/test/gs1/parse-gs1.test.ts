import { describe, expect, it } from 'vitest';
import { gs1Date, gs1FullYear } from '../../src/gs1/gs1-date';
import { GS, gtinToEan13, parseGs1 } from '../../src/gs1/parse-gs1';
import { makeEan13 } from '../../src/validation/ean13';

const ean = makeEan13(1234, 56); // a Mexican EAN-13 (750…)
const gtin = `0${ean}`;
const year = 2026;

describe('parseGs1', () => {
  it('reads a plain EAN-13 as its GTIN-14 with indicator 0', () => {
    expect(parseGs1(ean, year)).toEqual({ ok: true, read: { gtin, ean13: ean, lot: null, expiry: null, serial: null } });
    expect(parseGs1(`  ${ean}\n`, year)).toMatchObject({ ok: true, read: { ean13: ean } });
  });

  it('refuses an EAN-13 with a wrong check digit, and text that is no code', () => {
    const wrong = ean.slice(0, 12) + String((Number(ean[12]) + 1) % 10);
    expect(parseGs1(wrong, year)).toEqual({ ok: false, reason: 'checkDigit' });
    expect(parseGs1('   ', year)).toEqual({ ok: false, reason: 'empty' });
    expect(parseGs1('hola', year)).toEqual({ ok: false, reason: 'format' });
    expect(parseGs1('(01)123', year)).toEqual({ ok: false, reason: 'format' });
  });

  it('reads a GS1 DataMatrix element string: GTIN, expiry, lot ended by GS, serial', () => {
    const code = `]d201${gtin}17271231` + `10L2024-07${GS}21SN000981`;
    expect(parseGs1(code, year)).toEqual({
      ok: true,
      read: { gtin, ean13: ean, lot: 'L2024-07', expiry: '2027-12-31', serial: 'SN000981' },
    });
  });

  it('takes a variable field last without GS, and a GS after a fixed field', () => {
    expect(parseGs1(`]C101${gtin}${GS}1726063010ABC123`, year)).toMatchObject({
      ok: true,
      read: { lot: 'ABC123', expiry: '2026-06-30' },
    });
    // Some scanners send FNC1 at the start as GS too.
    expect(parseGs1(`${GS}01${gtin}21X1`, year)).toMatchObject({ ok: true, read: { serial: 'X1', lot: null } });
  });

  it('reads the human-readable form with parentheses, and a QR code prefix', () => {
    expect(parseGs1(`(01)${gtin}(17)280200(10)LOTE 7`, year)).toMatchObject({
      ok: true,
      read: { ean13: ean, expiry: '2028-02-29', lot: 'LOTE 7' },
    });
    expect(parseGs1(`]Q301${gtin}10A1`, year)).toMatchObject({ ok: true, read: { lot: 'A1' } });
  });

  it('skips AIs it knows but does not keep (production date, count)', () => {
    expect(parseGs1(`01${gtin}112601013005${GS}10Z`, year)).toMatchObject({ ok: true, read: { lot: 'Z', expiry: null } });
  });

  it('maps only indicator 0 to the stored EAN-13; a case GTIN (indicator 1) has none', () => {
    expect(parseGs1('(01)10012345678902', year)).toMatchObject({ ok: true, read: { gtin: '10012345678902', ean13: null } });
    expect(gtinToEan13('09506000134352')).toBe('9506000134352');
  });

  it('refuses a bad GTIN check digit, an unknown AI, an impossible date, a code without GTIN', () => {
    expect(parseGs1('(01)10012345678903', year)).toEqual({ ok: false, reason: 'checkDigit' });
    expect(parseGs1(`01${gtin}99ABC`, year)).toEqual({ ok: false, reason: 'unknownAi' });
    expect(parseGs1(`01${gtin}17271301`, year)).toEqual({ ok: false, reason: 'date' });
    expect(parseGs1(`01${gtin}17270230`, year)).toEqual({ ok: false, reason: 'date' });
    expect(parseGs1('(10)ABC(17)271231', year)).toEqual({ ok: false, reason: 'noGtin' });
    expect(parseGs1(`01${gtin}10${'X'.repeat(21)}`, year)).toEqual({ ok: false, reason: 'format' });
  });
});

describe('gs1Date', () => {
  it('reads DD = 00 as the last day of the month, leap years included', () => {
    expect(gs1Date('270200', year)).toBe('2027-02-28');
    expect(gs1Date('280200', year)).toBe('2028-02-29');
    expect(gs1Date('261100', year)).toBe('2026-11-30');
    expect(gs1Date('261131', year)).toBeNull();
    expect(gs1Date('2611', year)).toBeNull();
  });

  it('places the century as GS1 does: up to 50 years ahead, else last century', () => {
    expect(gs1FullYear(26, 2026)).toBe(2026);
    expect(gs1FullYear(76, 2026)).toBe(2076);
    expect(gs1FullYear(77, 2026)).toBe(1977);
    expect(gs1FullYear(10, 2098)).toBe(2110);
  });
});
