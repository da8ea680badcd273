import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../src/features/auth/auth-store';
import { clearNotifications } from '../../../src/shared/notify/notify-store';
import { mockApi, renderRoute, resetStores, setScreenWidth, signIn } from '../../app/helpers';

const BRANCH_TOKEN = 'token-de-sucursal-123';
const GS = String.fromCharCode(29);

const line = (over: Record<string, unknown> = {}) => ({
  SKU: 'MED-0016',
  NAME: 'Paracetamol 500 mg',
  PRESENTATION: 'Caja con 20 tabletas',
  IMAGE: '',
  BARCODE: '7501000000016',
  UNITS: 2,
  PICKED: 0,
  UNAVAILABLE: false,
  NEEDS_LOT_EXPIRY: false,
  MIN_EXPIRY_DAYS: 0,
  STOCK: 14,
  LOTS: [],
  ...over,
});
const list = (lines = [line()], over: Record<string, unknown> = {}) => ({
  ok: true,
  ORDER_ID: 101,
  ID_STATUS: 2,
  READY: false,
  lines,
  ...over,
});
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

beforeEach(() => {
  setScreenWidth(390);
  resetStores();
  signIn(['ACCOUNT', 'BRANCH_STAFF']);
  useAuthStore.setState({ branch: { BRANCH: 'GDL-CENTRO', NAME: 'Centro' }, branchIdToken: BRANCH_TOKEN });
});
afterEach(() => {
  act(() => clearNotifications());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function scanCode(code: string) {
  const field = await screen.findByLabelText('Escanea un producto');
  fireEvent.change(field, { target: { value: code } });
  fireEvent.submit(field.closest('form')!);
  return field as HTMLInputElement;
}

describe('pick list (/picking/:ID)', () => {
  it('sends what the scanner typed on Enter, group separators and all, and shows the line counted', async () => {
    const code = `]d20107501000000016${GS}10L2026A${GS}17301231`;
    const { fetchMock } = mockApi((path) => {
      if (path === '/api/orders/pickList') return { body: list() };
      if (path === '/api/orders/pickScan')
        return {
          body: {
            ...list([line({ PICKED: 1, LOTS: [{ LOT: 'L2026A', EXPIRY: '2030-12-31', UNITS: 1 }] })]),
            SKU: 'MED-0016',
            REPEATED: false,
          },
        };
      return undefined;
    });
    renderRoute('/picking/101');
    expect(await screen.findByRole('listitem', { name: 'Paracetamol 500 mg: 0 de 2' })).toBeTruthy();
    const field = await scanCode(code);
    const counted = await screen.findByRole('listitem', { name: 'Paracetamol 500 mg: 1 de 2' });
    expect(bodyOf(fetchMock.mock.calls.find(([p]) => String(p) === '/api/orders/pickScan')?.[1])).toEqual({
      token: 'token-de-prueba-123',
      branchToken: BRANCH_TOKEN,
      ORDER_ID: 101,
      CODE: code,
    });
    expect(counted.hasAttribute('data-highlight')).toBe(true);
    expect(within(counted).getByText('Lote L2026A · cad. 31/12/2030 · 1 pz')).toBeTruthy();
    expect(within(counted).getByText('Pendiente')).toBeTruthy();
    expect(screen.getByTestId('pick-list').getAttribute('data-last-sound')).toBe('good');
    expect(field.value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('shows a refusal in a red banner in the server’s words, with the error sound, and counts nothing', async () => {
    mockApi((path) => {
      if (path === '/api/orders/pickList') return { body: list() };
      if (path === '/api/orders/pickScan')
        return { status: 422, body: { ok: false, errors: 'Este producto no es del pedido', CODE: 'PICK_NOT_IN_ORDER' } };
      return undefined;
    });
    renderRoute('/picking/101');
    await scanCode('4006381333931');
    expect((await screen.findByRole('alert')).textContent).toContain('Este producto no es del pedido');
    expect(screen.getByRole('listitem', { name: 'Paracetamol 500 mg: 0 de 2' })).toBeTruthy();
    expect(screen.getByTestId('pick-list').getAttribute('data-last-sound')).toBe('error');
  });

  it('counts a line without scanning only with a reason', async () => {
    const { fetchMock } = mockApi((path) => {
      if (path === '/api/orders/pickList') return { body: list() };
      if (path === '/api/orders/pickConfirmLine') return { body: list([line({ PICKED: 2 })], { READY: true }) };
      return undefined;
    });
    renderRoute('/picking/101');
    const row = within(await screen.findByRole('listitem', { name: 'Paracetamol 500 mg: 0 de 2' }));
    fireEvent.click(row.getByRole('button', { name: 'Contar sin escanear' }));
    const dialog = within(await screen.findByRole('dialog'));
    const ok = dialog.getByRole('button', { name: 'Contar' }) as HTMLButtonElement;
    expect(ok.disabled).toBe(true);
    expect(dialog.getByText('Escribe el motivo (por ejemplo, código dañado)')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Motivo'), { target: { value: '   ' } });
    expect(ok.disabled).toBe(true);
    fireEvent.change(dialog.getByLabelText('Motivo'), { target: { value: ' código dañado ' } });
    expect(ok.disabled).toBe(false);
    fireEvent.click(ok);
    expect(await screen.findByRole('listitem', { name: 'Paracetamol 500 mg: 2 de 2' })).toBeTruthy();
    expect(bodyOf(fetchMock.mock.calls.find(([p]) => String(p) === '/api/orders/pickConfirmLine')?.[1])).toEqual({
      token: 'token-de-prueba-123',
      branchToken: BRANCH_TOKEN,
      ORDER_ID: 101,
      SKU: 'MED-0016',
      REASON: 'código dañado',
    });
  });

  it('for a pickup order, says it goes to the counter and offers «Listo para recoger», never «Enviar»', async () => {
    mockApi((path) =>
      path === '/api/orders/pickList' ? { body: list([line({ PICKED: 2 })], { READY: true, FULFILMENT: 'PICKUP' }) } : undefined,
    );
    renderRoute('/picking/101');
    const ready = await screen.findByRole('region', { name: 'Listo para el mostrador' });
    expect(within(ready).getByText(/El cliente recoge este pedido en la sucursal/)).toBeTruthy();
    expect(within(ready).getByRole('button', { name: 'Listo para recoger' })).toBeTruthy();
    expect(within(ready).queryByRole('button', { name: 'Enviar' })).toBeNull();
  });

  it('says «Listo para enviar» when every line is done and offers «Enviar»', async () => {
    mockApi((path) => {
      if (path === '/api/orders/pickList')
        return { body: list([line({ PICKED: 2 }), line({ SKU: 'MED-0002', NAME: 'Omeprazol', UNAVAILABLE: true })], { READY: true }) };
      return undefined;
    });
    renderRoute('/picking/101');
    const ready = await screen.findByRole('region', { name: 'Listo para enviar' });
    expect(within(ready).getByRole('button', { name: 'Enviar' })).toBeTruthy();
    expect(within(ready).queryByRole('link', { name: 'Surtir con escáner' })).toBeNull();
    expect(screen.getByText('2 de 2 líneas listas')).toBeTruthy();
    const missing = within(screen.getByRole('listitem', { name: 'Omeprazol: 0 de 2' }));
    expect(missing.getByText('No disponible')).toBeTruthy();
    // No by-hand count on a missing line; only a substitute may be offered for it (decision 063).
    expect(missing.getAllByRole('button').map((b) => b.textContent)).toEqual(['Ofrecer sustituto']);
    // A counter screen like the monitor: no store search, cart or options panel around it.
    expect(screen.queryByRole('combobox', { name: 'Buscar productos' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Carrito/ })).toBeNull();
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
