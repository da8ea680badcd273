import { MIN_STORED_TOKEN_LENGTH, PHONE_DIGITS } from '@mostrador/shared/constants/limits';
import { t } from '@mostrador/shared/messages/es-MX';
import type { QueryClient } from '@tanstack/react-query';
import { companyBannersQuery, companyInfoQuery, probeLogo, useCompanyStore } from '../features/company';
import { renewToken, useAuthStore } from '../features/auth';
import { notify } from '../shared/notify/notify';

/** docs/product.md#sessions: what the session check yields when there is nothing to renew. */
export const NO_TOKEN_NOR_PHONE = t('errors.noTokenNorPhone');

/** Loads company info into the query cache and the company store; sets the page title (unless the server's page has its own). */
export async function loadCompanyInfo(queryClient: QueryClient, { keepTitle = false } = {}): Promise<void> {
  const info = await queryClient.fetchQuery(companyInfoQuery);
  useCompanyStore.getState().setCompanyInfo(info);
  if (!keepTitle) document.title = info.company.NAME;
  probeLogo();
}

/** Loads the banners into the query cache (the caller ignores a failure, docs/product.md#start-up). */
export async function loadBanners(queryClient: QueryClient): Promise<void> {
  await queryClient.fetchQuery(companyBannersQuery);
}

/**
 * Push-messaging token (docs/product.md#push-notifications): the device's Web Push subscription, read only when permission
 * was already granted (never a prompt at start-up). The push code and the service worker's
 * registration load after the first screen, on idle, outside the home bundle.
 */
export async function getPushToken(): Promise<string | null> {
  const push = () => import('../features/push');
  whenIdleAfterLoad(() => void push().then((p) => p.registerServiceWorker(notify)));
  return globalThis.Notification?.permission === 'granted' ? (await push()).pushTokenIfGranted() : null;
}

// `requestIdleCallback` bare, not `window.…`: a test environment torn down before the timer fires
// has no `window`, and `typeof` of a missing global is safe.
function whenIdleAfterLoad(start: () => void): void {
  const whenIdle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 2_000 }) : setTimeout(start, 200);
  const afterLoad = () => setTimeout(whenIdle, 500);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/** Renews a stored session (injected in tests). */
export type RenewSession = (session: { token: string; phone: string }) => Promise<void>;

/** POST /login/renewToken: stores the rotated token, fresh user data, access and addresses. */
export const renewStoredSession: RenewSession = async ({ token, phone }) => {
  useAuthStore.getState().setSession(await renewToken(token, phone));
};

/**
 * Session check (docs/product.md#sessions): renewal is attempted only with a stored token longer than 10
 * characters and a 10-character user phone; on failure the user is logged out. Without them it
 * yields "NO TOKEN NOR PHONE" and the visitor simply stays anonymous — never sent to login.
 */
export async function checkAuth(renew: RenewSession = renewStoredSession): Promise<string> {
  const { idToken, user, setStatus, logout } = useAuthStore.getState();
  const phone = user?.PHONE ?? '';
  if (!idToken || idToken.length <= MIN_STORED_TOKEN_LENGTH || phone.length !== PHONE_DIGITS) {
    setStatus('not-authenticated');
    return NO_TOKEN_NOR_PHONE;
  }
  try {
    await renew({ token: idToken, phone });
    setStatus('authenticated');
    return 'OK';
  } catch (error) {
    logout();
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * Opens the live channel (the socket step in docs/product.md#live-channel). The channel's code and the socket.io client
 * (12 KB) load once the page has loaded and the browser is idle, so they never delay the first
 * screen; on connecting the client re-reads the orders on screen, so nothing that changed
 * meanwhile is missed.
 */
export function connectSocket(queryClient: QueryClient): void {
  whenIdleAfterLoad(
    () =>
      void import('../features/live')
        .then((live) => live.connectLiveChannel(queryClient))
        .catch((error: unknown) => console.error(t('app.liveChannel'), error)),
  );
}
