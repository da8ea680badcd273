import { MantineContext, MantineProvider } from '@mantine/core';
import { use, useMemo } from 'react';
import type { ReactNode } from 'react';
import { buildMantineTheme } from './mantine-theme';
import { useThemeStore } from './theme-store';

/**
 * MantineProvider for the part of the page that uses Mantine components (a dialog, the theme
 * picker, the background's floating controls), with the theme's palette and colour scheme.
 * Mantine stays out of the first download: it arrives with the lazy chunk that needs it. The
 * page-wide CSS variables come from the theme engine (mantine-variables.ts), so a scope adds
 * nothing visible outside its components. Inside another MantineProvider (tests) it adds none.
 */
export function MantineScope({ children }: { children: ReactNode }) {
  const outer = use(MantineContext);
  const colors = useThemeStore((s) => s.colors);
  const isDark = useThemeStore((s) => s.theme?.MODE.dark ?? false);
  const theme = useMemo(() => buildMantineTheme(colors), [colors]);
  if (outer) return children;
  return (
    <MantineProvider theme={theme} forceColorScheme={isDark ? 'dark' : 'light'}>
      {children}
    </MantineProvider>
  );
}
