import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceWarnings } from '../../../src/features/catalogue-import/components/price-warnings';
import { renderWithProviders } from '../../shared/render';

const WARNING = {
  ROW: 3,
  COLUMN: 'Precio',
  CODE: 'PRICE_JUMP_UP',
  MESSAGE: 'El precio cambia de $100.00 a $1,000.00 (más de 3 veces); revisa que sea correcto antes de aplicar',
};

describe('<PriceWarnings /> (dry run)', () => {
  it('lists each price that jumps, by row and column, under a count', () => {
    renderWithProviders(<PriceWarnings report={{ WARNING_COUNT: 1, WARNINGS: [WARNING] }} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('1 precios cambian mucho: revisa que sean correctos antes de aplicar')).toBeTruthy();
    expect(
      within(alert)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['FilaColumna del archivoAviso', `3Precio${WARNING.MESSAGE}`]);
  });

  it('shows nothing when no price jumps', () => {
    renderWithProviders(<PriceWarnings report={{ WARNING_COUNT: 0, WARNINGS: [] }} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
