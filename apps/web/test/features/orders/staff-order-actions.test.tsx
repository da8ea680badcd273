import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../src/features/auth/auth-store';
import { StaffOrderActions } from '../../../src/features/orders/components/staff-order-actions';
import { mockApi } from '../../app/helpers';
import { renderWithProviders } from '../../shared/render';

beforeEach(() => {
  useAuthStore.setState({ idToken: 'sesion-123', branchIdToken: 'sucursal-456', status: 'authenticated' });
});
afterEach(() => vi.unstubAllGlobals());

describe('<StaffOrderActions /> cancelling (issue 32)', () => {
  it('asks for the reason the customer will read and sends it; no reason, no cancel', async () => {
    const bodies: unknown[] = [];
    mockApi((path, init) => {
      if (path !== '/api/orders/orderCancelByUser') return undefined;
      bodies.push(JSON.parse(String(init?.body)));
      return { body: { ok: true, SQLresponse: [{ RESPONSE: 'ok', ID: 7, ID_STATUS: 6 }] } };
    });
    renderWithProviders(<StaffOrderActions order={{ ID: 7, ID_STATUS: 1, CUSTOMER_ID: 70 }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    const dialog = within(await screen.findByRole('dialog', { name: '¿Cancelar el pedido con folio 7 a nombre del cliente?' }));
    const reason = dialog.getByLabelText('Motivo (el cliente lo verá)');
    const confirm = dialog.getByRole('button', { name: 'Sí, cancelar' });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(reason, { target: { value: '   ' } });
    expect(dialog.getByText('Escribe el motivo de la cancelación; el cliente lo verá')).toBeTruthy();
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(reason, { target: { value: '  No tenemos el producto en la sucursal ' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      token: 'sesion-123',
      branchToken: 'sucursal-456',
      ORDER_ID: 7,
      CUSTOMER_ID: 70,
      NOTES: 'No tenemos el producto en la sucursal',
    });
  });
});
