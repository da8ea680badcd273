import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { spanishIssueMessage } from '../../src/lib/validation-message';

const messageFor = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input, { error: spanishIssueMessage });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('spanishIssueMessage', () => {
  const Schema = z.object({
    BRANCH: z.string().min(1).max(5),
    UNITS: z.number().int().min(0).max(99).optional(),
    SEX: z.enum(['F', 'M']).optional(),
    EMAIL: z.email().optional(),
    ADDRESS: z.object({ CP: z.string().length(5) }).optional(),
    ITEMS: z.array(z.string()).min(1).optional(),
    CODE: z.string().min(6, { error: 'Mensaje propio' }).optional(),
  });

  it.each([
    [{}, 'El campo BRANCH es obligatorio'],
    [{ BRANCH: null }, 'El campo BRANCH es obligatorio'],
    [{ BRANCH: 1 }, 'El campo BRANCH debe ser texto'],
    [{ BRANCH: '' }, 'El campo BRANCH no puede estar vacío'],
    [{ BRANCH: 'abcdef' }, 'El campo BRANCH no puede tener más de 5 caracteres'],
    [{ BRANCH: 'a', UNITS: 'x' }, 'El campo UNITS debe ser un número'],
    [{ BRANCH: 'a', UNITS: 1.5 }, 'El campo UNITS debe ser un número entero'],
    [{ BRANCH: 'a', UNITS: -1 }, 'El campo UNITS debe ser mayor o igual a 0'],
    [{ BRANCH: 'a', UNITS: 100 }, 'El campo UNITS debe ser menor o igual a 99'],
    [{ BRANCH: 'a', SEX: 'X' }, 'El campo SEX debe ser uno de: F, M'],
    [{ BRANCH: 'a', EMAIL: 'no' }, 'El campo EMAIL no es un correo electrónico válido'],
    [{ BRANCH: 'a', ADDRESS: { CP: '1' } }, 'El campo ADDRESS.CP debe tener al menos 5 caracteres'],
    [{ BRANCH: 'a', ITEMS: [] }, 'El campo ITEMS debe tener al menos 1 elemento'],
    [{ BRANCH: 'a', ITEMS: [3] }, 'El campo ITEMS[0] debe ser texto'],
    [{ BRANCH: 'a', CODE: '1' }, 'Mensaje propio'],
    [[], 'El cuerpo de la solicitud debe ser un objeto JSON'],
  ])('%j → %s', (input, message) => {
    expect(messageFor(Schema, input)).toBe(message);
  });

  it('names an unexpected field of a strict object', () => {
    expect(messageFor(z.strictObject({ A: z.string() }), { A: 'x', B: 1 })).toBe('El campo B no está permitido');
  });
});
