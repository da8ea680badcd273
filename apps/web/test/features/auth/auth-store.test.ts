import { describe, expect, it, vi } from 'vitest';
import { address, USER } from '../../app/fixtures';
import { AUTH_STORAGE_KEY, DEFAULT_PAYMENT, onAuthenticated, onLogout, useAuthStore } from '../../../src/features/auth/auth-store';

describe('auth store (docs/product.md#sessions)', () => {
  it('starts authenticating with cash on delivery as the payment', () => {
    expect(useAuthStore.getState().status).toBe('authenticating');
    expect(useAuthStore.getState().selected_payment).toBe(DEFAULT_PAYMENT);
    expect(DEFAULT_PAYMENT).toBe('Pago contra entrega (efectivo)');
  });

  it('logout clears the session fields, keeps the payment choice and tells cart/order stores', () => {
    const cleared = vi.fn();
    const stop = onLogout(cleared);
    useAuthStore.setState({
      user: USER,
      user_access: [{ ACCESS: 'ACCOUNT' }],
      user_addresses: [address(1, true)],
      selected_address: address(1, true),
      selected_payment: 'Tarjeta',
      idToken: 'token-largo-123',
      branch: { BRANCH: 'GDL-CENTRO' },
      branchIdToken: 'branch-token',
      status: 'authenticated',
    });
    useAuthStore.getState().logout();
    stop();
    expect(useAuthStore.getState()).toMatchObject({
      user: null,
      user_access: [],
      user_addresses: [],
      selected_address: null,
      idToken: null,
      branch: null,
      branchIdToken: null,
      status: 'not-authenticated',
      selected_payment: 'Tarjeta',
    });
    expect(cleared).toHaveBeenCalledOnce();
  });

  it('persists the session under "mostrador-auth" but never the status', () => {
    useAuthStore.setState({ idToken: 'abc', status: 'authenticated' });
    const saved = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}') as {
      state: Record<string, unknown>;
    };
    expect(saved.state.idToken).toBe('abc');
    expect(saved.state).not.toHaveProperty('status');
  });

  it('a new session stores the login answer, selects the default address and runs the after-sign-in handlers', () => {
    const loaded = vi.fn();
    const stop = onAuthenticated(loaded);
    const login = {
      ok: true as const,
      token: 't'.repeat(43),
      user: USER,
      user_access: [{ ACCESS: 'ACCOUNT' }],
      user_addresses: [address(2), address(3, true)],
    };
    useAuthStore.getState().setSession(login);
    stop();
    expect(useAuthStore.getState()).toMatchObject({
      status: 'authenticated',
      idToken: login.token,
      user: USER,
      selected_address: { ID: 3 },
    });
    expect(loaded).toHaveBeenCalledWith(login);
    // A changed list keeps the chosen address while it exists, else falls back to the default.
    useAuthStore.setState({ selected_address: address(2) });
    useAuthStore.getState().setAddresses([address(3, true), address(2)]);
    expect(useAuthStore.getState().selected_address?.ID).toBe(2);
    useAuthStore.getState().setAddresses([address(3, true)]);
    expect(useAuthStore.getState().selected_address?.ID).toBe(3);
  });
});
