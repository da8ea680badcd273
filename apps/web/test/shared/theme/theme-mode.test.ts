import { describe, expect, it } from 'vitest';
import { ThemeModeSchema } from '@mostrador/shared/schemas/themes';
import { DEFAULT_THEME_MODE } from '../../../src/shared/theme/theme-defaults';
import { parseThemeMode } from '../../../src/shared/theme/theme-mode';

const withRotate = (value: unknown) => parseThemeMode(JSON.stringify({ rotateBkgrndTime: value })).rotateBkgrndTime;

describe('parseThemeMode (docs/product.md#themes)', () => {
  it('reads every field of a valid MODE', () => {
    const mode = parseThemeMode(
      '{"dark":true,"rotateBkgrndTime":30,"opacityContainers":0.8,"opacityBackground":0.5,"isRandomBackground":true}',
    );
    expect(mode).toEqual({
      dark: true,
      rotateBkgrndTime: 30,
      opacityContainers: 0.8,
      opacityBackground: 0.5,
      isRandomBackground: true,
    });
  });

  it('defaults: light, 10 s, containers opacity 1, background opacity -1, not random', () => {
    expect(parseThemeMode('{}')).toEqual({
      dark: false,
      rotateBkgrndTime: 10,
      opacityContainers: 1,
      opacityBackground: -1,
      isRandomBackground: false,
    });
  });

  it.each([['{no es json'], [''], ['null'], ['[1,2]'], ['42'], ['"texto"'], [null], [undefined]])(
    'falls back to the defaults for %j',
    (input) => {
      expect(parseThemeMode(input)).toEqual(DEFAULT_THEME_MODE);
    },
  );

  it('a bad field falls back alone, the others are kept', () => {
    const mode = parseThemeMode('{"dark":"sí","rotateBkgrndTime":25,"opacityContainers":"0.5"}');
    expect(mode.dark).toBe(false);
    expect(mode.rotateBkgrndTime).toBe(25);
    expect(mode.opacityContainers).toBe(1);
  });

  it('resets a rotation time under 1, over 99999 or missing to 10', () => {
    expect(withRotate(0.5)).toBe(10);
    expect(withRotate(-3)).toBe(10);
    expect(withRotate(100000)).toBe(10);
    expect(withRotate('20')).toBe(10);
    expect(withRotate(null)).toBe(10);
    expect(parseThemeMode('{"dark":true}').rotateBkgrndTime).toBe(10);
  });

  it('keeps rotation times from 1 to 99999', () => {
    expect(withRotate(1)).toBe(1);
    expect(withRotate(45)).toBe(45);
    expect(withRotate(99999)).toBe(99999);
  });

  it('keeps exactly 0, which pauses the slideshow (docs/product.md#themes; shared normalizeRotateSeconds)', () => {
    expect(withRotate(0)).toBe(0);
  });
});

describe('parseThemeMode and the shared ThemeModeSchema agree (it checks fields without zod)', () => {
  it('has a default of the schema’s type for every field, and reads each field as the schema does', () => {
    expect(Object.keys(DEFAULT_THEME_MODE).sort()).toEqual(Object.keys(ThemeModeSchema.shape).sort());
    const values: unknown[] = [true, false, 0, 0.5, 2, -1, '1', 'true', null, [], {}, undefined];
    for (const key of Object.keys(ThemeModeSchema.shape) as (keyof typeof ThemeModeSchema.shape)[]) {
      if (key === 'rotateBkgrndTime') continue; // the rule in docs/product.md#themes, tested above
      for (const value of values) {
        const bySchema = ThemeModeSchema.shape[key].safeParse(value);
        const parsed = parseThemeMode(JSON.stringify({ [key]: value }))[key];
        expect(parsed, `${key} = ${JSON.stringify(value)}`).toEqual(bySchema.success ? bySchema.data : DEFAULT_THEME_MODE[key]);
      }
    }
  });
});
