import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ImportRowChange } from '@mostrador/shared/schemas/catalogue-import';
import { ChangesTable } from '../../../src/features/catalogue-import/components/changes-table';
import { renderWithProviders } from '../../shared/render';

const CHANGES: ImportRowChange[] = [
  {
    ROW: 2,
    SKU: 'MED-0009',
    KIND: 'CHANGED',
    FIELDS: [
      { FIELD: 'PRICE', LABEL: 'Precio', BEFORE: '$1,234.50', AFTER: '$1,299.00' },
      { FIELD: 'BRAND', LABEL: 'Marca', BEFORE: '', AFTER: 'Liomont' },
      { FIELD: 'DESCRIPTION', LABEL: 'Descripción', BEFORE: 'Corta', AFTER: 'x'.repeat(200) },
    ],
  },
  { ROW: 3, SKU: 'MED-0006', KIND: 'UNCHANGED', FIELDS: [] },
  { ROW: 4, SKU: 'NUEVO-1', KIND: 'NEW', FIELDS: [{ FIELD: 'NAME', LABEL: 'Nombre', BEFORE: '', AFTER: 'Jarabe' }] },
];

const rowTexts = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.textContent);

describe('<ChangesTable /> (dry run, before → after)', () => {
  it('shows each row with what happens to it and each field before → after; a new product only what it gets', () => {
    renderWithProviders(<ChangesTable changes={CHANGES} totalRows={3} />);
    expect(screen.getByRole('heading', { name: 'Qué cambia, fila por fila' })).toBeTruthy();
    expect(rowTexts()).toEqual([
      `2MED-0009Con cambiosPrecio: $1,234.50 → $1,299.00Marca: (vacío) → LiomontDescripción: Corta → ${'x'.repeat(59)}…`,
      '3MED-0006Sin cambios',
      '4NUEVO-1NuevoNombre: Jarabe',
    ]);
    // A long value is cut on screen; its title holds all of it.
    expect(screen.getByTitle('x'.repeat(200))).toBeTruthy();
    expect(screen.queryByText(/Se muestran/)).toBeNull();
  });

  it('says when only the first rows are listed, and shows nothing without changes', () => {
    const { unmount } = renderWithProviders(<ChangesTable changes={CHANGES} totalRows={5_000} />);
    expect(screen.getByText('Se muestran 3 de 5,000 filas.')).toBeTruthy();
    unmount();
    renderWithProviders(<ChangesTable changes={[]} totalRows={5} />);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
