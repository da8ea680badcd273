import type { PickLine } from '@mostrador/shared/schemas/picking';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PackedTicket } from '../../../src/features/picking/components/packed-ticket';
import { renderWithProviders } from '../../shared/render';
import { DETAILS } from '../orders/order-fixtures';

const line = (extra: Partial<PickLine>): PickLine => ({
  SKU: 'GEL-250',
  NAME: 'Gel antibacterial',
  PRESENTATION: 'Botella 250 ml',
  IMAGE: '',
  BARCODE: '7501234567895',
  UNITS: 2,
  PICKED: 2,
  UNAVAILABLE: false,
  NEEDS_LOT_EXPIRY: false,
  MIN_EXPIRY_DAYS: 0,
  STOCK: 10,
  LOTS: [],
  SUBSTITUTION: null,
  SUBSTITUTE_FOR: null,
  ...extra,
});

beforeEach(() => {
  const area = document.createElement('div');
  area.id = 'print-area';
  document.body.append(area);
});
afterEach(() => document.getElementById('print-area')?.remove());

describe('<PackedTicket /> (decision 064)', () => {
  it('lists what was packed: units, lots with expiry, «No disponible», the folio, branch, customer and who printed it', () => {
    renderWithProviders(
      <PackedTicket
        order={{ ...DETAILS.orderDetails, ID: 55 }}
        lines={[
          line({
            SKU: 'AMOX-500',
            NAME: 'Amoxicilina 500 mg',
            PRESENTATION: '12 cápsulas',
            UNITS: 3,
            PICKED: 3,
            NEEDS_LOT_EXPIRY: true,
            LOTS: [
              { LOT: 'L2401', EXPIRY: '2027-05-31', UNITS: 2 },
              { LOT: 'L2402', EXPIRY: '2027-08-31', UNITS: 1 },
            ],
          }),
          line({ PICKED: 0, UNAVAILABLE: true }),
          line({ SKU: 'GEL-500', NAME: 'Gel antibacterial grande', UNITS: 1, PICKED: 1, SUBSTITUTE_FOR: 'GEL-250' }),
        ]}
        printedBy="Jorge Pérez"
        printedAt="2026-11-22T18:00:00.000Z"
      />,
    );
    const ticket = within(screen.getByRole('article', { name: 'Ticket de empaque del pedido 55' }));
    expect(ticket.getByText('Folio 55')).toBeTruthy();
    expect(ticket.getByText('Sucursal Sucursal Centro')).toBeTruthy();
    expect(ticket.getByText('3 de 3 pz')).toBeTruthy();
    expect(ticket.getByText('Lote L2401 · cad. 31/05/2027 · 2 pz')).toBeTruthy();
    expect(ticket.getByText('Lote L2402 · cad. 31/08/2027 · 1 pz')).toBeTruthy();
    expect(ticket.getByText('«No disponible»')).toBeTruthy();
    expect(ticket.getByText('Sustituto de Gel antibacterial')).toBeTruthy();
    expect(ticket.getByText(/Ana López/)).toBeTruthy();
    expect(ticket.getByText(/Calle Pedro Moreno 1320/)).toBeTruthy();
    expect(ticket.getByText(/^Imprimió Jorge Pérez · /)).toBeTruthy();
  });
});
