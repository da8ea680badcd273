import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SmsCodeModal, type SmsCodeModalProps } from '../../../src/features/auth/components/sms-code-modal';

function renderModal(overrides: Partial<SmsCodeModalProps> = {}) {
  const props: SmsCodeModalProps = {
    phone: '3311112222',
    resendIn: 60,
    isChecking: false,
    isResending: false,
    onConfirm: vi.fn(async () => true),
    onResend: vi.fn(),
    onCancel: vi.fn(),
    ...overrides,
  };
  render(<SmsCodeModal {...props} />);
  return props;
}

afterEach(() => vi.useRealTimers());

describe('SMS code modal (docs/product.md#sign-in-and-phone-verification)', () => {
  it('asks for the code, shows the phone with +52 and says it will not be asked again', () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Ingresa el código de confirmación' })).toBeTruthy();
    expect(screen.getByText('Enviamos un código por SMS al +52 3311112222')).toBeTruthy();
    expect(screen.getByText('Una vez confirmado, no se te volverá a solicitar.')).toBeTruthy();
    const input = screen.getByPlaceholderText('Código enviado por SMS');
    expect(input.getAttribute('maxlength')).toBe('6');
    expect(document.activeElement).toBe(input);
  });

  it('keeps at most six characters', () => {
    renderModal();
    const input = screen.getByPlaceholderText<HTMLInputElement>('Código enviado por SMS');
    fireEvent.change(input, { target: { value: '12345678' } });
    expect(input.value).toBe('123456');
  });

  it('an empty code asks for it without calling the server', async () => {
    const props = renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Por favor ingresa el código que recibiste por SMS')).toBeTruthy();
    expect(props.onConfirm).not.toHaveBeenCalled();
  });

  it('confirms the typed code', async () => {
    const props = renderModal();
    fireEvent.change(screen.getByPlaceholderText('Código enviado por SMS'), { target: { value: '482913' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirmar' })));
    expect(props.onConfirm).toHaveBeenCalledWith('482913');
  });

  it('cannot be closed by clicking outside or pressing Escape; Cancelar and the close button cancel', () => {
    const props = renderModal();
    fireEvent.click(screen.getByTestId('sms-modal-backdrop'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(props.onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(props.onCancel).toHaveBeenCalledTimes(2);
  });

  it('shows the loading dialog while the code is checked', () => {
    renderModal({ isChecking: true });
    expect(screen.getByRole('alertdialog', { name: 'Verificando el código...' })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Confirmar' }).disabled).toBe(true);
  });

  it('counts down to the resend link', () => {
    vi.useFakeTimers();
    const props = renderModal({ resendIn: 2 });
    expect(screen.getByText('Podrás pedir otro código en 2 s')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Podrás pedir otro código en 1 s')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar código' }));
    expect(props.onResend).toHaveBeenCalledOnce();
  });
});
