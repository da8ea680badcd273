import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createAppRoutes } from '../../src/app/router';
import { useCompanyStore } from '../../src/features/company/company-store';
import { useAuthStore } from '../../src/features/auth/auth-store';
import { BANNERS, BRANCH, COMPANY_INFO, USER } from './fixtures';

// Route chunks are imported on first use; the first import of Mantine's Select takes a while.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these; Mantine's Select measures with ResizeObserver, ScrollRestoration scrolls.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver;
window.scrollTo = () => {};

/** matchMedia that answers min-width / max-width queries for a given screen width. */
export function setScreenWidth(width: number) {
  window.matchMedia = (query: string): MediaQueryList => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = (min || max ? true : false) && (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  };
}

export type Responder = (path: string, init?: RequestInit) => { status?: number; body: unknown } | undefined;

export const DEFAULT_RESPONSES: Record<string, unknown> = {
  '/api/company/companyInfo': COMPANY_INFO,
  '/api/company/companyBanners': { ok: true, banners: BANNERS },
  '/api/company/branchesInfo': { ok: true, branchesInfo: [BRANCH] },
  '/api/themes/getThemes': { ok: true, themes: [] },
  '/api/customer/addresses/list': { ok: true, user_addresses: [] },
  '/api/orders/pickDaySummary': {
    ok: true,
    DATE: '2026-11-28',
    BRANCH: 'GDL-CENTRO',
    products: [],
    clocks: { PENDING: { MINUTES: null, ORDERS: 0 }, STOCKING: { MINUTES: null, ORDERS: 0 } },
  },
  '/api/themes/getTheme': {
    ok: true,
    theme: { THEME: 'default', MODE: '{"dark":false}', FOLDER: '' },
    themeColors: { primary: '#1f6fb2' },
  },
};

/** Stubs fetch: `override` answers first, then DEFAULT_RESPONSES; records every path asked for. */
export function mockApi(override: Responder = () => undefined) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    calls.push(path);
    const answer = override(path, init) ?? { status: 200, body: DEFAULT_RESPONSES[path] ?? { ok: false } };
    const status = answer.status ?? 200;
    return new Response(JSON.stringify(answer.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export function signIn(access: string[]) {
  useAuthStore.setState({
    user: USER,
    user_access: access.map((ACCESS) => ({ ACCESS })),
    idToken: 'token-de-prueba-123',
    status: 'authenticated',
  });
}

export function resetStores() {
  useAuthStore.getState().logout();
  useAuthStore.setState({ status: 'authenticating' });
  useCompanyStore.getState().setCompanyInfo(COMPANY_INFO);
}

/** A first visit on a screen `width` px wide: stores reset, nothing remembered in either storage. */
export function freshVisit(width: number) {
  resetStores();
  sessionStorage.clear();
  localStorage.clear();
  setScreenWidth(width);
}

export function newQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/**
 * The real route tree in a memory router, with the providers the screens need; `onCommit` (a
 * React Profiler's) hears every commit, to check that a screen does not render again for nothing.
 */
export function renderRoute(path: string, queryClient = newQueryClient(), onCommit?: ProfilerOnRenderCallback) {
  const router = createMemoryRouter(createAppRoutes(queryClient), { initialEntries: [path] });
  const view = render(
    <Profiler id="app" onRender={onCommit ?? (() => undefined)}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider env="test">
          <RouterProvider router={router} />
        </MantineProvider>
      </QueryClientProvider>
    </Profiler>,
  );
  return { router, queryClient, ...view };
}
