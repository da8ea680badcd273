import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCESS_NAMES } from '@mostrador/shared/constants/access';
import { AccessCheckbox } from '../../../src/features/back-office/components/access-checkbox';
import { AccessChips } from '../../../src/features/back-office/components/account-table';
import { renderWithProviders } from '../../shared/render';

const CODE = new RegExp(`\\b(${ACCESS_NAMES.join('|')})\\b`);

describe('access entries by their Spanish name, never the code (issue 32)', () => {
  it('names the checkbox of each access in Spanish, with what it allows', () => {
    renderWithProviders(
      <>
        {ACCESS_NAMES.map((access) => (
          <AccessCheckbox key={access} access={access} checked={false} onChange={() => {}} />
        ))}
      </>,
    );
    expect(screen.getByRole('checkbox', { name: /^Personal de sucursal/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /^Todas las sucursales/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /^Administración/ })).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(ACCESS_NAMES.length);
    expect(document.body.textContent).not.toMatch(CODE);
  });

  it('shows a person’s accesses in the list by name', () => {
    renderWithProviders(<AccessChips access={['ACCOUNT', 'BRANCH_STAFF', 'CUSTOMER_SUPPORT']} />);
    expect(document.body.textContent).toMatch(/Cliente.*Personal de sucursal.*Atención a clientes/);
    expect(document.body.textContent).not.toMatch(CODE);
  });
});
