import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * The print rule (docs/product.md#screens-and-routes): printable content goes into the root's
 * print-only container (#print-area), and the routed view, with all the app's chrome, is hidden
 * on paper. Content rendered anywhere else never prints.
 */
export function PrintArea({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  // Looked up after mounting: the root layout's container is in the document by then.
  useEffect(() => setTarget(document.getElementById('print-area')), []);
  return target ? createPortal(children, target) : null;
}
