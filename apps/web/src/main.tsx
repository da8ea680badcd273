// Mantine's base layers only; components bring their own CSS in the chunks that use them.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './app/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { startApp, type StartupDeps } from './app/startup-sequence';
import { connectCartToSession } from './features/cart';
import { captureInstallPrompt } from './features/push';
import { notify } from './shared/notify/notify';
import { applyStoredTheme } from './shared/theme/apply-stored-theme';

// Paint the last theme before anything renders, so a returning visitor sees no colour flash.
applyStoredTheme();
// Chromium's install offer can come before the menu exists: keep it for "Instalar la app".
captureInstallPrompt();

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

// Start-up and the router begin together: route chunks download while company data loads.
void startApp(startupDeps);
const router = createAppRouter(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root');
const root = createRoot(container);
// A transition: React renders the first screen in slices and lets the browser in between, rather
// than in one long task (a phone's Total Blocking Time, issue 18).
startTransition(() => {
  root.render(
    <StrictMode>
      <AppRoot queryClient={queryClient} router={router} startupDeps={startupDeps} />
    </StrictMode>,
  );
});
