import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { charCount } from '../../../src/shared/ui/char-count';
import { TextField } from '../../../src/shared/ui/text-field';

describe('charCount', () => {
  it('shows a one-line field’s count only from 80 % of its limit on', () => {
    expect(charCount('a'.repeat(95), 120)).toBeNull();
    expect(charCount('a'.repeat(96), 120)).toBe('96 de 120 caracteres');
    expect(charCount('a'.repeat(120), 120)).toBe('120 de 120 caracteres');
  });

  it('always shows a box’s count, and nothing without a limit', () => {
    expect(charCount('', 500, true)).toBe('0 de 500 caracteres');
    expect(charCount('hola', undefined, true)).toBeNull();
  });
});

describe('TextField with a limit', () => {
  const field = (value: string, alwaysCount?: boolean) =>
    render(<TextField label="Calle" value={value} onChange={() => {}} maxLength={120} alwaysCount={alwaysCount} hint="Sin abreviar" />);

  it('ties the count to the field near the limit, after its own hint', () => {
    field('a'.repeat(100));
    const input = screen.getByLabelText('Calle');
    const hint = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Sin abreviar · 100 de 120 caracteres');
  });

  it('keeps only its own hint far from the limit, unless told to always count', () => {
    const { unmount } = field('Juárez');
    expect(screen.queryByText(/caracteres/)).toBeNull();
    unmount();
    field('Juárez', true);
    expect(screen.getByText('Sin abreviar · 6 de 120 caracteres')).toBeTruthy();
  });
});
