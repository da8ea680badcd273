// The in-store screen's own page (kiosk.html, decision 037): React, TanStack Query and the kiosk
// feature only — no router, Mantine, session, live channel or storefront start-up.
import './app/global.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './app/query-client';
import { KioskApp } from './features/kiosk';

const queryClient = createQueryClient();
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root');
createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <KioskApp location={{ pathname: location.pathname, search: location.search }} />
    </QueryClientProvider>
  </StrictMode>,
);
