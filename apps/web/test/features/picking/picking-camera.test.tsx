import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../src/features/auth/auth-store';
import { clearNotifications } from '../../../src/shared/notify/notify-store';
import { mockApi, renderRoute, resetStores, setScreenWidth, signIn } from '../../app/helpers';

const BRANCH_TOKEN = 'token-de-sucursal-123';
const GS = String.fromCharCode(29);

const line = (PICKED = 0) => ({
  SKU: 'MED-0016',
  NAME: 'Amoxicilina 500 mg',
  PRESENTATION: 'Caja con 12 cápsulas',
  IMAGE: '',
  BARCODE: '7501000000016',
  UNITS: 2,
  PICKED,
  UNAVAILABLE: false,
  NEEDS_LOT_EXPIRY: true,
  MIN_EXPIRY_DAYS: 30,
  STOCK: 14,
  LOTS: PICKED ? [{ LOT: 'L2026A', EXPIRY: '2030-12-31', UNITS: 1 }] : [],
  SUBSTITUTION: null,
  SUBSTITUTE_FOR: null,
});
const list = (PICKED = 0) => ({ ok: true, ORDER_ID: 101, ID_STATUS: 2, READY: false, WAITING: 0, lines: [line(PICKED)], REMOVED: [] });
const scannedCode = (calls: [RequestInfo | URL, RequestInit?][]) =>
  calls.filter(([p]) => String(p) === '/api/orders/pickScan').map(([, init]) => (JSON.parse(String(init?.body)) as { CODE: string }).CODE);

/** The browser's barcode reader, as Chromium has it: whatever `detect` resolves with is what the camera saw. */
function stubCamera({ reads, isDenied = false }: { reads: string[]; isDenied?: boolean }) {
  const formats: string[][] = [];
  const stop = vi.fn();
  vi.stubGlobal(
    'BarcodeDetector',
    class {
      constructor(options: { formats: string[] }) {
        formats.push(options.formats);
      }
      detect = vi.fn(async () => {
        const raw = reads.shift();
        return raw === undefined ? [] : [{ rawValue: raw }];
      });
    },
  );
  const getUserMedia = vi.fn(async () => {
    if (isDenied) throw new DOMException('Permission denied', 'NotAllowedError');
    return { getTracks: () => [{ stop }] } as unknown as MediaStream;
  });
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  return { formats, stop, getUserMedia };
}

beforeEach(() => {
  setScreenWidth(390);
  resetStores();
  signIn(['ACCOUNT', 'BRANCH_STAFF']);
  useAuthStore.setState({ branch: { BRANCH: 'GDL-CENTRO', NAME: 'Centro' }, branchIdToken: BRANCH_TOKEN });
});
afterEach(() => {
  act(() => clearNotifications());
  Reflect.deleteProperty(navigator, 'mediaDevices');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('pick list camera («Escanear con cámara»)', () => {
  it('hands a GS1 DataMatrix read, group separators and all, to the same scan as the keyboard, and stops the camera', async () => {
    const code = `0107501000000016${GS}10L2026A${GS}17301231`;
    const camera = stubCamera({ reads: ['', code] });
    const { fetchMock } = mockApi((path) => {
      if (path === '/api/orders/pickList') return { body: list() };
      if (path === '/api/orders/pickScan') return { body: { ...list(1), SKU: 'MED-0016', REPEATED: false } };
      return undefined;
    });
    renderRoute('/picking/101');
    fireEvent.click(await screen.findByRole('button', { name: 'Escanear con cámara' }));
    expect(await screen.findByRole('listitem', { name: 'Amoxicilina 500 mg: 1 de 2' })).toBeTruthy();
    expect(scannedCode(fetchMock.mock.calls)).toEqual([code]);
    expect(camera.formats).toEqual([['data_matrix', 'code_128', 'ean_13', 'upc_a']]);
    expect(camera.stop).toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Cámara' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Escanea un producto')));
  });

  it('reads a UPC-A as its EAN-13, as the scanner field would receive it', async () => {
    stubCamera({ reads: ['750100000001'] });
    const { fetchMock } = mockApi((path) => {
      if (path === '/api/orders/pickList') return { body: list() };
      if (path === '/api/orders/pickScan') return { status: 422, body: { ok: false, errors: 'Este producto no es del pedido' } };
      return undefined;
    });
    renderRoute('/picking/101');
    fireEvent.click(await screen.findByRole('button', { name: 'Escanear con cámara' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Este producto no es del pedido');
    expect(scannedCode(fetchMock.mock.calls)).toEqual(['0750100000001']);
  });

  it('says in Spanish when the camera is refused, and the scan field keeps counting', async () => {
    stubCamera({ reads: [], isDenied: true });
    const { fetchMock } = mockApi((path) => {
      if (path === '/api/orders/pickList') return { body: list() };
      if (path === '/api/orders/pickScan') return { body: { ...list(1), SKU: 'MED-0016', REPEATED: false } };
      return undefined;
    });
    renderRoute('/picking/101');
    fireEvent.click(await screen.findByRole('button', { name: 'Escanear con cámara' }));
    const reader = within(await screen.findByRole('region', { name: 'Cámara' }));
    expect((await reader.findByRole('alert')).textContent).toBe(
      'No pudimos usar la cámara (permiso negado o sin cámara). Sigue con el lector o escribe el código.',
    );
    const field = screen.getByLabelText('Escanea un producto');
    fireEvent.change(field, { target: { value: '7501000000016' } });
    fireEvent.submit(field.closest('form')!);
    expect(await screen.findByRole('listitem', { name: 'Amoxicilina 500 mg: 1 de 2' })).toBeTruthy();
    expect(scannedCode(fetchMock.mock.calls)).toEqual(['7501000000016']);
    fireEvent.click(reader.getByRole('button', { name: 'Cerrar cámara' }));
    expect(screen.queryByRole('region', { name: 'Cámara' })).toBeNull();
  });

  it('says so where the browser has no barcode reader', async () => {
    mockApi((path) => (path === '/api/orders/pickList' ? { body: list() } : undefined));
    renderRoute('/picking/101');
    fireEvent.click(await screen.findByRole('button', { name: 'Escanear con cámara' }));
    const reader = within(await screen.findByRole('region', { name: 'Cámara' }));
    expect(reader.getByRole('alert').textContent).toBe(
      'Este navegador no lee códigos con la cámara. Sigue con el lector o escribe el código.',
    );
  });
});
