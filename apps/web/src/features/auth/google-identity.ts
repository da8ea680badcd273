import { t } from '@mostrador/shared/messages/es-MX';
/**
 * Google Identity Services (the branch staff's sign-in in production). The library is Google's
 * own script, loaded only when a sign-in page asks for it; the CSP allows exactly its origin
 * when GOOGLE_CLIENT_ID is configured.
 */
export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

export interface GoogleCredentialResponse {
  credential: string;
}

/** The part of `google.accounts.id` this app uses. */
export interface GoogleIdentity {
  initialize(options: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    auto_select?: boolean;
    ux_mode?: 'popup' | 'redirect';
  }): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
  disableAutoSelect(): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

let loading: Promise<void> | null = null;

/** The library's object as it is now (Google's script may replace it). */
function identity(): GoogleIdentity {
  const id = window.google?.accounts?.id;
  if (!id) throw new Error(t('google.noAnswer'));
  return id;
}

export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  loading ??= new Promise<void>((resolve, reject) => {
    if (window.google?.accounts?.id) return resolve();
    const script = document.createElement('script');
    script.src = GOOGLE_IDENTITY_SCRIPT;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(t('google.loadFailed')));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null; // a later visit tries again (e.g. the network came back)
    throw error;
  });
  return loading.then(identity);
}

/**
 * The "signs out of Google" in docs/product.md#sessions: Google Identity Services keeps no session of its own in this
 * page, so signing out means it must not pick the account silently next time. Nothing to do when
 * the library never loaded (the demo stand-in, or a customer who never opened login_branch).
 */
export async function signOutOfGoogle(): Promise<void> {
  if (!loading) return;
  await loading;
  identity().disableAutoSelect();
}

/** Name and picture from the ID token's payload, only to show them; the server verifies it. */
export function googleProfile(idToken: string): { name: string; picture: string } {
  try {
    const binary = atob((idToken.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))); // names like "José" are UTF-8
    const payload = JSON.parse(json) as { name?: unknown; picture?: unknown };
    return {
      name: typeof payload.name === 'string' ? payload.name : '',
      picture: typeof payload.picture === 'string' ? payload.picture : '',
    };
  } catch {
    return { name: '', picture: '' };
  }
}
