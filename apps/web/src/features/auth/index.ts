// Public surface of the auth feature: the session state, its renewal and sign-out, and Google
// Identity for branch staff. The screens (login, register, recovery) are routes: app/router.tsx
// imports their page files directly so each stays its own chunk.
export {
  AUTH_STORAGE_KEY,
  CARD_PAYMENT,
  DEFAULT_PAYMENT,
  hasSignedInThisSession,
  onAuthenticated,
  onLogout,
  useAuthStore,
  type AuthAddress,
  type AuthBranch,
  type AuthState,
  type AuthStatus,
  type AuthUser,
} from './auth-store';
export { renewToken } from './api/renew-token';
export { useSessionKnown } from './use-session-known';
export { signInState, type SignInState } from './return-after-sign-in';
export { googleProfile, loadGoogleIdentity, signOutOfGoogle, type GoogleCredentialResponse, type GoogleIdentity } from './google-identity';
export { signOut, signOutFromBranchGoogle } from './sign-out';
