import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTheme, resolveThemeName } from '../../../src/features/themes/load-theme';
import { INITIAL_SLIDESHOW } from '../../../src/shared/theme/background-slideshow';
import { ThemeEngineProvider } from '../../../src/features/themes/theme-engine-provider';
import { THEME_STORAGE_KEY, setTheme, useThemeStore } from '../../../src/shared/theme/theme-store';
import { clearNotifications, useNotifyStore } from '../../../src/shared/notify/notify-store';
import '../../shared/render';

type Body = Record<string, unknown>;
const THEMES: Record<string, { MODE: Body; colors: Record<string, string> }> = {
  farmacia: { MODE: { dark: false, rotateBkgrndTime: 20 }, colors: { primary: '#0b7a75' } },
  noche: {
    MODE: { dark: true, isRandomBackground: true },
    colors: { primary: '#90caf9', positive: '#66bb6a' },
  },
};
const requests: { path: string; body: Body }[] = [];

function answer(path: string, body: Body): Response {
  const json = (status: number, data: unknown) =>
    new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });
  if (path === '/api/themes/getTheme') {
    const theme = THEMES[String(body.THEME)];
    if (!theme) return json(404, { ok: false, errors: 'No existe el tema' });
    return json(200, {
      ok: true,
      theme: { THEME: body.THEME, MODE: JSON.stringify(theme.MODE), FOLDER: String(body.THEME) },
      themeColors: theme.colors,
    });
  }
  if (path === '/api/themes/backgrounds') {
    if (body.FOLDER === 'noche') return json(500, { ok: false, errors: 'falló' });
    return json(200, { ok: true, paths: [`${String(body.FOLDER)}/1.webp`, `${String(body.FOLDER)}/2.webp`] });
  }
  return json(404, { ok: false, errors: 'ruta' });
}

beforeEach(() => {
  requests.length = 0;
  localStorage.clear();
  useThemeStore.setState({ themeName: 'default', theme: null, colors: {}, background: INITIAL_SLIDESHOW });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Body;
      requests.push({ path: url, body });
      return answer(url, body);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearNotifications();
});

describe('resolveThemeName (docs/product.md#themes)', () => {
  it("uses the company's theme while the stored one is 'default', else the stored one", () => {
    expect(resolveThemeName('default', 'farmacia')).toBe('farmacia');
    expect(resolveThemeName('noche', 'farmacia')).toBe('noche');
    expect(resolveThemeName('default', undefined)).toBeNull();
    expect(resolveThemeName('default', '  ')).toBeNull();
  });
});

describe('loadTheme', () => {
  it('fetches the theme, parses MODE and loads its backgrounds into the store', async () => {
    const theme = await loadTheme('farmacia');
    expect(requests.map((r) => r.path)).toEqual(['/api/themes/getTheme', '/api/themes/backgrounds']);
    expect(requests[0]?.body).toEqual({ THEME: 'farmacia' });
    expect(requests[1]?.body).toEqual({ FOLDER: 'farmacia' });
    expect(theme.MODE).toMatchObject({ dark: false, rotateBkgrndTime: 20, opacityBackground: -1 });
    const s = useThemeStore.getState();
    expect(s.colors).toEqual({ primary: '#0b7a75' });
    expect(s.background.paths).toEqual(['farmacia/1.webp', 'farmacia/2.webp']);
    expect(s.background.rotateSeconds).toBe(20);
  });

  it('keeps the theme when its picture list fails (no background)', async () => {
    await loadTheme('noche');
    const s = useThemeStore.getState();
    expect(s.theme?.MODE.dark).toBe(true);
    expect(s.background.paths).toEqual([]);
  });
});

describe('<ThemeEngineProvider />', () => {
  it("loads the company's theme while the stored theme is 'default'", async () => {
    render(<ThemeEngineProvider companyTheme="farmacia" />);
    await waitFor(() => expect(useThemeStore.getState().theme?.THEME).toBe('farmacia'));
    expect(requests[0]?.body).toEqual({ THEME: 'farmacia' });
    expect(document.documentElement.dataset.theme).toBe('farmacia');
    expect(document.getElementById('theme-colors')?.textContent).toContain('--c-primary:rgba(11, 122, 117, 1);');
  });

  it('loads the chosen theme instead, applies dark mode and dark favicons, and persists the choice', async () => {
    setTheme('noche');
    render(<ThemeEngineProvider companyTheme="farmacia" />);
    await waitFor(() => expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark'));
    expect(requests.map((r) => r.body.THEME).filter(Boolean)).toEqual(['noche']);
    expect(document.querySelector('link[data-favicon="32"]')?.getAttribute('href')).toBe('/icons/favicon-dark-32.png');
    expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? '{}').state.themeName).toBe('noche');
  });

  it('shows the server error and falls back to the company theme when the chosen one is gone', async () => {
    setTheme('borrado');
    render(<ThemeEngineProvider companyTheme="farmacia" />);
    await waitFor(() => expect(useThemeStore.getState().theme?.THEME).toBe('farmacia'));
    expect(useNotifyStore.getState().items.map((n) => [n.type, n.message])).toEqual([['negative', 'No existe el tema']]);
    expect(useThemeStore.getState().themeName).toBe('default');
  });
});
