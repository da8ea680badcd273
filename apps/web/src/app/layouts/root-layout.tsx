import { Outlet, ScrollRestoration } from 'react-router';

/**
 * docs/product.md#screens-and-routes print rule: the root holds an empty print-only container (features render printable
 * content into it through a portal) and the routed view is hidden when printing (global.css).
 */
export function RootLayout() {
  return (
    <>
      <div id="print-area" className="print-only" />
      <div className="routed-view">
        <Outlet />
      </div>
      <ScrollRestoration />
    </>
  );
}
