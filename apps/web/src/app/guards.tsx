import { Navigate, Outlet, redirect } from 'react-router';
import { useAuthStore } from '../features/auth';
import { HOME_ROUTE, pathTo } from '../shared/ui/navigation/routes';
import { isAllowed, type AccessRule } from './access-rules';

/** Route loader: failing the rule redirects to the route named "home" before any chunk loads. */
export function guardLoader(rule: AccessRule) {
  return () => {
    if (!isAllowed(useAuthStore.getState().user_access, rule)) throw redirect(pathTo(HOME_ROUTE));
    return null;
  };
}

/** Route element: re-checks on every auth change (e.g. logout while on a guarded page). */
export function RequireAccess({ rule }: { rule: AccessRule }) {
  const allowed = useAuthStore((s) => isAllowed(s.user_access, rule));
  return allowed ? <Outlet /> : <Navigate to={pathTo(HOME_ROUTE)} replace />;
}
