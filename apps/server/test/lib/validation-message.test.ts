import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { spanishIssueMessage } from '../../src/lib/validation-message';

const messageFor = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input, { error: spanishIssueMessage });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('spanishIssueMessage names the field by its label, never its code', () => {
  const Schema = z.object({
    BRANCH: z.string().min(1).max(5),
    UNITS: z.number().int().min(0).max(99).optional(),
    SEX: z.enum(['F', 'M']).optional(),
    EMAIL: z.email().optional(),
    product: z
      .object({
        SKU: z.string().min(3),
        PROMOTION: z.object({ N: z.number().gt(0) }).optional(),
        CATEGORIES: z.array(z.object({ ID: z.string() })).optional(),
      })
      .optional(),
    IMAGES: z.array(z.string()).min(1).optional(),
    ITEMS: z.array(z.object({ SKU: z.string() })).optional(),
    COLORS: z.record(z.string(), z.string().max(7)).optional(),
    CODE: z.string().min(6, { error: 'Mensaje propio' }).optional(),
  });

  it.each([
    [{}, 'El campo «Sucursal» es obligatorio'],
    [{ BRANCH: null }, 'El campo «Sucursal» es obligatorio'],
    [{ BRANCH: 1 }, 'El campo «Sucursal» debe ser texto'],
    [{ BRANCH: '' }, 'El campo «Sucursal» no puede estar vacío'],
    [{ BRANCH: 'abcdef' }, 'El campo «Sucursal» no puede tener más de 5 caracteres'],
    [{ BRANCH: 'a', UNITS: 'x' }, 'El campo «Piezas» debe ser un número'],
    [{ BRANCH: 'a', UNITS: 1.5 }, 'El campo «Piezas» debe ser un número entero'],
    [{ BRANCH: 'a', UNITS: -1 }, 'El campo «Piezas» debe ser mayor o igual a 0'],
    [{ BRANCH: 'a', UNITS: 100 }, 'El campo «Piezas» debe ser menor o igual a 99'],
    [{ BRANCH: 'a', SEX: 'X' }, 'El campo «Sexo» debe ser uno de: F, M'],
    [{ BRANCH: 'a', EMAIL: 'no' }, 'El campo «Correo electrónico» no es un correo electrónico válido'],
    [{ BRANCH: 'a', product: { SKU: 'a' } }, 'El campo «Clave (SKU)» del producto debe tener al menos 3 caracteres'],
    [{ BRANCH: 'a', product: { SKU: 'abc', PROMOTION: { N: 0 } } }, 'El campo «N» de la promoción del producto debe ser mayor a 0'],
    [
      { BRANCH: 'a', product: { SKU: 'abc', CATEGORIES: [{ ID: 'x' }, { ID: 7 }] } },
      'El campo «Identificador» de la categoría 2 del producto debe ser texto',
    ],
    [{ BRANCH: 'a', IMAGES: [] }, 'El campo «Imágenes» debe tener al menos 1 elemento'],
    [{ BRANCH: 'a', IMAGES: ['a.webp', 3] }, 'El campo «Imágenes» (imagen 2) debe ser texto'],
    [{ BRANCH: 'a', ITEMS: [{ SKU: 'A-1' }, {}] }, 'El campo «Clave (SKU)» del artículo 2 es obligatorio'],
    [{ BRANCH: 'a', COLORS: { primary: '#12345678' } }, 'El campo «Colores» (primary) no puede tener más de 7 caracteres'],
    [{ BRANCH: 'a', CODE: '1' }, 'Mensaje propio'],
    [[], 'El cuerpo de la solicitud debe ser un objeto JSON'],
  ])('%j → %s', (input, message) => {
    expect(messageFor(Schema, input)).toBe(message);
  });

  it('names an unexpected field of a strict object as it was sent', () => {
    expect(messageFor(z.strictObject({ A: z.string() }), { A: 'x', B: 1 })).toBe('El campo «B» no está permitido');
  });

  it('falls back to the code for a field without a label', () => {
    expect(messageFor(z.object({ SIN_ETIQUETA: z.string() }), {})).toBe('El campo «SIN_ETIQUETA» es obligatorio');
  });
});
