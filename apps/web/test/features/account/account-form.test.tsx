import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AccountForm } from '../../../src/features/account/components/account-form';
import { USER } from '../../app/fixtures';

describe('account data form', () => {
  it('types the birth date as DD/MM/AAAA and sends it as YYYY-MM-DD', async () => {
    const onSubmit = vi.fn();
    render(<AccountForm user={USER} isSaving={false} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Fecha de nacimiento (opcional)'), { target: { value: '14021988' } });
    expect(screen.getByLabelText<HTMLInputElement>('Fecha de nacimiento (opcional)').value).toBe('14/02/1988');
    fireEvent.change(screen.getByLabelText('Sexo'), { target: { value: 'F' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar mis datos' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ NAME: 'Ana López', EMAIL: '', BIRTH: '1988-02-14', SEX: 'F' }));
  });

  it('refuses what the server would refuse, with the same words, and sends nothing', async () => {
    const onSubmit = vi.fn();
    render(<AccountForm user={USER} isSaving={false} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Nombre completo'), { target: { value: '  ' } });
    fireEvent.change(screen.getByLabelText('Correo electrónico (opcional)'), { target: { value: 'no-es-correo' } });
    fireEvent.change(screen.getByLabelText('Fecha de nacimiento (opcional)'), { target: { value: '30021990' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar mis datos' }));
    expect(await screen.findByText('Escribe tu nombre')).toBeTruthy();
    expect(screen.getByText('Correo electrónico no válido')).toBeTruthy();
    expect(screen.getByText('Fecha de nacimiento no válida; usa DD/MM/AAAA')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
