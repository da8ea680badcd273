import { Spinner } from '../../shared/ui/state-panel';

/** Shown while a route's chunk downloads. */
export function RouteFallback() {
  return (
    <div className="center-screen">
      <Spinner />
    </div>
  );
}
