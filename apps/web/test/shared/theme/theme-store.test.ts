import { afterEach, describe, expect, it } from 'vitest';
import { INITIAL_SLIDESHOW } from '../../../src/shared/theme/background-slideshow';
import { DEFAULT_THEME_MODE } from '../../../src/shared/theme/theme-defaults';
import { THEME_STORAGE_KEY, setTheme, useThemeStore } from '../../../src/shared/theme/theme-store';

const saved = () => JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? 'null') as { state: Record<string, unknown> };

afterEach(() => {
  localStorage.clear();
  useThemeStore.setState({ themeName: 'default', theme: null, colors: {}, background: INITIAL_SLIDESHOW });
});

describe('theme store', () => {
  it("defaults to 'default' (the company's theme) with the background on", () => {
    const s = useThemeStore.getInitialState();
    expect(s.themeName).toBe('default');
    expect(s.background.isOn).toBe(true);
  });

  it("persists the chosen theme, colours and background preference under 'mostrador-theme'", () => {
    setTheme('noche');
    const store = useThemeStore.getState();
    store.setResolvedTheme({ THEME: 'noche', MODE: DEFAULT_THEME_MODE, FOLDER: 'noche' }, { primary: '#000' });
    store.setBackgroundPaths(['1', '2']);
    store.dispatchBackground({ type: 'set-on', isOn: false });
    const { state } = saved();
    expect(state.themeName).toBe('noche');
    expect(state.colors).toEqual({ primary: '#000' });
    expect(state.background).toEqual({ isOn: false, isPausedByUser: false });
  });

  it('an empty name means the company theme', () => {
    setTheme('   ');
    expect(useThemeStore.getState().themeName).toBe('default');
  });

  it('restores well-formed saved data and ignores the rest', async () => {
    localStorage.setItem(
      THEME_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        state: {
          themeName: 'noche',
          theme: { THEME: 'noche', MODE: { dark: true, rotateBkgrndTime: 0.2 }, FOLDER: 'n' },
          colors: { primary: '#111' },
          background: { isOn: 'no' },
        },
      }),
    );
    await useThemeStore.persist.rehydrate();
    const s = useThemeStore.getState();
    expect(s.themeName).toBe('noche');
    expect(s.theme?.MODE).toEqual({ ...DEFAULT_THEME_MODE, dark: true, rotateBkgrndTime: 10 });
    expect(s.background.isOn).toBe(true);

    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ version: 1, state: { theme: 'roto', themeName: 7 } }));
    useThemeStore.setState({ themeName: 'default', theme: null });
    await useThemeStore.persist.rehydrate();
    expect(useThemeStore.getState().theme).toBeNull();
    expect(useThemeStore.getState().themeName).toBe('default');
  });
});
