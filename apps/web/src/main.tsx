// Mantine's base layers only; components bring their own CSS in the chunks that use them.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './app/global.css';
import { hydrate as hydrateQueries } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import { useBootStore } from './app/boot-store';
import { createQueryClient } from './app/query-client';
import { createAppRouter, createAppRoutes } from './app/router';
import { AfterHydration, hydrationRouter } from './app/ssr/hydration';
import { rehydrateStoredState } from './app/ssr/stored-state';
import { startApp, type StartupDeps } from './app/startup-sequence';
import { companyInfoQuery, useCompanyStore } from './features/company';
import { isServerRenderedPage, readServerRender, type ServerRenderData } from './shared/ssr/server-render-data';
import { connectCartToSession } from './features/cart';
import { captureInstallPrompt } from './features/push';
import { startRumWhenIdle } from './shared/rum/start-rum';
import { notify } from './shared/notify/notify';
import { applyStoredTheme } from './shared/theme/apply-stored-theme';

// Paint the last theme before anything renders, so a returning visitor sees no colour flash.
applyStoredTheme();
// Chromium's install offer can come before the menu exists: keep it for "Instalar la app".
captureInstallPrompt();
// Issue 37: real visits' Core Web Vitals, on idle after load (web-vitals is its own chunk).
startRumWhenIdle();

const queryClient = createQueryClient();
connectCartToSession(queryClient);
const startupDeps: StartupDeps = {
  queryClient,
  showConnecting: (message, timeoutMs) => {
    // 'ongoing' never closes by itself, so the toast is dismissed after its 2000 ms.
    const toast = notify({ type: 'ongoing', message, timeout: timeoutMs });
    setTimeout(toast.dismiss, timeoutMs);
  },
};

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root');
const rendered = readServerRender();
if (rendered) void hydrate(container, rendered);
else renderFromScratch(container);

/** The plain shell: start-up and the router begin together; route chunks download while company data loads. */
function renderFromScratch(root: HTMLElement) {
  // Only a page whose server data could not be read has stores still to read (synchronous storage).
  if (isServerRenderedPage()) void rehydrateStoredState();
  void startApp(startupDeps);
  const router = createAppRouter(queryClient);
  // A transition: React renders the first screen in slices and lets the browser in between, rather
  // than in one long task (a phone's Total Blocking Time, issue 18).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppRoot queryClient={queryClient} router={router} startupDeps={startupDeps} />
      </StrictMode>,
    );
  });
}

/**
 * A page the server rendered (decision 073): the cache and the router start from its answers and
 * its route modules, React hydrates what is painted, and then the stores kept on the device are
 * read and start-up runs, never hiding the page.
 */
async function hydrate(root: HTMLElement, data: ServerRenderData) {
  hydrateQueries(queryClient, data.queries);
  const info = queryClient.getQueryData(companyInfoQuery.queryKey);
  if (info) useCompanyStore.getState().setCompanyInfo(info);
  if (data.logoAspect) useCompanyStore.getState().setLogoAspect(data.logoAspect);
  useBootStore.getState().set({ phase: 'ready', progress: 1 });
  const routes = createAppRoutes(queryClient);
  const router = await hydrationRouter(routes, data);
  const painted: StartupDeps = { ...startupDeps, painted: true };
  const afterHydration = () => {
    // Said on the page, for journeys and tools that wait for the app to take over the painted HTML.
    document.documentElement.dataset.hydrated = 'true';
    void rehydrateStoredState().then(() => startApp(painted));
  };
  // Not in a transition (tried, decision 085): hydration's longest task shrank, but the page stayed
  // painted and unresponsive for longer, and a tap or a choice in that time was lost.
  hydrateRoot(
    root,
    <StrictMode>
      <AppRoot queryClient={queryClient} router={router} startupDeps={painted} screen={data.screen} />
      <AfterHydration onDone={afterHydration} />
    </StrictMode>,
  );
}
