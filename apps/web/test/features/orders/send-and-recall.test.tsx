import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../src/features/auth/auth-store';
import { recallTimeText } from '../../../src/features/orders/components/recall-order-button';
import { StaffOrderActions } from '../../../src/features/orders/components/staff-order-actions';
import { mockApi } from '../../app/helpers';
import { renderWithProviders } from '../../shared/render';
import { DETAILS } from './order-fixtures';

const MINUTE = 60_000;

beforeEach(() => {
  useAuthStore.setState({ idToken: 'sesion-123', branchIdToken: 'sucursal-456', status: 'authenticated' });
});
afterEach(() => vi.unstubAllGlobals());

describe('«Enviar» before the pick list is ready (decision 064)', () => {
  it('shows the server’s reason with the way to the pick list', async () => {
    mockApi((path) =>
      path === '/api/orders/orderDispatch'
        ? {
            status: 409,
            body: {
              ok: false,
              errors: 'Faltan 2 productos por surtir en el pedido 7: termina la lista de surtido',
              CODE: 'ORDER_NOT_PACKED',
            },
          }
        : undefined,
    );
    renderWithProviders(
      <MemoryRouter>
        <StaffOrderActions order={{ ID: 7, ID_STATUS: 2, CUSTOMER_ID: 70 }} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar y avisar al cliente' }));
    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByText(/Faltan 2 productos por surtir en el pedido 7/)).toBeTruthy();
    expect(alert.getByRole('link', { name: 'Abrir la lista de surtido' }).getAttribute('href')).toBe('/picking/7');
  });
});

describe('«Regresar a Surtiendo» (decision 064)', () => {
  it('asks first, with the minutes left, then recalls the order', async () => {
    const bodies: unknown[] = [];
    const until = new Date(Date.now() + 12 * MINUTE + 30_000).toISOString();
    mockApi((path, init) => {
      if (path === '/api/orders/orderDetails') {
        return { body: { ...DETAILS, orderDetails: { ...DETAILS.orderDetails, ID: 7, ID_STATUS: 3, RECALL_UNTIL: until } } };
      }
      if (path !== '/api/orders/orderRecall') return undefined;
      bodies.push(JSON.parse(String(init?.body)));
      return { body: { ...DETAILS, orderDetails: { ...DETAILS.orderDetails, ID: 7, ID_STATUS: 2, RECALL_UNTIL: null } } };
    });
    renderWithProviders(<StaffOrderActions order={{ ID: 7, ID_STATUS: 3, CUSTOMER_ID: 70 }} />);
    const recall = screen.getByRole('button', { name: 'Regresar a Surtiendo' });
    recall.focus();
    expect(document.activeElement).toBe(recall);
    fireEvent.click(recall);
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Regresar el pedido 7 a «Surtiendo»' }));
    await dialog.findByText('El pedido vuelve a la lista de surtido y avisamos al cliente. Quedan 12 min para regresarlo.');
    // «No» leaves it on its way; nothing is sent.
    fireEvent.click(dialog.getByRole('button', { name: 'No, dejarlo en camino' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(bodies).toEqual([]);
    fireEvent.click(recall);
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sí, regresar a Surtiendo' }));
    await waitFor(() => expect(bodies).toEqual([{ token: 'sesion-123', branchToken: 'sucursal-456', ORDER_ID: 7, NOTES: '' }]));
  });

  it('says when the window closed or less than a minute is left', () => {
    const now = Date.parse('2026-11-22T18:00:00Z');
    expect(recallTimeText(null, now)).toBe('Ya pasó el tiempo para regresarlo.');
    expect(recallTimeText('2026-11-22T17:59:00Z', now)).toBe('Ya pasó el tiempo para regresarlo.');
    expect(recallTimeText('2026-11-22T18:00:40Z', now)).toBe('Queda menos de 1 min para regresarlo.');
    expect(recallTimeText('2026-11-22T18:30:00Z', now)).toBe('Quedan 30 min para regresarlo.');
  });

  it('is offered only on an order «En camino»', () => {
    mockApi();
    for (const status of [1, 4, 5, 6] as const) {
      const { unmount } = renderWithProviders(<StaffOrderActions order={{ ID: 7, ID_STATUS: status }} />);
      expect(screen.queryByRole('button', { name: 'Regresar a Surtiendo' })).toBeNull();
      unmount();
    }
  });
});
