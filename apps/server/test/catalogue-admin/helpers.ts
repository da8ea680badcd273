import type { FastifyInstance } from 'fastify';
import { ean13CheckDigit } from '@mostrador/shared/validation/ean13';
import { call } from '../helpers/back-office';

let item = 0;
/** A valid EAN-13 no other test product uses. */
export const freshEan = (): string => {
  const first12 = `750999${String(100000 + ++item).slice(-6)}`;
  return `${first12}${ean13CheckDigit(first12)}`;
};

/** A complete, valid editor form; override what a test is about. */
export const productForm = (overrides: Record<string, unknown> = {}) => ({
  SKU: `ADM-${++item}`,
  BARCODE: freshEan(),
  NAME: 'Paracetamol 500 mg',
  DESCRIPTION: 'Analgésico y antipirético',
  BRAND: 'Genérico',
  LABORATORY: 'Laboratorios Norte',
  ACTIVE_INGREDIENT: 'paracetamol',
  PRESENTATION: 'Caja con 20 tabletas',
  PRICE: '45.50',
  CATEGORIES: [],
  REQUIRES_PRESCRIPTION: false,
  ACTIVE: true,
  PROMOTION: null,
  ...overrides,
});

/** POST /api/admin/catalogue/<path> as the web makes it. */
export const adminCall = (app: FastifyInstance, token: string, path: string, body: object = {}) =>
  call(app, `/admin/catalogue/${path}`, token, body);
