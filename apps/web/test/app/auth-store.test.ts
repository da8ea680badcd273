import { describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY, DEFAULT_PAYMENT, onLogout, useAuthStore } from '../../src/shared/auth/auth-store';

describe('auth store (spec §3, §4)', () => {
  it('starts authenticating with cash on delivery as the payment', () => {
    expect(useAuthStore.getState().status).toBe('authenticating');
    expect(useAuthStore.getState().selected_payment).toBe(DEFAULT_PAYMENT);
    expect(DEFAULT_PAYMENT).toBe('Pago contra entrega (efectivo)');
  });

  it('logout clears the session fields, keeps the payment choice and tells cart/order stores', () => {
    const cleared = vi.fn();
    const stop = onLogout(cleared);
    useAuthStore.setState({
      user: { NAME: 'Ana', PHONE: '3311112222' },
      user_access: [{ ACCESS: 'ACCOUNT' }],
      user_addresses: [{ ID: 1 }],
      selected_address: { ID: 1 },
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
});
