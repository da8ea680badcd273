import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REASON_MIN_LENGTH } from '@mostrador/shared/schemas/admin-views';
import { ReasonDialog } from '../../../src/features/back-office/components/reason-dialog';
import { renderWithProviders } from '../../shared/render';

describe('the confirmation dialog checks a required reason with its own Spanish words (issue 32)', () => {
  it('an empty required reason is refused on screen in Spanish, not by a browser bubble, and nothing runs', async () => {
    const runs: string[] = [];
    renderWithProviders(
      <ReasonDialog
        action={{ message: 'Cancelar el pedido con folio 7', isReasonRequired: true, run: async (r) => (runs.push(r), 'Listo') }}
        onClose={() => {}}
      />,
    );
    const reason = screen.getByRole('textbox', { name: /Motivo/ });
    expect(reason.closest('form')?.noValidate).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Sí, aplicar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(`Escribe el motivo (al menos ${REASON_MIN_LENGTH} caracteres)`);
    expect(runs).toEqual([]);
  });
});
