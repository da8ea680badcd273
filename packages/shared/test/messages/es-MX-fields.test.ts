import { describe, expect, it } from 'vitest';
import { FIELD_LABELS, fieldLabel, fieldPhrase } from '../../src/messages/es-MX-fields';

describe('request fields by their Spanish label', () => {
  it.each([
    ['QUERY', 'Búsqueda'],
    ['UNITS', 'Piezas'],
    ['PHONE', 'Número celular'],
    ['SKU', 'Clave (SKU)'],
    ['PRICE', 'Precio'],
    ['NOTES', 'Notas'],
  ])('%s is «%s»', (code, label) => {
    expect(fieldLabel(code)).toBe(label);
  });

  it('falls back to the code for a field without a label', () => {
    expect(fieldLabel('SIN_ETIQUETA')).toBe('SIN_ETIQUETA');
  });

  it('every label is Spanish for a person: no wire code, no blank', () => {
    const codeLike = Object.entries(FIELD_LABELS).filter(([code, label]) => label.trim() === '' || (label === code && code.length > 1));
    expect(codeLike).toEqual([]);
  });

  it.each([
    [['QUERY'], '«Búsqueda»'],
    [['product', 'SKU'], '«Clave (SKU)» del producto'],
    [['product', 'PROMOTION', 'N'], '«N» de la promoción del producto'],
    [['product', 'CATEGORIES', 0, 'ID'], '«Identificador» de la categoría 1 del producto'],
    [['ITEMS', 0, 'SKU'], '«Clave (SKU)» del artículo 1'],
    [['IMAGES', 2], '«Imágenes» (imagen 3)'],
    [['SKUS', 1], '«Claves (SKU)» (clave 2)'],
    [['LISTA', 1], '«LISTA» (elemento 2)'],
    [['LISTA', 0, 'SKU'], '«Clave (SKU)» del elemento 1 de «LISTA»'],
    [['PRESCRIPTION', 'CEDULA'], '«Cédula profesional» de la receta'],
    [['SUBSCRIPTION', 'keys', 'auth'], '«Clave de autenticación» de las claves de la suscripción a avisos'],
    [['COLORS', 'primary'], '«Colores» (primary)'],
  ] as const)('%j → %s', (path, phrase) => {
    expect(fieldPhrase(path)).toBe(phrase);
  });
});
