import { useCallback } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';
import { pathTo, type RouteName, type RouteParams } from './routes';

type NamedNavigate = (name: RouteName, params?: RouteParams, options?: NavigateOptions) => void;
type BoundNavigate = (params?: RouteParams, options?: NavigateOptions) => void;

/**
 * Navigate by route name. `useNamedNavigate()` gives `(name, params?) => void`;
 * `useNamedNavigate('home')` gives `(params?) => void` bound to that route.
 */
export function useNamedNavigate(): NamedNavigate;
export function useNamedNavigate(name: RouteName): BoundNavigate;
export function useNamedNavigate(name?: RouteName): NamedNavigate | BoundNavigate {
  const navigate = useNavigate();
  const named = useCallback<NamedNavigate>(
    (target, params, options) => {
      void navigate(pathTo(target, params), options);
    },
    [navigate],
  );
  const bound = useCallback<BoundNavigate>(
    (params, options) => {
      if (name) named(name, params, options);
    },
    [name, named],
  );
  return name ? bound : named;
}
