import { CONNECTING_TOAST_MS, STARTUP_DELAY_MS } from '@mostrador/shared/constants/limits';
import { t } from '@mostrador/shared/messages/es-MX';
import type { QueryClient } from '@tanstack/react-query';
import { messageOf } from '../shared/api/api-error';
import { notifyError } from '../shared/notify/notify';
import { useBootStore } from './boot-store';
import { delay, runStartup, StartupError, type StartupHooks, type StartupStep } from './startup';
import {
  checkAuth,
  connectSocket,
  getPushToken,
  loadBanners,
  loadCompanyInfo,
  renewStoredSession,
  type RenewSession,
} from './startup-steps';

/** docs/product.md#start-up catalogue text of the start-up toast. */
export const CONNECTING_MESSAGE = t('app.connecting');

export interface StartupDeps {
  queryClient: QueryClient;
  /** Shows the "Conectando..." toast (shared/notify in the app, a spy in tests). */
  showConnecting: (message: string, timeoutMs: number) => void;
  renew?: RenewSession;
  waitMs?: number;
  /**
   * The server painted the page (decision 073): start-up runs after hydration and never hides it
   * (no spinner, no logo screen, the page's own title kept); a failure is said in a notice.
   */
  painted?: boolean;
}

/** The docs/product.md#start-up sequence wired to the app: boot-store phases, query cache, auth store. */
export function createStartupSteps(deps: StartupDeps): StartupStep[] {
  const boot = useBootStore.getState();
  return [
    {
      name: 'showLoading',
      run: () => {
        if (!deps.painted) boot.set({ phase: 'loading', progress: 0, error: null });
        deps.showConnecting(CONNECTING_MESSAGE, CONNECTING_TOAST_MS);
      },
    },
    { name: 'loadCompanyInfo', run: () => loadCompanyInfo(deps.queryClient, { keepTitle: deps.painted }) },
    { name: 'loadBanners', run: () => loadBanners(deps.queryClient), optional: true },
    { name: 'showLogoScreen', run: () => (deps.painted ? undefined : boot.set({ phase: 'logo' })) },
    { name: 'getPushToken', run: getPushToken },
    { name: 'checkAuth', run: () => checkAuth(deps.renew ?? renewStoredSession) },
    { name: 'connectSocket', run: () => connectSocket(deps.queryClient) },
    { name: 'wait', run: () => delay(deps.waitMs ?? STARTUP_DELAY_MS) },
    { name: 'hideLoading', run: () => boot.set({ phase: 'ready', progress: 1 }) },
  ];
}

const progressHooks: StartupHooks = {
  onStepDone: (_name, index, total) => useBootStore.getState().set({ progress: (index + 1) / total }),
};

/** Runs start-up; on a required failure the boot screen shows the Spanish error and "Reintentar". */
export async function startApp(deps: StartupDeps, hooks: StartupHooks = {}): Promise<boolean> {
  try {
    await runStartup(createStartupSteps(deps), {
      ...hooks,
      onStepDone: (name, index, total) => {
        progressHooks.onStepDone?.(name, index, total);
        hooks.onStepDone?.(name, index, total);
      },
    });
    return true;
  } catch (error) {
    const cause = error instanceof StartupError ? error.cause : error;
    if (deps.painted) notifyError(cause);
    else useBootStore.getState().set({ phase: 'error', error: messageOf(cause) });
    return false;
  }
}
