import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect } from 'react';
import { RouterProvider } from 'react-router';
import type { createAppRouter } from './router';
import { useCompanyStore } from '../features/company';
import { NotificationsHost } from '../shared/notify/notifications-host';
import { ThemeEngineProvider } from '../features/themes';
import { useThemeStore } from '../shared/theme/theme-store';
import { ScreenGuessContext, type ScreenGuess } from '../shared/ui/screen-guess';
import { BootGate } from './boot-screen';
import { startApp, type StartupDeps } from './startup-sequence';

interface AppRootProps {
  queryClient: QueryClient;
  router?: ReturnType<typeof createAppRouter>;
  startupDeps: StartupDeps;
  /** The router element when it is not a browser router (the server render's static router). */
  children?: ReactNode;
  /** The screen a server-rendered page was laid out for (decision 087); the same on the server and while hydrating. */
  screen?: ScreenGuess;
}

/** Providers around the router: query cache, theme engine, boot gate, notifications. */
export function AppRoot({ queryClient, router, startupDeps, children, screen = 'phone' }: AppRootProps) {
  const companyTheme = useCompanyStore((s) => s.company?.THEME ?? null);
  const retry = useCallback(() => void startApp(startupDeps), [startupDeps]);
  useThemeColorMeta();
  return (
    <QueryClientProvider client={queryClient}>
      <ScreenGuessContext.Provider value={screen}>
        <ThemeEngineProvider companyTheme={companyTheme}>
          <BootGate onRetry={retry}>{children ?? (router ? <RouterProvider router={router} /> : null)}</BootGate>
          <NotificationsHost />
        </ThemeEngineProvider>
      </ScreenGuessContext.Provider>
    </QueryClientProvider>
  );
}

/** Keeps <meta name="theme-color"> (the phone's browser bar) in the theme's primary colour. */
function useThemeColorMeta() {
  const colors = useThemeStore((s) => s.colors);
  useEffect(() => {
    const color = colors.primary;
    const meta = document.querySelector('meta[name="theme-color"]');
    if (color && meta) meta.setAttribute('content', color);
  }, [colors]);
}
