import type { AccessEntry } from '@mostrador/shared/constants/access';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Spec §3 customer fields; the identity issue replaces these with the shared login schema. */
export interface AuthUser {
  ID?: number;
  NAME: string;
  PHONE: string;
  EMAIL?: string;
  BIRTH?: string;
  SEX?: string;
}

/** Address fields beyond ID are not shown by the spec (DESIGN §3 lists the Mexican ones). */
export interface AuthAddress {
  ID: number;
  [field: string]: unknown;
}

export interface AuthBranch {
  BRANCH: string;
  [field: string]: unknown;
}

export type AuthStatus = 'authenticating' | 'authenticated' | 'not-authenticated';

/** Spec §3: the default text of `selected_payment` is cash on delivery. */
export const DEFAULT_PAYMENT = 'Pago contra entrega (efectivo)';

export interface AuthState {
  user: AuthUser | null;
  user_access: AccessEntry[];
  user_addresses: AuthAddress[];
  selected_address: AuthAddress | null;
  selected_payment: string;
  status: AuthStatus;
  /** The session token. */
  idToken: string | null;
  branch: AuthBranch | null;
  branchIdToken: string | null;
  setStatus: (status: AuthStatus) => void;
  /** Spec §4: clears exactly user, access, addresses, selected address, token, branch, branch token. */
  logout: () => void;
}

type LogoutHandler = () => void;
const logoutHandlers = new Set<LogoutHandler>();

/**
 * Stores outside auth (cart, orders) clear themselves on logout through this hook, so the
 * auth store does not import features (spec §4 also clears the shopping cart and orders).
 */
export function onLogout(handler: LogoutHandler): () => void {
  logoutHandlers.add(handler);
  return () => logoutHandlers.delete(handler);
}

export const AUTH_STORAGE_KEY = 'mostrador-auth';

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      user: null,
      user_access: [],
      user_addresses: [],
      selected_address: null,
      selected_payment: DEFAULT_PAYMENT,
      status: 'authenticating',
      idToken: null,
      branch: null,
      branchIdToken: null,
      setStatus: (status) => set({ status }),
      logout: () => {
        set({
          user: null,
          user_access: [],
          user_addresses: [],
          selected_address: null,
          idToken: null,
          branch: null,
          branchIdToken: null,
          status: 'not-authenticated',
        });
        logoutHandlers.forEach((handler) => handler());
      },
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      // The status is never restored: every start begins "authenticating" (spec §4).
      partialize: ({
        user,
        user_access,
        user_addresses,
        selected_address,
        selected_payment,
        idToken,
        branch,
        branchIdToken,
      }) => ({
        user,
        user_access,
        user_addresses,
        selected_address,
        selected_payment,
        idToken,
        branch,
        branchIdToken,
      }),
    },
  ),
);
