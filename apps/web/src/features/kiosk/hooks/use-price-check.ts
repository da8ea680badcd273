import type { BarcodeResponse } from '@mostrador/shared/schemas/barcode';
import { kioskT } from '@mostrador/shared/messages/es-MX-kiosk';
import { isValidEan13 } from '@mostrador/shared/validation/ean13';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { fetchBarcodeProduct } from '../api/get-barcode-product';

/** How long an answer stays on screen before the ads come back (issue 22). */
export const RESULT_SHOWN_MS = 10_000;

export type PriceCheck =
  | { kind: 'idle' }
  | { kind: 'searching'; code: string }
  | { kind: 'found'; code: string; answer: BarcodeResponse }
  | { kind: 'notFound'; code: string }
  /** Read, but not a product barcode (a wrong check digit, a QR code, a shelf label). */
  | { kind: 'notBarcode'; code: string }
  | { kind: 'branchUnknown'; code: string }
  | { kind: 'failed'; code: string; message: string };

const NOT_FOUND = kioskT('barcode.notFound');

function failure(code: string, error: unknown): PriceCheck {
  if (!(error instanceof ApiError)) return { kind: 'failed', code, message: kioskT('kiosk.lookupFailed') };
  if (error.status === 404 && error.errors === NOT_FOUND) return { kind: 'notFound', code };
  if (error.status === 404) return { kind: 'branchUnknown', code };
  if (error.status === 400) return { kind: 'notBarcode', code };
  if (error.status === 0) return { kind: 'failed', code, message: kioskT('kiosk.offline') };
  return { kind: 'failed', code, message: error.errors };
}

/**
 * The price checker: `check(code)` looks the code up at `branch` and shows the answer for
 * RESULT_SHOWN_MS, then goes back to idle (the ads). A new scan replaces the one in flight.
 */
export function usePriceCheck(branch: string | null) {
  const [state, setState] = useState<PriceCheck>({ kind: 'idle' });
  const inFlight = useRef<AbortController | null>(null);

  const check = useCallback(
    (code: string) => {
      inFlight.current?.abort();
      if (!isValidEan13(code)) {
        setState({ kind: 'notBarcode', code });
        return;
      }
      const controller = new AbortController();
      inFlight.current = controller;
      setState({ kind: 'searching', code });
      fetchBarcodeProduct(code, branch, controller.signal).then(
        (answer) => {
          if (!controller.signal.aborted) setState({ kind: 'found', code, answer });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setState(failure(code, error));
        },
      );
    },
    [branch],
  );

  const close = useCallback(() => {
    inFlight.current?.abort();
    setState({ kind: 'idle' });
  }, []);

  // Every answer (found or not) leaves after RESULT_SHOWN_MS, and so does a lookup that hangs
  // (a network that drops mid-request); a newer scan restarts the wait.
  useEffect(() => {
    if (state.kind === 'idle') return;
    const timer = setTimeout(() => {
      inFlight.current?.abort();
      setState({ kind: 'idle' });
    }, RESULT_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [state]);

  useEffect(() => () => inFlight.current?.abort(), []);

  return { state, check, close };
}
