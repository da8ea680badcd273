import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeBackground } from '../../../src/shared/theme/theme-background';
import { INITIAL_SLIDESHOW } from '../../../src/shared/theme/background-slideshow';
import { random, useThemeStore } from '../../../src/shared/theme/theme-store';
import { DEFAULT_THEME_MODE } from '../../../src/shared/theme/theme-defaults';
import type { ThemeMode } from '@mostrador/shared/schemas/themes';
import { renderWithProviders } from '../render';

const IMG = 'https://img.example/media';

function setup(paths: string[], mode: Partial<ThemeMode> = {}) {
  const store = useThemeStore.getState();
  store.setResolvedTheme({ THEME: 'prueba', MODE: { ...DEFAULT_THEME_MODE, ...mode }, FOLDER: 'prueba' }, {});
  store.setBackgroundPaths(paths);
  return renderWithProviders(<ThemeBackground imgUrl={IMG} />);
}

const shown = (container: HTMLElement) => container.querySelector('[data-part="background"] img')?.getAttribute('src');

beforeEach(() => {
  vi.useFakeTimers();
  useThemeStore.setState({ theme: null, colors: {}, background: INITIAL_SLIDESHOW });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('<ThemeBackground />', () => {
  it('changes picture every rotateBkgrndTime seconds while playing, wrapping around', () => {
    const { container } = setup(['1.webp', '2.webp', '3.webp'], { rotateBkgrndTime: 5 });
    expect(shown(container)).toBe(`${IMG}/1.webp`);
    act(() => vi.advanceTimersByTime(4999));
    expect(shown(container)).toBe(`${IMG}/1.webp`);
    act(() => vi.advanceTimersByTime(1));
    expect(shown(container)).toBe(`${IMG}/2.webp`);
    act(() => vi.advanceTimersByTime(5000));
    act(() => vi.advanceTimersByTime(5000));
    expect(shown(container)).toBe(`${IMG}/1.webp`);
  });

  it('stops changing while paused and resumes with play', () => {
    const { container } = setup(['1.webp', '2.webp']);
    fireEvent.click(screen.getByRole('button', { name: 'Pausar fondos' }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(shown(container)).toBe(`${IMG}/1.webp`);
    fireEvent.click(screen.getByRole('button', { name: 'Reproducir fondos' }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(shown(container)).toBe(`${IMG}/2.webp`);
  });

  it('random mode with a fake random never repeats the picture on screen', () => {
    const values = [0, 0.99, 0.5, 0, 0, 0.99, 0.2];
    let i = 0;
    vi.spyOn(random, 'next').mockImplementation(() => values[i++ % values.length] ?? 0);
    const { container } = setup(['1', '2', '3', '4'], { isRandomBackground: true });
    let previous = shown(container);
    for (let step = 0; step < 12; step++) {
      act(() => vi.advanceTimersByTime(10_000));
      expect(shown(container)).not.toBe(previous);
      previous = shown(container);
    }
  });

  it('previous, next and off/on buttons with Spanish labels', () => {
    const { container } = setup(['1.webp', '2.webp', '3.webp']);
    expect(screen.getByRole('group', { name: 'Controles del fondo' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Fondo anterior' }));
    expect(shown(container)).toBe(`${IMG}/3.webp`);
    fireEvent.click(screen.getByRole('button', { name: 'Fondo siguiente' }));
    expect(shown(container)).toBe(`${IMG}/1.webp`);
    fireEvent.click(screen.getByRole('button', { name: 'Quitar fondo' }));
    expect(shown(container)).toBeUndefined();
    expect(screen.queryByRole('button', { name: 'Fondo siguiente' })).toBeNull();
    act(() => vi.advanceTimersByTime(30_000));
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar fondo' }));
    expect(shown(container)).toBe(`${IMG}/1.webp`);
  });

  it('with one picture shows it without slideshow buttons', () => {
    const { container } = setup(['solo.webp']);
    expect(shown(container)).toBe(`${IMG}/solo.webp`);
    expect(screen.queryByRole('button', { name: /fondos|Fondo siguiente/ })).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(shown(container)).toBe(`${IMG}/solo.webp`);
  });

  it('applies opacityBackground when it is 0 or more, and leaves it alone at -1', () => {
    const { container, unmount } = setup(['1.webp'], { opacityBackground: 0.4 });
    expect(container.querySelector<HTMLImageElement>('[data-part="background"] img')?.style.opacity).toBe('0.4');
    unmount();
    const again = setup(['1.webp']);
    expect(again.container.querySelector<HTMLImageElement>('[data-part="background"] img')?.style.opacity).toBe('');
  });

  it('preloads the next picture', () => {
    const loaded: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        decoding = '';
        set src(value: string) {
          loaded.push(value);
        }
      },
    );
    setup(['1.webp', '2.webp', '3.webp']);
    expect(loaded).toEqual([`${IMG}/2.webp`]);
    act(() => vi.advanceTimersByTime(10_000));
    expect(loaded).toEqual([`${IMG}/2.webp`, `${IMG}/3.webp`]);
  });
});
