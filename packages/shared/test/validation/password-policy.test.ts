import { describe, expect, it } from 'vitest';
import { checkPassword, passwordProblem } from '../../src/validation/password-policy';

const unmet = (password: string, phone = '') =>
  checkPassword(password, phone)
    .filter((r) => !r.isMet)
    .map((r) => r.id);

describe('password policy', () => {
  it('accepts a passphrase of 8 to 128 characters', () => {
    expect(unmet('Girasol-Azul-77')).toEqual([]);
    expect(unmet('a'.repeat(7) + 'Z')).toEqual([]);
    expect(passwordProblem('x'.repeat(128))).toBeNull();
  });

  it('names each broken rule in Spanish', () => {
    expect(unmet('corta')).toEqual(['length']);
    expect(passwordProblem('corta')).toBe('La contraseña debe tener al menos 8 caracteres');
    expect(passwordProblem('x'.repeat(129))).toBe('La contraseña puede tener como máximo 128 caracteres');
  });

  it('refuses the most common passwords whatever their case or spaces', () => {
    for (const p of ['12345678', 'Password1', ' CONTRASEÑA123 ', 'qwerty123', 'mexico123']) {
      expect(unmet(p)).toContain('notCommon');
    }
    expect(passwordProblem('contraseña123')).toBe('Esa contraseña es de las más usadas; elige una más difícil de adivinar');
  });

  it('refuses the phone number itself, also masked or with a couple of extra characters', () => {
    expect(unmet('3311112222', '3311112222')).toEqual(['notPhone']);
    expect(unmet('(331) 111-2222', '3311112222')).toEqual(['notPhone']);
    expect(unmet('3311112222a!', '3311112222')).toEqual(['notPhone']);
    expect(unmet('Mi casa 3311112222 azul', '3311112222')).toEqual([]);
    expect(unmet('3311112222', '')).toEqual([]);
  });

  it('an empty password meets none of the content rules', () => {
    expect(unmet('')).toEqual(['length', 'notCommon']);
  });
});
