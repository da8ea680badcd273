import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AddressForm } from '../../../src/features/account/components/address-form';
import { address } from '../../app/fixtures';

describe('address form', () => {
  it('lists the 32 states and sends a valid address', async () => {
    const onSubmit = vi.fn();
    render(<AddressForm isSaving={false} onSubmit={onSubmit} />);
    expect(screen.getByLabelText('Estado').querySelectorAll('option')).toHaveLength(32);
    const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill('Nombre de la dirección (Casa, Oficina…)', 'Casa');
    fill('Calle', 'Av. Chapultepec');
    fill('Número exterior', '480');
    fill('Colonia', 'Americana');
    fill('Código postal', '44160');
    fill('Municipio o alcaldía', 'Guadalajara');
    fill('Estado', 'Ciudad de México');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar dirección' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          ALIAS: 'Casa',
          CODIGO_POSTAL: '44160',
          ESTADO: 'Ciudad de México',
          NUMERO_INTERIOR: '',
          IS_DEFAULT: false,
        }),
      ),
    );
  });

  it('names each missing or wrong field and sends nothing', async () => {
    const onSubmit = vi.fn();
    render(<AddressForm isSaving={false} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Código postal'), { target: { value: '4416' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar dirección' }));
    expect(await screen.findByText('Código postal no válido; son 5 dígitos')).toBeTruthy();
    expect(screen.getAllByText('Este campo es obligatorio').length).toBeGreaterThanOrEqual(5);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('edits an existing address with its values filled in', () => {
    render(<AddressForm initial={address(4, true)} isSaving={false} onSubmit={vi.fn()} />);
    expect(screen.getByLabelText<HTMLInputElement>('Calle').value).toBe('Calle Pedro Moreno');
    expect(screen.getByLabelText<HTMLInputElement>('Usar como dirección predeterminada').checked).toBe(true);
  });
});
