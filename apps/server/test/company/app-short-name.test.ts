import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { appShortName, SHORT_NAME_MAX } from '../../src/modules/company/app-short-name';

// Issue 32: the name under the installed app's icon fits (launchers cut past about 12 characters).
describe('the app short name', () => {
  it.each([
    ['Farmacias Mostrador', 'Mostrador'],
    ['Mostrador', 'Mostrador'],
    ['Farmacia San Pablo', 'San Pablo'],
    ['Farmacias del Ahorro', 'Ahorro'],
    ['FARMACIAS GUADALAJARA', 'GUADALAJARA'],
    ['Farmacias Mostrador, S.A. de C.V.', 'Mostrador'],
    ['Farmacias   Mostrador   del Bajío y Occidente', 'Mostrador'],
    ['Droguería y Farmacia', 'Droguería'],
    ['Boticas Especializadas Nacionales Integrales', 'ENI'],
    ['Dermocosméticos Especializados', 'Dermocosmét…'],
    ['Supercalifragilísticoespialidoso', 'Supercalifr…'],
    ['Salud Ñandú', 'Salud Ñandú'],
    ['', 'Mostrador'],
  ])('%j → %j', (name, short) => {
    expect(appShortName(name)).toBe(short);
    expect([...appShortName(name)].length).toBeLessThanOrEqual(SHORT_NAME_MAX);
  });

  it('takes the configured short name as it is, and ignores an empty one', () => {
    expect(appShortName('Farmacias Mostrador', 'FarmaMostra')).toBe('FarmaMostra');
    expect(appShortName('Farmacias Mostrador', '  ')).toBe('Mostrador');
    expect(appShortName('Farmacias Mostrador', null)).toBe('Mostrador');
  });

  it('counts letters, not UTF-16 units or decomposed accents', () => {
    // 12 letters, one of them an accent written as two code points (NFD).
    const decomposed = 'Farmacéutica'.normalize('NFD');
    expect(appShortName(decomposed)).toBe('Farmacéutica'.normalize('NFC'));
  });

  it('refuses a configured APP_SHORT_NAME longer than 12 characters at start', () => {
    const problems = (env: Record<string, string>) => {
      try {
        return loadConfig({ APP_MODE: 'test', ...env }).appShortName;
      } catch (error) {
        return error instanceof ConfigError ? error.problems : error;
      }
    };
    expect(problems({ APP_SHORT_NAME: 'Farmacéutica' })).toBe('Farmacéutica');
    expect(problems({ APP_SHORT_NAME: 'Farmacias Mostrador' })).toEqual([
      expect.stringMatching(/^APP_SHORT_NAME: .*como mucho 12 caracteres/),
    ]);
    expect(problems({})).toBeNull();
  });
});
