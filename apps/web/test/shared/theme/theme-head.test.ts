import { afterEach, describe, expect, it } from 'vitest';
import { applyStoredTheme } from '../../../src/shared/theme/apply-stored-theme';
import { applyTheme } from '../../../src/shared/theme/apply-theme';
import { hasServerTheme, THEME_STYLE_ID } from '../../../src/shared/theme/graduations';
import { themeHead } from '../../../src/shared/theme/theme-head';
import { useThemeStore } from '../../../src/shared/theme/theme-store';
import { DEFAULT_THEME_MODE } from '../../../src/shared/theme/theme-defaults';

// Decision 086: a server-rendered page carries the company theme's CSS; the app keeps it until it
// has a theme of its own to apply, and then writes the same element.
const answer = (mode: object) => ({
  ok: true as const,
  theme: { THEME: 'verde', MODE: JSON.stringify(mode), FOLDER: '' },
  themeColors: { primary: '#1f6f43' },
});

function serverPage(css: string) {
  document.head.innerHTML = `<style id="${THEME_STYLE_ID}" data-server>${css}</style>`;
}

afterEach(() => {
  document.head.innerHTML = '';
  useThemeStore.setState({ theme: null, colors: {} });
});

describe('the theme a rendered page carries', () => {
  it('holds the values applyTheme writes for each colour, its contrast and Mantine’s, with its colour scheme', () => {
    const head = themeHead(answer({ dark: true }));
    expect(head).toMatchObject({ name: 'verde', dark: true });
    applyTheme({ name: 'verde', mode: { ...DEFAULT_THEME_MODE, dark: true }, colors: { primary: '#1f6f43' } });
    const written = document.getElementById(THEME_STYLE_ID)?.textContent ?? '';
    const declarations = head.css.match(/--[a-z0-9-]+:[^;}]+/g) ?? [];
    expect(declarations.length).toBeGreaterThan(5);
    expect(declarations).toContain('--c-primary-contrast:#ffffff');
    for (const declaration of declarations) expect(written).toContain(declaration);
    // Not the graduations and utility classes: the app writes those when it starts.
    expect(head.css).not.toContain('--c-primary-d1:');
    expect(head.css).not.toContain('.bg-primary');
    expect(themeHead(answer({})).dark).toBe(false);
  });

  it('stays while nothing is saved on the device, and gives way to a saved theme', () => {
    const { css } = themeHead(answer({}));
    serverPage(css);
    applyStoredTheme();
    expect(hasServerTheme()).toBe(true);
    expect(document.getElementById(THEME_STYLE_ID)?.textContent).toBe(css);

    useThemeStore.setState({ theme: { THEME: 'rojo', MODE: DEFAULT_THEME_MODE, FOLDER: '' }, colors: { primary: '#ff0000' } });
    applyStoredTheme();
    expect(hasServerTheme()).toBe(false);
    expect(document.querySelectorAll(`#${THEME_STYLE_ID}`)).toHaveLength(1);
    expect(document.getElementById(THEME_STYLE_ID)?.textContent).toContain('--c-primary:rgba(255, 0, 0, 1);');
  });

  it('without a server theme, an empty store still applies the defaults', () => {
    applyStoredTheme();
    expect(document.documentElement.dataset.theme).toBe('default');
    expect(hasServerTheme()).toBe(false);
  });
});
