import type { RouteName } from '../shared/ui/navigation/routes';

/** Every named route carries `handle: { name }` (docs/product.md#screens-and-routes names). */
export interface RouteHandle {
  name: RouteName;
}

export function routeNameOf(handle: unknown): RouteName | undefined {
  if (typeof handle === 'object' && handle !== null && 'name' in handle) {
    return (handle as RouteHandle).name;
  }
  return undefined;
}
