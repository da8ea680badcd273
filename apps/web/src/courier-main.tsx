// The courier's phone page as its own small app (courier.html, decision 080): React, TanStack
// Query, the session, the live channel and the page — no router, Mantine components or storefront
// start-up, so a first visit loads under the 120 KB the page may use before its list.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './app/global.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GUARDS, isAllowed } from './app/access-rules';
import layoutStyles from './app/layouts/layouts.module.css';
import { createQueryClient } from './app/query-client';
import { checkAuth, connectSocket } from './app/startup-steps';
import { useAuthStore } from './features/auth';
import { CourierPage } from './features/couriers/courier-page';
import { NotificationsHost } from './shared/notify/notifications-host';
import { applyStoredTheme } from './shared/theme/apply-stored-theme';

applyStoredTheme();
const queryClient = createQueryClient();
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root');

// As the storefront's guard: without the access (or signed out later) the page is the store's home.
const isCourier = () => isAllowed(useAuthStore.getState().user_access, GUARDS.courier);
if (!isCourier()) location.replace('/');
else {
  useAuthStore.subscribe(() => void (isCourier() || location.replace('/')));
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <main id="main-content" className={layoutStyles.fullBleed}>
          <CourierPage />
        </main>
        <NotificationsHost />
      </QueryClientProvider>
    </StrictMode>,
  );
  // The list shows with the stored session; its renewal and the live channel follow, as at the store's start-up.
  void checkAuth();
  connectSocket(queryClient);
}
