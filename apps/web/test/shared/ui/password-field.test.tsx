import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PasswordField } from '../../../src/shared/ui/password-field';

function Harness() {
  const [value, setValue] = useState('');
  return <PasswordField label="Contraseña" value={value} onChange={setValue} showRules phone="3311112222" autoComplete="new-password" />;
}

const states = () =>
  within(screen.getByRole('list', { name: 'Requisitos de la contraseña' }))
    .getAllByRole('listitem')
    .map((li) => [li.textContent?.replace(/ \((cumplido|pendiente)\)/, ''), li.getAttribute('data-met')]);

describe('password rules shown as the person types', () => {
  it('starts with every rule pending and ticks them as they are met', () => {
    render(<Harness />);
    expect(states()).toEqual([
      ['•Al menos 8 caracteres', 'false'],
      ['•Que no sea de las contraseñas más usadas', 'false'],
      ['•Que no sea tu número celular', 'false'],
    ]);
    const input = screen.getByLabelText('Contraseña');
    fireEvent.change(input, { target: { value: '12345678' } });
    expect(states().map(([, met]) => met)).toEqual(['true', 'false', 'true']);
    fireEvent.change(input, { target: { value: '3311112222' } });
    expect(states().map(([, met]) => met)).toEqual(['true', 'true', 'false']);
    fireEvent.change(input, { target: { value: 'Girasol-Azul-77' } });
    expect(states().map(([, met]) => met)).toEqual(['true', 'true', 'true']);
  });

  it('shows and hides the password', () => {
    render(<Harness />);
    const input = screen.getByLabelText<HTMLInputElement>('Contraseña');
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(input.type).toBe('text');
  });
});
