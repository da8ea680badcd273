import { useEffect, useState } from 'react';

/**
 * True from the moment the page is about to print (or is shown as print, as a PDF export does):
 * the printed copy of the charts is drawn only then, never on every load.
 */
export function usePrinting(): [boolean, () => void] {
  const [printing, setPrinting] = useState(() => window.matchMedia?.('print').matches ?? false);
  useEffect(() => {
    const media = window.matchMedia?.('print');
    const onChange = () => media?.matches && setPrinting(true);
    const before = () => setPrinting(true);
    media?.addEventListener('change', onChange);
    window.addEventListener('beforeprint', before);
    return () => {
      media?.removeEventListener('change', onChange);
      window.removeEventListener('beforeprint', before);
    };
  }, []);
  /** «Imprimir»: draws the sheet first, then opens the browser's print dialog. */
  const print = () => {
    setPrinting(true);
    setTimeout(() => window.print(), 50);
  };
  return [printing, print];
}
