import type { AccessEntry } from '@mostrador/shared/constants/access';
import type { LoginResponse } from '@mostrador/shared/schemas/auth';
import type { Address, User } from '@mostrador/shared/schemas/customer';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { t } from '@mostrador/shared/messages/es-MX';
import { isServerRenderedPage } from '../../shared/ssr/server-render-data';

/** docs/product.md#sign-in-and-phone-verification customer fields, as the login response carries them. */
export type AuthUser = User;
/** A saved Mexican delivery address (docs/product.md#account-and-addresses). */
export type AuthAddress = Address;

export interface AuthBranch {
  BRANCH: string;
  [field: string]: unknown;
}

export type AuthStatus = 'authenticating' | 'authenticated' | 'not-authenticated';

/** docs/product.md#checkout: the default text of `selected_payment` is cash on delivery. */
export const DEFAULT_PAYMENT = t('payment.cashOnDeliveryCash');
/** The other choice at checkout: a card terminal at the door. */
export const CARD_PAYMENT = t('payment.cardOnDelivery');

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
  /** After register, sign-in, recovery or renewal: stores the session and runs onAuthenticated handlers. */
  setSession: (login: LoginResponse) => void;
  setUser: (user: AuthUser) => void;
  /** The addresses changed (the list comes back whole, default first). */
  setAddresses: (addresses: AuthAddress[]) => void;
  /** After the Google sign-in of branch staff (docs/product.md#branch-staff-sign-in /login/google). */
  setBranch: (branch: AuthBranch, branchIdToken: string) => void;
  /** Branch sign-out: the branch and its token go; the phone session stays. */
  clearBranch: () => void;
  /** Checkout: the address and payment chosen (docs/product.md#account-and-addresses selected_address, selected_payment). */
  selectAddress: (address: AuthAddress) => void;
  selectPayment: (payment: string) => void;
  /** docs/product.md#sessions: clears exactly user, access, addresses, selected address, token, branch, branch token. */
  logout: () => void;
}

type LogoutHandler = () => void;
const logoutHandlers = new Set<LogoutHandler>();
type AuthenticatedHandler = (login: LoginResponse) => void;
const authenticatedHandlers = new Set<AuthenticatedHandler>();

/**
 * docs/product.md#sessions: after every successful authentication the shopping cart is loaded. The cart feature
 * registers its loader here (the auth store imports no other feature).
 */
export function onAuthenticated(handler: AuthenticatedHandler): () => void {
  authenticatedHandlers.add(handler);
  return () => authenticatedHandlers.delete(handler);
}

/** The selected address survives a change of the list if it is still there, else the default. */
function pickAddress(addresses: AuthAddress[], current: AuthAddress | null): AuthAddress | null {
  return addresses.find((a) => a.ID === current?.ID) ?? addresses.find((a) => a.IS_DEFAULT) ?? addresses[0] ?? null;
}

/**
 * Stores outside auth (cart, orders) clear themselves on logout through this hook, so the
 * auth store does not import features (docs/product.md#sessions also clears the shopping cart and orders).
 */
export function onLogout(handler: LogoutHandler): () => void {
  logoutHandlers.add(handler);
  return () => logoutHandlers.delete(handler);
}

export const AUTH_STORAGE_KEY = 'mostrador-auth';

/** sessionStorage: this tab signed someone in or registered them (not a token renewal; return-after-sign-in.ts). */
export const SIGNED_IN_KEY = 'mostrador-signed-in';

/** True once this tab signed someone in or registered them (the welcome ad then stays away). */
export function hasSignedInThisSession(): boolean {
  try {
    return sessionStorage.getItem(SIGNED_IN_KEY) === '1';
  } catch {
    return false;
  }
}

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => ({
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
      setSession: (login) => {
        set({
          idToken: login.token,
          user: login.user,
          user_access: login.user_access,
          user_addresses: login.user_addresses,
          selected_address: pickAddress(login.user_addresses, get().selected_address),
          status: 'authenticated',
        });
        authenticatedHandlers.forEach((handler) => handler(login));
      },
      setUser: (user) => set({ user }),
      setAddresses: (addresses) => set({ user_addresses: addresses, selected_address: pickAddress(addresses, get().selected_address) }),
      setBranch: (branch, branchIdToken) => set({ branch, branchIdToken }),
      clearBranch: () => set({ branch: null, branchIdToken: null }),
      selectAddress: (address) => set({ selected_address: address }),
      selectPayment: (payment) => set({ selected_payment: payment }),
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
      // The status is never restored: every start begins "authenticating" (docs/product.md#sessions).
      // A server-rendered page hydrates with the server's view first (app/ssr/stored-state.ts).
      skipHydration: isServerRenderedPage(),
      partialize: ({ user, user_access, user_addresses, selected_address, selected_payment, idToken, branch, branchIdToken }) => ({
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
