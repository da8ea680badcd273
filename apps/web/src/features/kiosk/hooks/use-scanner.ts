import { useEffect, useRef } from 'react';
import { createScanReader } from '../scan-reader';

/**
 * Listens to every key on the page (no input needs focus): a burst of digits closed by Enter is
 * a scan, handed to `onScan`. Keys typed into a form field are left alone.
 */
export function useScanner(onScan: (code: string) => void, isEnabled = true): void {
  const latest = useRef(onScan);
  useEffect(() => {
    latest.current = onScan;
  });
  useEffect(() => {
    if (!isEnabled) return;
    const reader = createScanReader((code) => latest.current(code));
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (reader.feed(event.key, event.timeStamp)) event.preventDefault();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [isEnabled]);
}
