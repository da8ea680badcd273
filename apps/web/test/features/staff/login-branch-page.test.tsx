import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../src/features/auth/auth-store';
import type { GoogleIdentity } from '../../../src/features/auth/google-identity';
import { signOut } from '../../../src/features/auth/sign-out';
import { useSocketStore } from '../../../src/shared/socket/socket-store';
import { NotificationsHost } from '../../../src/shared/notify/notifications-host';
import { clearNotifications } from '../../../src/shared/notify/notify-store';
import { mockApi, renderRoute, resetStores, setScreenWidth, signIn } from '../../app/helpers';

const CLIENT_ID = 'farmacia.apps.googleusercontent.com';
const base64url = (json: object) => Buffer.from(JSON.stringify(json)).toString('base64url');
const ID_TOKEN = `${base64url({ alg: 'RS256' })}.${base64url({ email: 'centro@farmacia.mx', name: 'José Ñúñez', picture: 'https://x/p.png' })}.firma`;

/** Google Identity Services as the page sees it: records initialize and draws a button. */
function fakeGoogle() {
  const google = {
    callback: null as ((r: { credential: string }) => void) | null,
    initialize: vi.fn((options: Parameters<GoogleIdentity['initialize']>[0]) => {
      google.callback = options.callback;
    }),
    renderButton: vi.fn((parent: HTMLElement) => {
      const button = document.createElement('button');
      button.textContent = 'Iniciar sesión con Google';
      button.onclick = () => google.callback?.({ credential: ID_TOKEN });
      parent.append(button);
    }),
    disableAutoSelect: vi.fn(),
  };
  vi.stubGlobal('google', { accounts: { id: google } });
  return google;
}

const googleMode = (path: string) => (path === '/api/login/google/config' ? { body: { ok: true, CLIENT_ID, DEMO: false } } : undefined);

beforeEach(() => {
  setScreenWidth(1440);
  resetStores();
  signIn(['ACCOUNT', 'BRANCH_STAFF']);
});
afterEach(() => {
  act(() => clearNotifications());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('login_branch with Google Identity Services', () => {
  it('renders Google’s button for the configured client and sends its ID token to /login/google', async () => {
    const google = fakeGoogle();
    const { fetchMock } = mockApi((path) =>
      path === '/api/login/google'
        ? { body: { ok: true, branch: { BRANCH: 'GDL-CENTRO', NAME: 'Centro' }, branchToken: 'token-de-sucursal-123' } }
        : googleMode(path),
    );
    render(<NotificationsHost />);
    renderRoute('/auth/login_branch');
    fireEvent.click(await screen.findByRole('button', { name: 'Iniciar sesión con Google' }));
    expect(google.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: CLIENT_ID, auto_select: false }));
    expect(await screen.findByText('Sucursal Centro conectada')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([p]) => String(p) === '/api/login/google');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      token: 'token-de-prueba-123',
      google_token: ID_TOKEN,
      firebase_token: null,
      google_name: 'José Ñúñez',
      google_picture: 'https://x/p.png',
    });
    expect(useAuthStore.getState()).toMatchObject({ branch: { BRANCH: 'GDL-CENTRO' }, branchIdToken: 'token-de-sucursal-123' });
  });

  it('says "Vaya, parece que algo salió mal" with the server’s reason when the sign-in is refused', async () => {
    fakeGoogle();
    mockApi((path) =>
      path === '/api/login/google'
        ? { status: 403, body: { ok: false, errors: 'Tu cuenta no tiene acceso al monitor de sucursal' } }
        : googleMode(path),
    );
    render(<NotificationsHost />);
    renderRoute('/auth/login_branch');
    fireEvent.click(await screen.findByRole('button', { name: 'Iniciar sesión con Google' }));
    expect(await screen.findByText('Vaya, parece que algo salió mal')).toBeTruthy();
    expect(screen.getByText('Tu cuenta no tiene acceso al monitor de sucursal')).toBeTruthy();
    expect(useAuthStore.getState().branchIdToken).toBeNull();
  });

  it('signs out of the branch only: the token is revoked, Google forgets the account, the phone session stays', async () => {
    const google = fakeGoogle();
    useAuthStore.setState({ branch: { BRANCH: 'GDL-CENTRO', NAME: 'Centro' }, branchIdToken: 'token-de-sucursal-123' });
    useSocketStore.setState({ socketBranchStatus: 'connected' });
    const { fetchMock } = mockApi((path) => (path === '/api/login/google/logout' ? { body: { ok: true } } : googleMode(path)));
    renderRoute('/auth/login_branch');
    await screen.findByRole('button', { name: 'Iniciar sesión con Google' });
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión de sucursal' }));
    await waitFor(() => expect(useAuthStore.getState().branchIdToken).toBeNull());
    expect(JSON.parse(String(fetchMock.mock.calls.find(([p]) => String(p) === '/api/login/google/logout')?.[1]?.body))).toEqual({
      token: 'token-de-prueba-123',
      branchToken: 'token-de-sucursal-123',
    });
    expect(google.disableAutoSelect).toHaveBeenCalled();
    expect(useSocketStore.getState().socketBranchStatus).toBe('disconnected');
    expect(useAuthStore.getState().idToken).toBe('token-de-prueba-123');
  });
});

describe('logout and Google sign-out (docs/product.md#sessions)', () => {
  it('on a Google sign-out failure says "Vaya, parece que algo salió mal"', async () => {
    const google = fakeGoogle();
    mockApi(googleMode);
    renderRoute('/auth/login_branch');
    await screen.findByRole('button', { name: 'Iniciar sesión con Google' });
    google.disableAutoSelect.mockImplementation(() => {
      throw new Error('gsi');
    });
    render(<NotificationsHost />);
    await act(() => signOut());
    expect(await screen.findByText('Vaya, parece que algo salió mal')).toBeTruthy();
    expect(useAuthStore.getState().idToken).toBeNull();
  });
});
