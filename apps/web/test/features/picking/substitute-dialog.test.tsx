import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../src/features/auth/auth-store';
import { clearNotifications } from '../../../src/shared/notify/notify-store';
import { mockApi, renderRoute, resetStores, setScreenWidth, signIn } from '../../app/helpers';

const BRANCH_TOKEN = 'token-de-sucursal-123';
const line = (over: Record<string, unknown> = {}) => ({
  SKU: 'MED-0016',
  NAME: 'Paracetamol 500 mg',
  PRESENTATION: 'Caja con 20 tabletas',
  IMAGE: '',
  BARCODE: '7501000000016',
  UNITS: 2,
  PICKED: 0,
  UNAVAILABLE: true,
  NEEDS_LOT_EXPIRY: false,
  MIN_EXPIRY_DAYS: 0,
  STOCK: 0,
  LOTS: [],
  SUBSTITUTION: null,
  SUBSTITUTE_FOR: null,
  ...over,
});
const list = (lines = [line()], over: Record<string, unknown> = {}) => ({
  ok: true,
  ORDER_ID: 101,
  ID_STATUS: 2,
  READY: true,
  WAITING: 0,
  lines,
  REMOVED: [],
  ...over,
});
const candidates = {
  ok: true,
  UNITS: 2,
  candidates: [
    {
      SKU: 'MED-0099',
      NAME: 'Tempra 500 mg',
      PRESENTATION: '24 tabletas',
      IMAGE: '',
      PRICE: 42.5,
      STOCK: 9,
      MATCH: 'SAME_STRENGTH',
      DIFFERENCE: 25,
    },
    {
      SKU: 'MED-0098',
      NAME: 'Paracetamol 750 mg',
      PRESENTATION: '20 tabletas',
      IMAGE: '',
      PRICE: 27,
      STOCK: 1,
      MATCH: 'SAME_INGREDIENT',
      DIFFERENCE: -6,
    },
  ],
};

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

describe('«Ofrecer sustituto» on the pick list', () => {
  it('lists the candidates best first, offers the chosen one with its units, and shows the line waiting', async () => {
    const waiting = list(
      [line({ SUBSTITUTION: { ID: 7, NAME: 'Paracetamol 750 mg', UNITS: 1, DIFFERENCE: -33, EXPIRES_AT: '2026-11-28T10:10:00.000Z' } })],
      {
        READY: false,
        WAITING: 1,
      },
    );
    const { fetchMock } = mockApi((path) => {
      if (path === '/api/orders/pickList') return { body: list() };
      if (path === '/api/orders/substitutionCandidates') return { body: candidates };
      if (path === '/api/orders/offerSubstitution') return { body: waiting };
      return undefined;
    });
    renderRoute('/picking/101');
    fireEvent.click(await screen.findByRole('button', { name: 'Ofrecer sustituto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sustituto de Paracetamol 500 mg' });
    const options = await within(dialog).findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringContaining('Tempra 500 mg') as string,
      expect.stringContaining('Paracetamol 750 mg') as string,
    ]);
    expect(options[0]!.textContent).toContain('Misma sustancia y concentración');
    expect(options[0]!.textContent).toContain('Diferencia +$25.00');
    expect(options[1]!.textContent).toContain('Diferencia −$6.00');
    const offer = within(dialog).getByRole('button', { name: 'Ofrecer al cliente' }) as HTMLButtonElement;
    expect(offer.disabled).toBe(true);
    fireEvent.click(options[1]!);
    // Only one at the branch: the units follow the stock.
    expect((within(dialog).getByLabelText('Piezas') as HTMLInputElement).value).toBe('1');
    fireEvent.click(offer);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = fetchMock.mock.calls.find(([p]) => String(p) === '/api/orders/offerSubstitution')?.[1];
    expect(JSON.parse(String(sent?.body))).toEqual({
      token: 'token-de-prueba-123',
      branchToken: BRANCH_TOKEN,
      ORDER_ID: 101,
      SKU: 'MED-0016',
      SUBSTITUTE_SKU: 'MED-0098',
      UNITS: 1,
    });
    expect(await screen.findByText('Esperando respuesta del cliente: Paracetamol 750 mg (1 pz)')).toBeTruthy();
    // Not done until the customer answers.
    expect(screen.getByText('0 de 1 líneas listas')).toBeTruthy();
    expect(screen.getByText('Esperando al cliente')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ofrecer sustituto' })).toBeNull();
  });
});
