import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as r from '../../src/validation/rules';
import * as s from '../../src/validation/schemas';

const firstMessage = (schema: z.ZodType, value: unknown): true | string => {
  const result = schema.safeParse(value);
  return result.success || (result.error.issues[0]?.message ?? 'sin mensaje');
};

// Each schema must answer exactly like its form rule: same verdict, same Spanish words.
const PAIRS: Array<[string, z.ZodType, r.Rule, string[]]> = [
  ['date', s.DateSchema, r.date, ['2024/02/29', '2023/02/29', '2026-11-22', '']],
  ['isoDay', s.IsoDaySchema, r.isoDay, ['2024-02-29', '2023-02-29', '2026/11/22']],
  ['time', s.TimeSchema, r.time, ['23:59', '24:00', '9:00']],
  ['fulltime', s.FulltimeSchema, r.fulltime, ['23:59:59', '23:59:60']],
  ['email', s.EmailSchema, r.email, ['a@b.co', 'a@b', '']],
  ['hexColor', s.HexColorSchema, r.hexColor, ['#fff', '#ffff']],
  ['rgbColor', s.RgbColorSchema, r.rgbColor, ['rgb(1,2,3)', 'rgb(256,2,3)']],
  ['rgbaColor', s.RgbaColorSchema, r.rgbaColor, ['rgba(1,2,3,1)', 'rgba(1,2,3,1.5)']],
  ['anyColor', s.AnyColorSchema, r.anyColor, ['#abc', 'blue']],
  ['phone (masked input)', s.PhoneInputSchema, r.phone10, ['3311112222', '(331) 111 - 2222', '331111222']],
  ['smsCode', s.SmsCodeSchema, r.smsCode, ['123456', '1234567', '', '   ']],
  ['password', s.PasswordSchema, r.password, ['12345678', '1234567']],
  ['required', s.RequiredStringSchema, r.required, ['x', '', '  ']],
];

describe('schemas agree with the form rules', () => {
  it.each(PAIRS)('%s on listed cases', (_name, schema, rule, cases) => {
    for (const value of cases) expect(firstMessage(schema, value), JSON.stringify(value)).toEqual(rule(value));
  });

  it.each(PAIRS)('%s on arbitrary text', (_name, schema, rule) => {
    const chars = fc.constantFrom(...'0123456789/:-#abcfgrb(), .@ '.split(''));
    fc.assert(
      fc.property(fc.string({ unit: chars, maxLength: 20 }), (value) => {
        expect(firstMessage(schema, value)).toEqual(rule(value));
      }),
    );
  });

  it('answers a missing value with the required message', () => {
    expect(firstMessage(s.EmailSchema, undefined)).toBe('Este campo es obligatorio');
    expect(firstMessage(s.SmsCodeSchema, undefined)).toBe('Por favor ingresa el código que recibiste por SMS');
  });
});

describe('phone schemas', () => {
  it('wire PHONE takes ten bare digits only', () => {
    expect(s.PhoneSchema.parse('3311112222')).toBe('3311112222');
    expect(firstMessage(s.PhoneSchema, '(331) 111 - 2222')).toBe('Número celular no valido');
    for (const bad of ['33111122224', '331111222', '', ' 3311112222']) {
      expect(firstMessage(s.PhoneSchema, bad), bad).toBe('Número celular no valido');
    }
  });

  it('a masked input parses to the wire form', () => {
    expect(s.PhoneInputSchema.parse('(331) 111 - 2222')).toBe('3311112222');
    expect(s.PhoneSchema.parse(s.PhoneInputSchema.parse('(331) 111 - 2222'))).toBe('3311112222');
  });

  it('the SMS code is trimmed before it is sent', () => {
    expect(s.SmsCodeSchema.parse(' 123456 ')).toBe('123456');
  });
});
