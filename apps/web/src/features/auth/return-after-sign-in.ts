import { useCallback } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router';
import { pathTo } from '../../shared/ui/navigation/routes';
import { SIGNED_IN_KEY } from './auth-store';

/** Location state of the sign-in screens: the page to go back to when done. */
export interface SignInState {
  returnTo: string;
}

/** State for a link or navigation to the sign-in screens that brings the person back here. */
export function signInState(from: Pick<Location, 'pathname' | 'search'>): SignInState {
  return { returnTo: `${from.pathname}${from.search}` };
}

/** The page to return to, if the state names one of this app's own pages (never another site). */
export function returnPathOf(state: unknown): string | null {
  const path = (state as Partial<SignInState> | null)?.returnTo;
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/auth')) return null;
  return path;
}

/**
 * After sign-in, registration or recovery: remembers that this tab signed in and goes back to
 * the page the person came from (the sign-in screens pass it along), else home.
 */
export function useReturnAfterSignIn(): () => void {
  const navigate = useNavigate();
  const { state } = useLocation();
  return useCallback(() => {
    try {
      sessionStorage.setItem(SIGNED_IN_KEY, '1');
    } catch {
      // Storage blocked: the welcome ad may show once more.
    }
    const back = returnPathOf(state);
    void navigate(back ?? pathTo('home_view'), back ? { replace: true } : undefined);
  }, [navigate, state]);
}
