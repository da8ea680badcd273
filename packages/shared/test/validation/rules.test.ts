import { describe, expect, it } from 'vitest';
import * as r from '../../src/validation/rules';

const ok = (rule: r.Rule, values: readonly unknown[]) => {
  for (const value of values) expect(rule(value), JSON.stringify(value)).toBe(true);
};
const bad = (rule: r.Rule, values: readonly unknown[], message: string | RegExp) => {
  for (const value of values) expect(rule(value), JSON.stringify(value)).toMatch(message);
};

describe('required', () => {
  it('accepts filled values, including 0 and false', () => ok(r.required, ['a', ' x ', 0, false, ['a'], {}]));
  it('rejects empty ones', () => bad(r.required, ['', '   ', null, undefined, []], 'Este campo es obligatorio'));
});

describe('date YYYY/MM/DD', () => {
  it('accepts real dates', () => ok(r.date, ['2026/11/22', '2024/02/29', '2000/02/29', '0001/01/01', '9999/12/31']));
  it('rejects Feb 29 outside leap years, including centuries not divisible by 400', () =>
    bad(r.date, ['2026/02/29', '1900/02/29', '2100/02/29'], /Fecha no válida/));
  it('rejects impossible days and months', () =>
    bad(r.date, ['2026/04/31', '2026/13/01', '2026/00/10', '2026/01/00', '2026/01/32', '0000/01/01'], /AAAA\/MM\/DD/));
  it('rejects other shapes', () => bad(r.date, ['2026-11-22', '26/11/22', '2026/1/22', '2026/11/22 ', '', null, 20261122], /Fecha/));
});

describe('isoDay YYYY-MM-DD', () => {
  it('accepts wire days', () => ok(r.isoDay, ['2026-11-22', '2028-02-29']));
  it('rejects slashes and impossible days', () => bad(r.isoDay, ['2026/11/22', '2027-02-29', '2026-11-22T00:00'], /AAAA-MM-DD/));
});

describe('time HH:MM', () => {
  it('accepts 00:00 to 23:59', () => ok(r.time, ['00:00', '09:05', '12:30', '23:59']));
  it('rejects 24:00, 60 minutes and single digits', () =>
    bad(r.time, ['24:00', '23:60', '9:05', '09:5', '0905', '09:05:00', '', undefined], /HH:MM/));
});

describe('fulltime HH:MM:SS', () => {
  it('accepts valid times', () => ok(r.fulltime, ['00:00:00', '23:59:59', '07:08:09']));
  it('rejects out-of-range parts and short forms', () =>
    bad(r.fulltime, ['24:00:00', '23:59:60', '23:60:00', '23:59', '7:08:09'], /HH:MM:SS/));
});

describe('email', () => {
  it('accepts usual addresses', () => ok(r.email, ['ana@example.com', 'a.b+c@sub.demo.mostrador.mx', "o'neil@x.co"]));
  it('rejects broken ones', () =>
    bad(r.email, ['ana', 'ana@', '@x.com', 'ana@x', 'ana @x.com', 'ana@x.c', 'a..b@x.com', ''], 'Correo electrónico no válido'));
});

describe('colours', () => {
  it('hex: #rgb, #rrggbb, #rrggbbaa in any case', () => ok(r.hexColor, ['#fff', '#A1b2C3', '#00000080']));
  it('hex: rejects other lengths and letters', () =>
    bad(r.hexColor, ['fff', '#ff', '#ffff', '#fffff', '#fffffff', '#ggg', '#1234567890'], /#rgb/));

  it('rgb: channels 0–255, spaces allowed', () => ok(r.rgbColor, ['rgb(0,0,0)', 'rgb(255, 255, 255)', 'rgb( 12 ,3, 4 )']));
  it('rgb: rejects 256, negatives, missing channels and alpha', () =>
    bad(r.rgbColor, ['rgb(256,0,0)', 'rgb(-1,0,0)', 'rgb(0,0)', 'rgb(0,0,0,1)', 'RGB(0,0,0)', 'rgb(1.5,0,0)'], /rgb\(r, g, b\)/));

  it('rgba: alpha from 0 to 1 inclusive', () =>
    ok(r.rgbaColor, ['rgba(0,0,0,0)', 'rgba(0,0,0,1)', 'rgba(10, 20, 30, 0.5)', 'rgba(1,2,3,.25)', 'rgba(1,2,3,1.0)']));
  it('rgba: rejects alpha above 1 or negative, and bad channels', () =>
    bad(
      r.rgbaColor,
      ['rgba(0,0,0,1.01)', 'rgba(0,0,0,2)', 'rgba(0,0,0,-0.1)', 'rgba(0,0,0)', 'rgba(300,0,0,0.5)', 'rgba(0,0,0,)'],
      /rgba/,
    ));

  it('anyColor accepts each family and rejects names', () => {
    ok(r.anyColor, ['#abc', 'rgb(1,2,3)', 'rgba(1,2,3,0.4)']);
    bad(r.anyColor, ['red', 'hsl(0,0%,0%)', ''], 'Color no válido; usa #rrggbb, rgb(…) o rgba(…)');
  });
});

describe('phone10', () => {
  it('accepts ten digits, masked or not', () => ok(r.phone10, ['3311112222', '(331) 111 - 2222']));
  it('rejects other lengths and letters with the spec message', () =>
    bad(r.phone10, ['331111222', '33111122223', '331111222a', '+52 3311112222', '', null], /^Número celular no valido$/));
});

describe('smsCode', () => {
  it('accepts up to six characters', () => ok(r.smsCode, ['1', '123456', ' 123456 ']));
  it('asks for the code when empty', () =>
    bad(r.smsCode, ['', '  ', null, undefined], 'Por favor ingresa el código que recibiste por SMS'));
  it('rejects more than six', () => expect(r.smsCode('1234567')).toBe('El código tiene como máximo 6 caracteres'));
});

describe('password', () => {
  it('needs eight characters (our rule; the spec shows only the provider default of 6)', () => {
    ok(r.password, ['12345678', 'Cliente#2026']);
    bad(r.password, ['1234567', '', null], 'La contraseña debe tener al menos 8 caracteres');
  });
});

describe('optional and validate', () => {
  it('optional lets empty through but checks typed values', () => {
    const optionalEmail = r.optional(r.email);
    expect(optionalEmail('')).toBe(true);
    expect(optionalEmail(undefined)).toBe(true);
    expect(optionalEmail('nope')).toBe('Correo electrónico no válido');
  });

  it('validate returns the first failing message in order', () => {
    expect(r.validate('', [r.required, r.email])).toBe('Este campo es obligatorio');
    expect(r.validate('x', [r.required, r.email])).toBe('Correo electrónico no válido');
    expect(r.validate('a@b.co', [r.required, r.email])).toBe(true);
    expect(r.validate('anything', [])).toBe(true);
  });
});

describe('lazy rules', () => {
  it('are true, false and ondemand', () => {
    expect(r.LAZY_RULES).toEqual([true, false, 'ondemand']);
    expect([true, false, 'ondemand'].every(r.isLazyRule)).toBe(true);
    expect(['true', 'onDemand', 1, null, undefined].some(r.isLazyRule)).toBe(false);
  });
});
