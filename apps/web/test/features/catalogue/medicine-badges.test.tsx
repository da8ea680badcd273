import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CartLineStock } from '../../../src/features/cart/components/cart-line-stock';
import { medicineBadges } from '../../../src/features/catalogue/components/medicine-badges';
import { cartLine } from '../cart/cart-fixtures';

/** Issue 34: which badges a product shows, and the cart's flag on a group I–III line. */
describe('medicine badges', () => {
  it.each([
    [{ MEDICINE_GROUP: null, ANTIBIOTIC: false, REQUIRES_PRESCRIPTION: false }, []],
    [{ MEDICINE_GROUP: 6, ANTIBIOTIC: false, REQUIRES_PRESCRIPTION: false }, []],
    [{ MEDICINE_GROUP: 5, ANTIBIOTIC: false, REQUIRES_PRESCRIPTION: true }, ['Requiere receta']],
    [{ MEDICINE_GROUP: 4, ANTIBIOTIC: false, REQUIRES_PRESCRIPTION: false }, ['Requiere receta']],
    [{ MEDICINE_GROUP: 4, ANTIBIOTIC: true, REQUIRES_PRESCRIPTION: true }, ['Requiere receta', 'Antibiótico: la receta se retiene']],
    [{ MEDICINE_GROUP: 3, ANTIBIOTIC: false, REQUIRES_PRESCRIPTION: true }, ['Requiere receta', 'Solo en sucursal']],
    [{ MEDICINE_GROUP: 1, ANTIBIOTIC: false, REQUIRES_PRESCRIPTION: true }, ['Requiere receta', 'Solo en sucursal']],
    // An older answer without the fields: only what it says.
    [{ REQUIRES_PRESCRIPTION: false }, []],
  ])('%o shows %o', (product, badges) => {
    expect(medicineBadges(product)).toEqual(badges);
  });

  it('a branch-only cart line says so and offers to remove it, whatever the stock', () => {
    const onUnits = vi.fn();
    const line = { ...cartLine('MED-CLONA', 'Clonazepam 2 mg'), MEDICINE_GROUP: 3, BRANCH_ONLY: true };
    render(<CartLineStock line={line} available={10} branchName="Mostrador Centro" isChanging={false} onUnits={onUnits} />);
    expect(screen.getByRole('status').textContent).toContain('Solo en sucursal: quítalo del carrito para pedir en línea');
    fireEvent.click(screen.getByRole('button'));
    expect(onUnits).toHaveBeenCalledWith(0);
  });

  it('an ordinary line with stock shows nothing', () => {
    const { container } = render(
      <CartLineStock line={cartLine('MED-1', 'Paracetamol')} available={10} branchName="Centro" isChanging={false} onUnits={() => {}} />,
    );
    expect(container.textContent).toBe('');
  });
});
