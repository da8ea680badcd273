import { useEffect, useReducer } from 'react';
import { knownPushProblem } from '../push-problem';

/**
 * knownPushProblem(), read again whenever the site's notification permission changes (the person
 * unblocks it in the browser's settings, or blocks it), so the offer and its reason follow.
 */
export function useKnownPushProblem(): ReturnType<typeof knownPushProblem> {
  const [, reread] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    let status: PermissionStatus | undefined;
    let isGone = false;
    // Not every browser can watch this permission (Safari before 16); the offer then reads it at each render.
    void navigator.permissions
      ?.query({ name: 'notifications' })
      .then((found) => {
        if (isGone) return;
        status = found;
        status.addEventListener('change', reread);
      })
      .catch(() => undefined);
    return () => {
      isGone = true;
      status?.removeEventListener('change', reread);
    };
  }, []);
  return knownPushProblem();
}
